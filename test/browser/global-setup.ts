/**
 * Starts `wrangler dev` on a free port with a fresh local D1 (migrations
 * applied), makes sure Chromium is installed, and stops the server afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) throw new Error('Could not install Debian chromium (apt-get install -y chromium)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('wrangler dev did not start in time');
}

let server: ChildProcess | undefined;
let persistDir: string | undefined;

export default async function setup(project: TestProject) {
  ensureChromium();
  persistDir = mkdtempSync(join(tmpdir(), 'pawsperity-d1-'));
  const wrangler = join(process.cwd(), 'node_modules/.bin/wrangler');
  const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir], {
    stdio: 'pipe',
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr.toString()}`);

  const port = await freePort();
  server = spawn(wrangler, ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistDir, '--show-interactive-dev-session=false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, server);
  } catch (error) {
    console.error(log);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('persistDir', persistDir);

  return () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
    }
    if (persistDir) rmSync(persistDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistDir: string;
  }
}
