/**
 * `bun run bench`: per route, the warm server render time in workerd (median
 * of 200), HTML bytes, and the brotli-compressed bytes of JS and CSS the page
 * loads before any interaction and once every island has hydrated. Prints a
 * table and writes bench-results/bench.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { launchChromium } from '../test/support/chromium';
import { startDevServer } from '../test/support/dev-server';
import { benchRoutes } from '../test/support/routes';

interface RenderTiming {
  route: string;
  medianMs: number;
  htmlBytes: number;
}

function renderTimings(): Map<string, RenderTiming> {
  const run = Bun.spawnSync(['vitest', 'run', '--config', 'test/bench/vitest.config.ts'], { stdout: 'pipe', stderr: 'pipe' });
  const timings = new Map<string, RenderTiming>();
  for (const line of run.stdout.toString().split('\n')) {
    const match = line.match(/BENCH (\{.*\})/);
    if (!match?.[1]) continue;
    const timing = JSON.parse(match[1]) as RenderTiming;
    timings.set(timing.route, timing);
  }
  if (timings.size === 0) throw new Error(`render bench produced no results:\n${run.stderr.toString()}`);
  return timings;
}

const brotliCache = new Map<string, number>();
function brotliBytes(path: string): number {
  let size = brotliCache.get(path);
  if (size === undefined) {
    const file = readFileSync(`public${path}`);
    size = brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    brotliCache.set(path, size);
  }
  return size;
}

function sum(paths: Iterable<string>, extension: string): number {
  let total = 0;
  for (const path of paths) if (path.endsWith(extension)) total += brotliBytes(path);
  return total;
}

interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse runs under Node (scripts/lighthouse-audit.ts): it is a Node program. */
function lighthouseScores(baseUrl: string, routes: string[]): Map<string, LighthouseScores> {
  const run = Bun.spawnSync(['node', 'scripts/lighthouse-audit.ts', baseUrl, ...routes], { stdout: 'pipe', stderr: 'pipe' });
  const scores = new Map<string, LighthouseScores>();
  for (const line of run.stdout.toString().split('\n')) {
    const match = line.match(/LIGHTHOUSE (\{.*\})/);
    if (!match?.[1]) continue;
    const result = JSON.parse(match[1]) as LighthouseScores;
    scores.set(result.route, result);
  }
  if (scores.size === 0) console.error(`Lighthouse produced no results:\n${run.stderr.toString()}`);
  return scores;
}

const timings = renderTimings();
const server = await startDevServer();
const browser = await launchChromium();
const rows = [];
try {
  for (const route of benchRoutes) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const loaded = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/assets/')) loaded.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
    const beforeInteraction = new Set(loaded);
    // Wake every island: scroll through the page and touch each one.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      for (const marker of document.querySelectorAll('[data-island]')) marker.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((marker) => marker.getAttribute('data-hydrated') === 'true'), null, { timeout: 15_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const timing = timings.get(route);
    rows.push({
      route,
      renderMedianMs: timing?.medianMs ?? null,
      htmlBytes: timing?.htmlBytes ?? null,
      jsBeforeInteraction: sum(beforeInteraction, '.js'),
      cssBytes: sum(beforeInteraction, '.css'),
      jsAllHydrated: sum(loaded, '.js'),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
const lighthouse = lighthouseScores(server.baseUrl, benchRoutes);
server.stop();
const results = rows.map((row) => {
  const scores = lighthouse.get(row.route);
  return { ...row, lighthouse: scores ? { ...scores, route: undefined } : null };
});

console.log('\nroute | render ms (median) | HTML bytes | JS before interaction (br) | JS all islands (br) | CSS (br)');
console.log('---|---|---|---|---|---');
for (const row of rows) {
  console.log(`${row.route} | ${row.renderMedianMs} | ${row.htmlBytes} | ${row.jsBeforeInteraction} | ${row.jsAllHydrated} | ${row.cssBytes}`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
