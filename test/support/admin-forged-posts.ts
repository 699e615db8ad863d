/**
 * A back office form posted with a token that is not the session's, as a
 * forged cross-site post would be: refused with a 403 before anything changes.
 */
import { expect } from 'vitest';
import type { Browser } from './admin';

/** Posts `fields` to `action` with a wrong CSRF token and expects the 403. */
export async function expectForgedPostRefused(
  browser: Browser,
  action: string,
  fields: Record<string, string> = {},
): Promise<void> {
  const forged = await browser.post(action, { csrf: 'wrong', ...fields });
  expect(forged.status).toBe(403);
}
