/**
 * What the owners' and the learners' sign-in links share (each on a table of
 * its own): only the token's SHA-256 is stored, with a short life, and the
 * confirmation page asks a link's state without using it up.
 */
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { learnerSignInLinks } from '../db/schema/academy';
import type { signInLinks } from '../db/schema/back-office';
import { randomToken } from '../lib/random-token';
import { sha256Hex } from '../lib/sha256';

export type SignInLinkState = 'valid' | 'used' | 'expired' | 'unknown';

/** A new token for the email, and the row that keeps its hash only, for `lifeMs`. */
export async function newLink(
  lifeMs: number,
  now: number,
): Promise<{ token: string; row: { tokenHash: string; createdAt: Date; expiresAt: Date } }> {
  const token = randomToken();
  return {
    token,
    row: { tokenHash: await sha256Hex(token), createdAt: new Date(now), expiresAt: new Date(now + lifeMs) },
  };
}

/** The link of this token hash while it may still be used: not used yet, not expired. */
export function usableLink(
  links: typeof signInLinks | typeof learnerSignInLinks,
  tokenHash: string,
  now: number,
): SQL | undefined {
  return and(eq(links.tokenHash, tokenHash), isNull(links.usedAt), gt(links.expiresAt, new Date(now)));
}

/** What the confirmation page should say about a link, without using it up. */
export async function linkState(
  db: Database,
  links: typeof signInLinks | typeof learnerSignInLinks,
  token: string,
  now: number,
): Promise<SignInLinkState> {
  const [link] = await db
    .select({ usedAt: links.usedAt, expiresAt: links.expiresAt })
    .from(links)
    .where(eq(links.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!link) return 'unknown';
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > now ? 'valid' : 'expired';
}
