/**
 * What a page costs the visitor: the hashed assets it loads before any
 * interaction and once every island has hydrated, each measured as its
 * brotli-compressed size (quality 11, as a CDN serves it); fonts, already
 * compressed (woff2), by their size on disk.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser } from 'playwright-core';

const brotliCache = new Map<string, number>();
export function brotliBytes(assetPath: string): number {
  let size = brotliCache.get(assetPath);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(`public${assetPath}`), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).byteLength;
    brotliCache.set(assetPath, size);
  }
  return size;
}

export interface PageWeight {
  /** Asset paths loaded before any interaction. */
  initialAssets: string[];
  /** Asset paths loaded once every island has hydrated. */
  allAssets: string[];
  jsBeforeInteraction: number;
  jsAllHydrated: number;
  cssBytes: number;
  /** The font files loaded for the first view, in bytes. */
  fontBytes: number;
}

const total = (paths: Iterable<string>, extension: string) =>
  [...paths].filter((path) => path.endsWith(extension)).reduce((sum, path) => sum + brotliBytes(path), 0);

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) loaded.add(pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const initial = new Set(loaded);
    // Wake every island: scroll through the page and touch each one.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      for (const marker of document.querySelectorAll('[data-island]'))
        marker.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[data-island]')].every(
            (marker) => marker.getAttribute('data-hydrated') === 'true',
          ),
        null,
        {
          timeout: 15_000,
        },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    return {
      initialAssets: [...initial],
      allAssets: [...loaded],
      jsBeforeInteraction: total(initial, '.js'),
      jsAllHydrated: total(loaded, '.js'),
      cssBytes: total(initial, '.css'),
      fontBytes: [...initial]
        .filter((path) => path.endsWith('.woff2'))
        .reduce((sum, path) => sum + statSync(`public${path}`).size, 0),
    };
  } finally {
    await page.close();
  }
}
