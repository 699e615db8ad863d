/** The marketing calendar and blog browser tests' tools (test/browser/marketing-calendar.test.ts, blog.test.ts). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, islandsHydrated, type VisitMode, type VisitorPage } from '../browser/browser';

export const scriptsOn = (mode: VisitMode) => mode.context.javaScriptEnabled !== false;

export const hydrated = islandsHydrated;

export const isHydrated = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"]`)
    .getAttribute('data-hydrated')
    .then((value) => value === 'true');

export function expectNoScriptErrors(page: VisitorPage) {
  expect(page.errors).toEqual([]);
}

/**
 * The page as a browser without JavaScript shows it, in a page where axe can run
 * (axe needs timers, which do not fire with scripting off): the server's HTML
 * with <noscript> content shown as ordinary markup and the island scripts left out.
 */
export async function noScriptMarkup(
  newPage: (path: string) => Promise<VisitorPage>,
  response: Response,
): Promise<VisitorPage> {
  const html = (await response.text())
    .replace(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>/g, '<div data-noscript="">')
    .replace(/<\/noscript>/g, '</div>');
  const page = await newPage('/robots.txt');
  await page.route(`${baseUrl()}/no-script-view`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${baseUrl()}/no-script-view`);
  return page;
}
