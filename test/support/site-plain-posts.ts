import { expect } from 'vitest';

/** A plain form post answered as if stored (the usual redirect to the thanks), as a honeypot-filling bot is: nothing stored. */
export async function redirectedButNotStored(
  response: Response,
  thanks: string,
  stored: () => Promise<unknown[]>,
): Promise<void> {
  expect(response.headers.get('location')).toBe(thanks);
  expect(await stored()).toHaveLength(0);
}
