/**
 * Lighthouse (simulated mobile, the default config) against Debian's Chromium:
 * the median of three runs per route. Runs under Node 22 (type stripping);
 * `bun run bench` calls it as: node scripts/lighthouse-audit.ts <baseUrl> <route>...
 * and reads one JSON line per route from stdout.
 */
import lighthouse from 'lighthouse';
import { launchChromium } from '../test/support/chromium.ts';

const RUNS = 3;
const [baseUrl, ...routes] = process.argv.slice(2);
const port = 9300 + Math.floor(Math.random() * 500);

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await launchChromium([`--remote-debugging-port=${port}`]);
try {
  for (const route of routes) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      });
    }
    const summary = Object.fromEntries(
      Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((run) => run[key as keyof Scores]))]),
    );
    console.log(`LIGHTHOUSE ${JSON.stringify({ route, ...summary })}`);
  }
} finally {
  await browser.close();
}
