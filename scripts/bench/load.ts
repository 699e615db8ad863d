/**
 * The load section of `bun run bench`: requests per second and p50/p99
 * latency under a fixed number of connections for a fixed time, per URL,
 * through autocannon (run under Node, the runtime it is written for).
 */
import { spawnSync } from 'node:child_process';

export const LOAD_CONNECTIONS = 20;
export const LOAD_SECONDS = 8;

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and socket errors or timeouts: a run with any is not a fair figure. */
  failures: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Browsers ask for brotli, and local workerd compresses text whether asked or
 * not (Miniflare adds Accept-Encoding), so every URL is measured the same way.
 */
export function loadTest(url: string): LoadResult {
  const run = spawnSync(
    'node',
    [
      'node_modules/autocannon/autocannon.js',
      '--json',
      '-c',
      String(LOAD_CONNECTIONS),
      '-d',
      String(LOAD_SECONDS),
      '-H',
      'accept-encoding=br, gzip',
      url,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`autocannon failed for ${url}: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as AutocannonJson;
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
