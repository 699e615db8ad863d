/** The deterministic budgets of DESIGN.md, enforced on every route (brotli bytes). */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { brotliBytes, measurePageWeight } from '../support/page-weight';
import { benchRoutes } from '../support/routes';
import { baseUrl } from './browser';

const INLINE_SCRIPT_BUDGET = 1024;
/** What a page runs before any interaction: its inline script and the loader, together. */
const FIRST_SCRIPTS_BUDGET = 2 * 1024;
const CSS_BUDGET = 12 * 1024;
/** Fonts for the first view, as sent (woff2 is compressed already). */
const FIRST_VIEW_FONTS_BUDGET = 40 * 1024;
const SHARED_LIBRARIES_BUDGET = 85 * 1024;
const ISLAND_OWN_CODE_BUDGET = 10 * 1024;

/** Pages whose widgets, if any, wait for the visitor: before any interaction they load the loader and nothing else. */
const pagesWithoutUpFrontWidgets = [
  '/shop',
  '/faq',
  '/privacy',
  '/terms',
  '/returns',
  '/cookies',
  '/careers',
  '/getting-started',
  '/doggy-daycare-guide',
  '/doggy-daycare-london',
  '/retreats',
  '/training',
];

type ChunkReport = Record<string, { bytes: number; ownBytes: number; inputs: string[] }>;
const chunkReport = (): ChunkReport =>
  JSON.parse(readFileSync('src/generated/chunk-report.json', 'utf8')) as ChunkReport;

describe('byte budgets', () => {
  // One Chromium for every route: measurePageWeight gives each page a context of its own, so no cache is shared.
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(benchRoutes)(
    '%s: inline script within 1 KB and with the loader within 2 KB, one CSS file within 12 KB, fonts within 40 KB and all preloaded, libraries within 85 KB, each island within 10 KB',
    async (route) => {
      const weight = await measurePageWeight(browser, `${baseUrl()}${route}`);
      const initialScripts = weight.initialAssets.filter((path) => path.endsWith('.js'));
      const loader = initialScripts.find((path) => path.startsWith('/assets/loader-'));
      expect(loader).toBeDefined();
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '').join('');
      const inlineBytes = brotliCompressSync(inline, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
      expect(inlineBytes).toBeGreaterThan(0);
      expect(inlineBytes).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET);
      expect(inlineBytes + brotliBytes(loader ?? '')).toBeLessThanOrEqual(FIRST_SCRIPTS_BUDGET);
      if (pagesWithoutUpFrontWidgets.includes(route)) expect(initialScripts).toEqual([loader]);
      expect(weight.initialAssets.filter((path) => path.endsWith('.css'))).toHaveLength(1);
      expect(weight.cssBytes).toBeLessThanOrEqual(CSS_BUDGET);

      const preloadedFonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"[^>]*>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(preloadedFonts.length).toBeGreaterThan(0);
      const preloadedBytes = preloadedFonts.reduce((sum, path) => sum + statSync(`public${path}`).size, 0);
      expect(preloadedBytes).toBeLessThanOrEqual(FIRST_VIEW_FONTS_BUDGET);
      // Whatever fonts the first view loads were preloaded (none found late in the CSS), and they too stay within the budget.
      const loadedFonts = weight.initialAssets.filter((path) => path.endsWith('.woff2'));
      expect(loadedFonts.every((path) => preloadedFonts.includes(path))).toBe(true);
      expect(weight.fontBytes).toBeLessThanOrEqual(FIRST_VIEW_FONTS_BUDGET);

      const report = chunkReport();
      let libraries = 0;
      const oversizedIslands: string[] = [];
      for (const path of weight.allAssets.filter((asset) => asset.endsWith('.js') && asset !== loader)) {
        const chunk = report[path];
        expect(chunk, `${path} is in the build's chunk report`).toBeDefined();
        if (!chunk) continue;
        const compressed = brotliBytes(path);
        const ownShare = chunk.ownBytes / chunk.bytes;
        libraries += compressed * (1 - ownShare);
        const ownCompressed = compressed * ownShare;
        if (ownCompressed > ISLAND_OWN_CODE_BUDGET)
          oversizedIslands.push(`${chunk.inputs.join(', ')}: ${Math.round(ownCompressed)} B`);
      }
      expect(Math.round(libraries)).toBeLessThanOrEqual(SHARED_LIBRARIES_BUDGET);
      expect(oversizedIslands).toEqual([]);
    },
  );
});
