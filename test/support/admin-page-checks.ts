/**
 * What every back office page promises, checked the same way wherever a test
 * opens one: without a session it sends the visitor to sign in; signed in it
 * is never stored and its own menu link is marked current; and the pages
 * that must not leak (the sign-in page, the inbox) are not indexed and run
 * no script.
 */
import { expect } from 'vitest';
import { type Browser, send, tagsNamed } from './admin';

/** Opens `path` without a session: the visitor is sent to the sign-in page. */
export async function expectSentToSignIn(path: string): Promise<void> {
  const response = await send(path);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toContain('/admin/sign-in');
}

/** Opens `path` as the owner: not stored, its menu link marked as the current page. Returns the page's HTML. */
export async function openedFromMenu(browser: Browser, path: string): Promise<string> {
  const page = await browser.get(path);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  const html = await page.text();
  const menu = tagsNamed(html, 'a').filter((link) => link.href === path);
  expect(menu[0]?.['aria-current']).toBe('page');
  return html;
}

/** A page answered but kept private: not stored, not indexed (header and meta), no script. Returns its HTML. */
export async function expectPrivatePage(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toMatch(/<script/);
  return html;
}
