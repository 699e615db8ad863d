/**
 * The load section of `bun run bench`: requests per second and p50/p99
 * latency under a fixed number of connections for a fixed time, per URL,
 * through autocannon (run under Node, the runtime it is written for).
 */
import { spawn, spawnSync } from 'node:child_process';

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
 * What a phone's browser sends for a page: a page view is counted only for a person's browser (src/analytics/
 * page-views.ts drops requests without a browser's user agent as bots), so without these the figures with counting
 * would leave its cost out.
 */
export const BROWSER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

/**
 * Browsers ask for brotli, and local workerd compresses text whether asked or
 * not (Miniflare adds Accept-Encoding), so every URL is measured the same way.
 */
function autocannonArgs(url: string, headers: Readonly<Record<string, string>>): string[] {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  return [
    'node_modules/autocannon/autocannon.js',
    '--json',
    '-c',
    String(LOAD_CONNECTIONS),
    '-d',
    String(LOAD_SECONDS),
    '-H',
    'accept-encoding=br, gzip',
    ...headerArgs,
    url,
  ];
}

function loadResult(url: string, stdout: string): LoadResult {
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function loadTest(url: string, headers: Readonly<Record<string, string>> = {}): LoadResult {
  const run = spawnSync('node', autocannonArgs(url, headers), { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`autocannon failed for ${url}: ${run.stderr}`);
  return loadResult(url, run.stdout);
}

/** The same load, answered when it ends, so that two can run at once (scripts/bench/counting-cost.ts). */
export function startLoadTest(url: string, headers: Readonly<Record<string, string>> = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', autocannonArgs(url, headers), { stdio: ['ignore', 'pipe', 'pipe'] });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon failed for ${url}: ${stderr}`));
      else resolve(loadResult(url, stdout));
    });
  });
}
