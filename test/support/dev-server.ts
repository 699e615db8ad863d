/**
 * Starts `wrangler dev` on a free port with a fresh local D1 (migrations
 * applied) for browser tests and the bench; stop() ends it and removes the data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevServer {
  baseUrl: string;
  persistDir: string;
  stop(): void;
}

const wranglerEnv = { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' };
export const wranglerBin = () => join(process.cwd(), 'node_modules/.bin/wrangler');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export async function startDevServer(extraArgs: string[] = []): Promise<DevServer> {
  const persistDir = mkdtempSync(join(tmpdir(), 'pawsperity-d1-'));
  const migrate = spawnSync(wranglerBin(), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir], { stdio: 'pipe', env: wranglerEnv });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr.toString()}`);

  const port = await freePort();
  const child = spawn(wranglerBin(), ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir, '--show-interactive-dev-session=false', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: wranglerEnv,
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    rmSync(persistDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(baseUrl)).status < 500) return { baseUrl, persistDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`wrangler dev did not start:\n${log}`);
}

/** Reads the local D1 of a running dev server. */
export function queryLocalD1<Row>(persistDir: string, sql: string): Row[] {
  const result = spawnSync(wranglerBin(), ['d1', 'execute', 'DB', '--local', '--persist-to', persistDir, '--json', '--command', sql], { encoding: 'utf8', env: wranglerEnv });
  if (result.status !== 0) throw new Error(`d1 query failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as { results: Row[] }[];
  return parsed[0]?.results ?? [];
}
