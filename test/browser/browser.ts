/** Helpers for browser tests: Chromium through playwright-core, and reads of the local D1. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../support/chromium';
import { queryLocalD1, wranglerBin } from '../support/dev-server';
import { londonToday, shiftDays } from '../support/london-dates';

export const baseUrl = () => inject('baseUrl');

let visitor = Math.floor(Math.random() * 10_000);

/** A page with what its scripts threw (`errors`) and what they logged as errors (`consoleErrors`, for diagnosis). */
export type VisitorPage = Page & { errors: string[]; consoleErrors: string[] };

/** How a test visits: scripts on (the default), off, or with the site's scripts held back by `delayIslandsMs`. */
export interface VisitOptions {
  /** Islands' code (every /assets/*.js but the loader) arrives this much later, as on a slow phone. */
  delayIslandsMs?: number;
  /** The loader is held back too: only the page's inline script runs from the first paint. */
  delayLoader?: boolean;
}

export interface VisitMode {
  name: 'without JavaScript' | 'before any script has arrived' | 'before its island has hydrated' | 'with JavaScript';
  context: BrowserContextOptions;
  visit: VisitOptions;
}

/**
 * The four ways every tool is tried: scripts off; every script of the site (the loader too) 3 s late
 * while the visitor acts at once; island code 3 s late; normal.
 */
export const visitModes: readonly [VisitMode, VisitMode, VisitMode, VisitMode] = [
  { name: 'without JavaScript', context: { javaScriptEnabled: false }, visit: {} },
  { name: 'before any script has arrived', context: {}, visit: { delayIslandsMs: 3000, delayLoader: true } },
  { name: 'before its island has hydrated', context: {}, visit: { delayIslandsMs: 3000 } },
  { name: 'with JavaScript', context: {}, visit: {} },
];

/**
 * The two ways a page with no island of its own (only the site header's, which early-clicks.test.ts and keyboard-navigation.test.ts
 * try) is tried: scripts off, and normal. Held-back scripts change nothing there: every press is the browser's or the
 * Worker's, as with scripts off.
 */
export const islandFreeModes: readonly [VisitMode, VisitMode] = [visitModes[0], visitModes[3]];

/**
 * True when the visitor's press of a form's submit button reaches the Worker as a plain post, answered by a new page:
 * with scripts off, or (acting at once) before the form's island has hydrated, since such a press is left to the form.
 */
export function formsAnsweredByServer(mode: VisitMode): boolean {
  return mode.context.javaScriptEnabled === false || mode.visit.delayIslandsMs !== undefined;
}

/** One Chromium per test file; each call to newPage() gets a fresh context. */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(path = '/', options: BrowserContextOptions = {}, visit: VisitOptions = {}): Promise<VisitorPage> {
      if (!browser) throw new Error('browser not started');
      // Each page is its own visitor, as far as the per-address rate limit is concerned.
      visitor += 1;
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { 'cf-connecting-ip': `198.18.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}` },
        ...options,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const delay = visit.delayIslandsMs;
      if (delay) {
        await page.route(
          visit.delayLoader ? /\/assets\/[^/]+\.js$/ : /\/assets\/(?!loader-)[^/]+\.js$/,
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, delay));
            await route.continue();
          },
        );
      }
      if (visit.delayLoader) {
        // DOMContentLoaded and load wait for the (deferred) loader: a visitor acting at once acts as soon as the page has been read to its footer.
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
        await page.locator('body > footer').waitFor({ state: 'attached' });
      } else await page.goto(`${baseUrl()}${path}`);
      return Object.assign(page, { errors, consoleErrors });
    },
  };
}

/**
 * Waits until every island of that name has hydrated. A timeout says where
 * each marker stands (pending, failed, not started), whether it is on screen,
 * and the page's script errors, instead of only "timeout".
 */
export async function islandsHydrated(page: Page, island: string, timeout = 30_000): Promise<void> {
  // At least one marker: a document only just committed by a navigation has none yet, and must not count as hydrated.
  const settled = (name: string) => {
    const markers = [...document.querySelectorAll(`[data-island="${name}"]`)];
    return markers.length > 0 && markers.every((marker) => marker.getAttribute('data-hydrated') === 'true');
  };
  try {
    await page.waitForFunction(settled, island, { timeout });
  } catch (error) {
    const seen = await page.evaluate((name) => {
      return [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)].map((marker) => {
        const box = (marker.firstElementChild ?? marker).getBoundingClientRect();
        return {
          state: marker.dataset.hydrated ?? 'not started',
          top: Math.round(box.top),
          height: Math.round(box.height),
          viewport: innerHeight,
        };
      });
    }, island);
    const logged =
      'errors' in page ? { errors: (page as VisitorPage).errors, console: (page as VisitorPage).consoleErrors } : {};
    throw new Error(`${island} did not hydrate: ${JSON.stringify(seen)}; ${JSON.stringify(logged)}; ${String(error)}`);
  }
}

/** Reads the local D1 that `wrangler dev` is serving, straight from its SQLite file (read-only, no wrangler process). */
export function queryD1<Row = Record<string, unknown>>(sql: string): Row[] {
  return queryLocalD1<Row>(inject('persistDir'), sql);
}

/** A write to the local D1 made the way anyone would: through wrangler (slow, a process each: for setting a scene, not in loops). */
export function executeD1(sql: string): void {
  const result = spawnSync(
    wranglerBin(),
    ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistDir'), '--command', sql],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  if (result.status !== 0) throw new Error(`d1 execute failed: ${result.stderr}`);
}

/**
 * The first day, a week ahead or later, on which the site offers all six
 * consultation slots: a working day no other test has booked, for a test that
 * books one (asked of the running site, so it follows the bank holidays).
 */
export async function dayWithEverySlotFree(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/availability?from=${shiftDays(londonToday(), 7)}&days=40`);
  const { days } = (await response.json()) as { days: { date: string; slots: { available: boolean }[] }[] };
  const day = days.find((candidate) => candidate.slots.every((slot) => slot.available));
  if (!day) throw new Error('no day with every slot free in the next seven weeks');
  return day.date;
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

const axeSource = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core over the page as it is now (wcag2a, wcag2aa, wcag21aa, wcag22aa), or only over
 * `include` selectors (plus any open dialog); returns "rule: targets" per violation.
 * Waits for finite running animations first (the looping scroll cue never ends), so a dialog fading in is judged at full opacity.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  if (await scriptingOff(page)) return axeViolationsOfCopy(page, include);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const context = selectors
      ? {
          include: [...selectors, ...(document.querySelector('dialog[open]') ? ['dialog[open]'] : [])].map(
            (selector) => [selector],
          ),
        }
      : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  }, include);
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** True when the page was opened with JavaScript disabled (evaluate still works: it is the test's, not the page's). */
function scriptingOff(page: Page): Promise<boolean> {
  return page.evaluate(() => matchMedia('(scripting: none)').matches);
}

/**
 * axe-core needs timers, which never fire with scripting off, so a scriptless
 * page is judged as a copy: its markup as the browser built it (the <noscript>
 * contents unwrapped into elements, its own scripts removed), served at the
 * same origin (same styles) to a page with scripts on.
 */
async function axeViolationsOfCopy(page: Page, include?: string[]): Promise<string[]> {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>/g, '<div data-was-noscript="">')
    .replace(/<\/noscript>/g, '</div>');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to judge the copy in');
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 900 } });
  try {
    const copy = await context.newPage();
    const origin = new URL(page.url()).origin;
    await copy.route(`${origin}/axe-copy`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(`${origin}/axe-copy`);
    return await axeViolations(copy, include);
  } finally {
    await context.close();
  }
}

/**
 * Everything on the page that reaches past the window, scrolls sideways, or spills out of its table cell: what
 * the layout tests of the public site and of the back office both forbid.
 */
export function overflowsTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/).slice(0, 3).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth)
      found.push(`the page is ${root.scrollWidth} px wide in a ${innerWidth} px window`);
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Visually hidden text (sr-only, the skip link) is clipped to 1 px on purpose.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (box.right > innerWidth + 0.5) found.push(`${name(element)} ends at ${Math.round(box.right)} px`);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth)
        found.push(`${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`);
      if ((element.tagName === 'TD' || element.tagName === 'TH') && element.scrollWidth > element.clientWidth + 0.5)
        found.push(`${name(element)} spills out of its cell: ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
    return found;
  });
}

/**
 * Controls smaller than 24 × 24 px. A link inside a sentence is exempt, as in WCAG (its size is the text's); a link
 * that stands alone, like a footer link, is not.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parentText = (element.parentElement?.textContent ?? '').trim();
      return parentText.length > (element.textContent ?? '').trim().length;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    )) {
      if (element.closest('dialog:not([open]), [popover]:not(:popover-open), noscript, [aria-hidden="true"], .sr-only'))
        continue;
      const box = element.getBoundingClientRect();
      // Not shown (nothing, or a 1 px skip link until it has focus).
      if (box.width <= 1 || box.height <= 1) continue;
      // A checkbox or radio counts with its label, which is what a finger presses.
      const label = (element as HTMLInputElement).labels?.[0];
      const target =
        label && ['checkbox', 'radio'].includes((element as HTMLInputElement).type)
          ? label.getBoundingClientRect()
          : box;
      if (target.width >= 24 && target.height >= 24) continue;
      if (element.tagName === 'A' && inSentence(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}" ${Math.round(target.width)}×${Math.round(target.height)}`,
      );
    }
    return found;
  });
}
