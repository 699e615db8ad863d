/**
 * `bun run bench` (after `bun run build`): measures the site as production
 * runs it, against `wrangler dev` started with NODE_ENV=production (React's
 * production build, as `wrangler deploy` bundles it) and a fresh local D1.
 *
 * 1. Which React build the Worker bundle holds (it must say production).
 * 2. Per route: the warm, uncached time of a whole miss (the Worker's
 *    Server-Timing: render, then the ETag), its parts, and the HTML bytes.
 * 3. Load: `/`, `/faq`, a training module, the wizard's free-times question
 *    (`/api/availability` for one working day, read from D1 on every
 *    request) and the site CSS (a static asset of about the same size) under
 *    20 connections for 8 s each, one run: requests/s, p50 and p99, each
 *    one's ratio to the asset. Pages are asked for as a phone's browser asks
 *    (its user agent and Accept), so each is a counted page view.
 * 3b. The cost of counting page views: the page routes of section 3 loaded
 *    against this server and, at the same time, a second one started alike
 *    with PAGE_VIEW_COUNTING=off, in 3 rounds (--counting-rounds=N for more;
 *    scripts/bench/counting-cost.ts):
 *    each route's requests/s both ways and their ratio (goal >= 0.95), and the
 *    views the first one stored.
 * 4. Per route: brotli bytes of JS and CSS before any interaction and with
 *    every island hydrated, and Lighthouse (simulated mobile, median of 3).
 *
 * Flags: --page-cache=off starts the Worker with PAGE_CACHE=off (every page
 * rendered on every request: the figures before the page cache);
 * --skip-browser leaves out section 4; --counting-rounds=N runs N rounds per
 * route in 3b (3 by default). Writes bench-results/bench.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BROWSER_PAGE_HEADERS, loadTest, LOAD_CONNECTIONS, LOAD_SECONDS, type LoadResult } from './bench/load';
import { COUNTING_RATIO_GOAL, COUNTING_ROUNDS, measureCountingCost, type CountingCostRow } from './bench/counting-cost';
import { startProductionServer } from './bench/production-server';
import { renderTiming, type RenderTiming } from './bench/render-timing';
import { workingDay } from '../test/support/london-dates';
import { benchRoutes } from '../test/support/routes';

const args = process.argv.slice(2);
const pageCacheOff = args.includes('--page-cache=off');
const skipBrowser = args.includes('--skip-browser');
const countingRounds = Number(
  args.find((arg) => arg.startsWith('--counting-rounds='))?.split('=')[1] ?? COUNTING_ROUNDS,
);

/** Goals from ../shared/DESIGN.md "Budgets". */
const GOALS = { rateRatio: 0.6, p99Ratio: 2, firstRenderMs: 3 };

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
  const run = Bun.spawnSync(['node', 'scripts/lighthouse-audit.ts', baseUrl, ...routes], {
    stdout: 'pipe',
    stderr: 'pipe',
  });
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

const moduleRoute = benchRoutes.find((route) => route.startsWith('/training/module/')) ?? '/training';
const { css: assetPath } = JSON.parse(readFileSync('src/generated/asset-manifest.json', 'utf8')) as { css: string };
const assetBytes = readFileSync(`public${assetPath}`).byteLength;

const pageCacheVars: Record<string, string> = pageCacheOff ? { PAGE_CACHE: 'off' } : {};
const server = await startProductionServer(pageCacheVars);
// Started alike but for counting, for section 3b; idle while the first is measured.
const uncountedServer = await startProductionServer({ ...pageCacheVars, PAGE_VIEW_COUNTING: 'off' });
const renders: RenderTiming[] = [];
const load: (LoadResult & { label: string })[] = [];
let countingCost: CountingCostRow[] = [];
let viewsCounted: { withCounting: number; withoutCounting: number } | undefined;
const weights = new Map<string, { jsBeforeInteraction: number; jsAllHydrated: number; cssBytes: number }>();
let lighthouse = new Map<string, LighthouseScores>();
let uploadedRoute: string | undefined;
try {
  console.log(
    `React build in the Worker under test: ${server.reactBuild} (${server.bundlePath ?? 'bundle not found'})`,
  );
  // Said by the Worker itself (x-page-cache), so a run against code without the cache says so too.
  const pageProbe = await fetch(`${server.baseUrl}/?bench-probe=${Date.now()}`);
  await pageProbe.arrayBuffer();
  const outcome = pageProbe.headers.get('x-page-cache');
  console.log(
    `page cache: ${outcome === null ? 'none in this Worker' : outcome === 'off' ? 'off (PAGE_CACHE=off)' : 'on'}`,
  );
  if (server.reactBuild !== 'production')
    throw new Error("The bench measures React's production build, and the Worker bundle under test is not one.");

  // The first render of "/" first, while nothing else has warmed the isolate but the start-up probe.
  for (const route of ['/', ...benchRoutes.filter((path) => path !== '/')]) {
    renders.push(await renderTiming(server.baseUrl, route));
    console.log(`rendered ${route}`);
  }

  const pageTargets = [
    { label: '/', path: '/', page: true },
    { label: '/faq', path: '/faq', page: true },
    // Rendered from the owner's posts in D1 (the content store).
    { label: '/blog', path: '/blog', page: true },
    { label: '/blog/future-pet-care-trends-2024', path: '/blog/future-pet-care-trends-2024', page: true },
    { label: moduleRoute, path: moduleRoute, page: true },
  ];
  const targets = [
    { label: `${assetPath} (static, ${(assetBytes / 1024).toFixed(1)} KiB)`, path: assetPath, page: false },
    ...pageTargets,
    // What step 3 of the booking wizard asks when a visitor picks a day.
    { label: '/api/availability (one day)', path: `/api/availability?from=${workingDay(2)}&days=1`, page: false },
  ];
  for (const target of targets) {
    const headers = target.page ? BROWSER_PAGE_HEADERS : {};
    await (await fetch(`${server.baseUrl}${target.path}`, { headers })).arrayBuffer();
    load.push({ ...loadTest(`${server.baseUrl}${target.path}`, headers), label: target.label });
    console.log(`loaded ${target.label}`);
  }

  countingCost = await measureCountingCost(
    server.baseUrl,
    uncountedServer.baseUrl,
    pageTargets.map((target) => target.path),
    countingRounds,
    (row) => console.log(`counting cost of ${row.route}: ratio ${row.ratio}`),
  );
  // The views each server stored once its last flush is due: proof the load was counted (and not dropped as a bot's).
  await new Promise((resolve) => setTimeout(resolve, 5000));
  // Loaded only now: dev-server.ts copies process.env when first loaded, after startProductionServer sets NODE_ENV.
  const { queryLocalD1 } = await import('../test/support/dev-server');
  const storedViews = (persistDir: string) =>
    queryLocalD1<{ views: number | null }>(persistDir, 'SELECT SUM(views) AS views FROM page_view_days')[0]?.views ?? 0;
  viewsCounted = {
    withCounting: storedViews(server.persistDir),
    withoutCounting: storedViews(uncountedServer.persistDir),
  };

  if (!skipBrowser) {
    const { launchChromium } = await import('../test/support/chromium');
    const { measurePageWeight } = await import('../test/support/page-weight');
    const browser = await launchChromium();
    try {
      for (const route of benchRoutes)
        weights.set(route, await measurePageWeight(browser, `${server.baseUrl}${route}`));
    } finally {
      await browser.close();
    }
    // A post whose cover the owner uploaded: a large picture must not lower its scores.
    const { publishPostWithLargePicture } = await import('./bench/uploaded-picture');
    uploadedRoute = await publishPostWithLargePicture(server.baseUrl, server.persistDir);
    lighthouse = lighthouseScores(server.baseUrl, [...benchRoutes, uploadedRoute]);
  }
} finally {
  server.stop();
  uncountedServer.stop();
}

const asset = load[0];
const loadRows = load.map((row) => ({
  ...row,
  rateRatio: asset ? Number((row.requestsPerSecond / asset.requestsPerSecond).toFixed(2)) : null,
  p99Ratio: asset && asset.p99Ms > 0 ? Number((row.p99Ms / asset.p99Ms).toFixed(2)) : null,
}));

console.log(
  `\nLoad: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per URL, one run (goals: rate ratio >= ${GOALS.rateRatio}, p99 ratio <= ${GOALS.p99Ratio})`,
);
console.log('URL | requests/s | p50 ms | p99 ms | rate vs asset | p99 vs asset | failures');
console.log('---|---|---|---|---|---|---');
for (const row of loadRows)
  console.log(
    [row.label, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.rateRatio, row.p99Ratio, row.failures].join(' | '),
  );

console.log(
  `\nCounting page views (3b): each route loaded with and without counting (PAGE_VIEW_COUNTING=off) side by side, ${countingRounds} rounds of ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections each; goal: with / without >= ${COUNTING_RATIO_GOAL}`,
);
console.log('route | requests/s with counting | requests/s without | ratio | goal | ratio of each round | failures');
console.log('---|---|---|---|---|---|---');
for (const row of countingCost)
  console.log(
    [
      row.route,
      row.withCounting,
      row.withoutCounting,
      row.ratio,
      row.pass ? 'pass' : 'FAIL',
      row.roundRatios.join(', '),
      row.failures,
    ].join(' | '),
  );
if (viewsCounted)
  console.log(
    `Page views stored: ${viewsCounted.withCounting} by the server counting, ${viewsCounted.withoutCounting} by the one with PAGE_VIEW_COUNTING=off.`,
  );

const home = renders.find((row) => row.route === '/');
console.log(
  `\nFirst uncached render of / (warm, production; render + ETag, what a first visitor waits for): ${home?.missMs ?? 'n/a'} ms in the Worker (median; mean ${home?.missMeanMs ?? 'n/a'} ms; render ${home?.renderMs ?? 'n/a'} ms + store ${home?.storeMs ?? 'n/a'} ms), ${home?.roundTripMs ?? 'n/a'} ms round trip (goal <= ${GOALS.firstRenderMs} ms)`,
);

const results = renders.map((timing) => {
  const weight = weights.get(timing.route);
  const scores = lighthouse.get(timing.route);
  return { ...timing, ...(weight ?? {}), lighthouse: scores ? { ...scores, route: undefined } : null };
});
console.log(
  '\nroute | uncached miss ms (Worker: render + store) | render ms | store ms | round trip ms | HTML bytes | JS before interaction (br) | JS all islands (br) | CSS (br) | LH perf | LH a11y | LH best practices | LH SEO | LCP ms | TBT ms | CLS',
);
console.log('---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---');
for (const row of results) {
  const scores = row.lighthouse;
  const lighthouseCells = scores
    ? [
        scores.performance,
        scores.accessibility,
        scores.bestPractices,
        scores.seo,
        Math.round(scores.lcpMs),
        Math.round(scores.tbtMs),
        scores.cls.toFixed(3),
      ]
    : ['n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  const weight = weights.get(row.route);
  console.log(
    [
      row.route,
      row.missMs ?? 'n/a',
      row.renderMs ?? 'n/a',
      row.storeMs ?? 'n/a',
      row.roundTripMs,
      row.htmlBytes,
      weight?.jsBeforeInteraction ?? 'n/a',
      weight?.jsAllHydrated ?? 'n/a',
      weight?.cssBytes ?? 'n/a',
      ...lighthouseCells,
    ].join(' | '),
  );
}
const uploaded = uploadedRoute ? lighthouse.get(uploadedRoute) : undefined;
if (uploadedRoute && uploaded)
  console.log(
    `\nA post with a large uploaded cover (${uploadedRoute}): LH perf ${uploaded.performance}, a11y ${uploaded.accessibility}, best practices ${uploaded.bestPractices}, SEO ${uploaded.seo}, LCP ${Math.round(uploaded.lcpMs)} ms, TBT ${Math.round(uploaded.tbtMs)} ms, CLS ${uploaded.cls.toFixed(3)}`,
  );
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  `${JSON.stringify(
    {
      reactBuild: server.reactBuild,
      pageCache: pageCacheOff ? 'off' : 'on',
      load: loadRows,
      countingCost: { goal: COUNTING_RATIO_GOAL, rounds: countingRounds, routes: countingCost, viewsCounted },
      routes: results,
    },
    null,
    2,
  )}\n`,
);
