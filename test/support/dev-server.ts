/**
 * Starts `wrangler dev` on a free port with a fresh local D1 (migrations
 * applied, then the content seed, as `bun run dev` does) for browser tests and
 * the bench; stop() ends it and removes the data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedContent } from '../../scripts/seed-d1';

export interface DevServer {
  baseUrl: string;
  persistDir: string;
  stop(): void;
}

// X_LOCAL_EXPLORER: the Local Explorer's API is how test/support/local-mail.ts reads the emails sent (on by default; kept on here).
const wranglerEnv = { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', X_LOCAL_EXPLORER: 'true' };
export const wranglerBin = () => join(process.cwd(), 'node_modules/.bin/wrangler');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface DevServerOptions {
  /** A Wrangler configuration other than wrangler.toml, for migrations, seed and server alike (the bench raises a limit this way). */
  config?: string;
}

/** The key of src/lib/signing.ts in every server the tests start (production's is a secret). */
export const TEST_SIGNING_SECRET = 'test-signing-secret-of-the-browser-tests-0123456789';

/** `extraArgs` for `wrangler dev`, or a function of the server's own base URL (known only once its port is chosen). */
export async function startDevServer(
  extraArgs: string[] | ((baseUrl: string) => string[]) = [],
  options: DevServerOptions = {},
): Promise<DevServer> {
  const persistDir = mkdtempSync(join(tmpdir(), 'pawsperity-d1-'));
  const configArgs = options.config ? ['--config', options.config] : [];
  const migrate = spawnSync(
    wranglerBin(),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir, ...configArgs],
    {
      stdio: 'pipe',
      env: wranglerEnv,
    },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr.toString()}`);
  seedContent({ persistTo: persistDir, ...options });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const args = typeof extraArgs === 'function' ? extraArgs(baseUrl) : extraArgs;
  const child = spawn(
    wranglerBin(),
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistDir,
      '--show-interactive-dev-session=false',
      '--var',
      `SIGNING_SECRET:${TEST_SIGNING_SECRET}`,
      ...configArgs,
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: wranglerEnv,
      detached: true,
    },
  );
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

/**
 * The SQLite file behind the local D1 under a persistence directory. Miniflare
 * keeps one file per D1 database (named by a hash of its id) next to its own
 * metadata.sqlite; this project binds one database.
 */
export function localD1File(persistDir: string): string {
  const directory = join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(directory).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1 || !files[0])
    throw new Error(`expected one D1 database file in ${directory}, found: ${files.join(', ') || 'none'}`);
  return join(directory, files[0]);
}

/**
 * Reads the local D1 of a running dev server straight from its SQLite file
 * (read-only, so a test can never change what the Worker sees), instead of
 * starting a `wrangler d1 execute` process for every query. The file is in WAL
 * mode, so a read sees every write the Worker has committed. A connection per
 * query keeps no handle open on a directory that stop() removes.
 */
export function queryLocalD1<Row>(persistDir: string, sql: string): Row[] {
  const db = new DatabaseSync(localD1File(persistDir), { readOnly: true, timeout: 5_000 });
  try {
    // Plain objects (node:sqlite gives null-prototype rows), as the wrangler JSON used to.
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}
