/** Helpers for browser tests: Chromium through playwright-core, and reads of the local D1. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium per test file; each call to newPage() gets a fresh context. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(path = '/', options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl()}${path}`);
      (page as Page & { errors: string[] }).errors = errors;
      return page;
    },
  };
}

/** Runs SQL against the local D1 that `wrangler dev` is serving. */
export function queryD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const wrangler = join(process.cwd(), 'node_modules/.bin/wrangler');
  const result = spawnSync(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistDir'), '--json', '--command', sql], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error(`d1 query failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as { results: Row[] }[];
  return parsed[0]?.results ?? [];
}

/** Every aria-controls / aria-labelledby / aria-describedby must name an element that exists. */
export async function danglingAriaReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    for (const attribute of ['aria-controls', 'aria-labelledby', 'aria-describedby']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${attribute}=${id}`);
        }
      }
    }
    return missing;
  });
}
