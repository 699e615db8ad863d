/**
 * The back office's promise under hostile input, shared by its areas' tests:
 * any fields posted (with the session's CSRF token) to any of an area's forms
 * get a redirect back to that area with a notice, or a 4xx page, never a 5xx.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Browser } from './admin';

export interface HostileFormPosts {
  /** The area's address, e.g. /admin/learners; each of `paths` is posted to below it. */
  area: string;
  paths: string[];
  /** Field names the forms know, with a few every object inherits. */
  names: string[];
  /** Values that mean something to those fields; arbitrary strings are added. */
  values: string[];
  /** Where a redirect may lead. */
  redirect: RegExp;
  runs: number;
}

export async function expectOnlyRedirectsOr4xx(browser: Browser, posts: HostileFormPosts): Promise<void> {
  const names = fc.constantFrom(...posts.names);
  const values = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...posts.values));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...posts.paths),
      fc.array(fc.tuple(names, values), { maxLength: 8 }),
      async (path, fields) => {
        const response = await browser.post(
          `${posts.area}${path}`,
          new URLSearchParams([['csrf', browser.csrf], ...fields]),
        );
        expect([303, 400, 404], `${path} ${JSON.stringify(fields)}`).toContain(response.status);
        if (response.status === 303) expect(response.headers.get('location')).toMatch(posts.redirect);
        await response.arrayBuffer();
      },
    ),
    { numRuns: posts.runs },
  );
}
