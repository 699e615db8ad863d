import { and, lt, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { sessions, signInLinks, userAccess } from '../db/schema/back-office';
import { atomicBatch } from '../db/atomic-batch';
import { sha256Hex } from '../lib/sha256';
import { linkState, newLink, type SignInLinkState, usableLink } from './one-time-links';
import { randomToken } from './tokens';
import { SESSION_MS } from './sessions';

const SIGN_IN_LINK_MS = siteConfig.admin.signInLinkMinutes * 60 * 1000;

/** Stores a new one-time link for the user (only its hash) and returns the token to put in the email. */
export async function createSignInLink(db: Database, userId: string, now = Date.now()): Promise<string> {
  const { token, row } = await newLink(SIGN_IN_LINK_MS, now);
  await db.insert(signInLinks).values({ ...row, userId });
  return token;
}

export type { SignInLinkState };

/** What the confirmation page should say about a link, without using it up. */
export function signInLinkState(db: Database, token: string, now = Date.now()): Promise<SignInLinkState> {
  return linkState(db, signInLinks, token, now);
}

interface NewSession {
  /** Goes into the cookie; the database keeps only its hash. */
  sessionToken: string;
}

/**
 * Uses the link up and starts a session, atomically: one batch marks the link
 * used by this new session only if it is unused, unexpired and its user may
 * still sign in, then creates the session only for a link marked that way.
 * Two browsers pressing Sign in with the same link get one session between them.
 */
export async function exchangeSignInLink(db: Database, token: string, now = Date.now()): Promise<NewSession | null> {
  const tokenHash = await sha256Hex(token);
  const sessionToken = randomToken();
  const sessionId = await sha256Hex(sessionToken);
  const csrfToken = randomToken();
  const userMaySignIn = sql`not exists (select 1 from ${userAccess} where ${userAccess.userId} = ${signInLinks.userId} and ${userAccess.disabledAt} is not null)`;
  const [claimed] = await atomicBatch(db, [
    db
      .update(signInLinks)
      .set({ usedAt: new Date(now), sessionId })
      .where(and(usableLink(signInLinks, tokenHash, now), userMaySignIn)),
    sql`insert into ${sessions} (sid, sess, expire)
      select ${sessionId}, json_object('userId', user_id, 'csrfToken', ${csrfToken}, 'createdAt', ${now}), ${now + SESSION_MS}
      from ${signInLinks} where token_hash = ${tokenHash} and session_id = ${sessionId}`,
    // Housekeeping while we are here: sessions past their expiry and links long past theirs.
    db.delete(sessions).where(lt(sessions.expire, new Date(now))),
    db.delete(signInLinks).where(lt(signInLinks.expiresAt, new Date(now - SESSION_MS))),
  ]);
  return claimed?.meta.changes === 1 ? { sessionToken } : null;
}
