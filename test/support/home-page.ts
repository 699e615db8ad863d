/** The home page tests' tools (test/browser/home-*.test.ts). */
import type { Page } from 'playwright-core';
import { islandsHydrated } from '../browser/browser';

export const hydrated = islandsHydrated;

export const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Where #contact's top edge is in the viewport (the page keeps a 6 rem scroll padding for the header). */
export const contactTop = (page: Page) =>
  page.evaluate(() => Math.round(document.getElementById('contact')?.getBoundingClientRect().top ?? -9999));
