/**
 * `bun run bench`: per route, the warm server render time in workerd (median
 * of 200), HTML bytes, and the brotli-compressed bytes of JS and CSS the page
 * loads before any interaction and once every island has hydrated. Prints a
 * table and writes bench-results/bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../test/support/chromium';
import { startDevServer } from '../test/support/dev-server';
import { measurePageWeight } from '../test/support/page-weight';
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
    const weight = await measurePageWeight(browser, `${server.baseUrl}${route}`);
    const timing = timings.get(route);
    rows.push({
      route,
      renderMedianMs: timing?.medianMs ?? null,
      htmlBytes: timing?.htmlBytes ?? null,
      jsBeforeInteraction: weight.jsBeforeInteraction,
      jsAllHydrated: weight.jsAllHydrated,
      cssBytes: weight.cssBytes,
    });
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

console.log(
  '\nroute | render ms (median) | HTML bytes | JS before interaction (br) | JS all islands (br) | CSS (br) | LH perf | LH a11y | LH best practices | LH SEO | LCP ms | TBT ms | CLS',
);
console.log('---|---|---|---|---|---|---|---|---|---|---|---|---');
for (const row of results) {
  const scores = row.lighthouse;
  const lighthouseCells = scores
    ? [scores.performance, scores.accessibility, scores.bestPractices, scores.seo, Math.round(scores.lcpMs), Math.round(scores.tbtMs), scores.cls.toFixed(3)]
    : ['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  console.log([row.route, row.renderMedianMs, row.htmlBytes, row.jsBeforeInteraction, row.jsAllHydrated, row.cssBytes, ...lighthouseCells].join(' | '));
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
