/**
 * One-time sign-in links for learners: the owners' mechanism (only the
 * token's SHA-256 kept, a short life, used once, confirmed by a POST) on a
 * table of their own.
 */
import { lt, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import { atomicBatch } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { learnerSignInLinks, trainingUsers } from '../db/schema/academy';
import { sha256Hex } from '../lib/sha256';
import { newLearnerSession, startLearnerSession } from './learner-sessions';
import { linkState, newLink, type SignInLinkState, usableLink } from './one-time-links';

const LINK_MS = siteConfig.academy.signInLinkMinutes * 60 * 1000;

/** Stores a new link for the learner (its hash only) and returns the token for the email. */
export async function createLearnerSignInLink(db: Database, learnerId: number, now = Date.now()): Promise<string> {
  const { token, row } = await newLink(LINK_MS, now);
  await db.insert(learnerSignInLinks).values({ ...row, learnerId });
  return token;
}

export type LearnerLinkState = SignInLinkState;

/** What the confirmation page should say about a link, without using it up. */
export function learnerLinkState(db: Database, token: string, now = Date.now()): Promise<LearnerLinkState> {
  return linkState(db, learnerSignInLinks, token, now);
}

/**
 * Uses the link up and starts a session in one atomic batch: the link is
 * marked used by this new session only if unused and unexpired, and the
 * session and lastLoginAt follow only for a link marked that way. Two presses
 * of the same link get one session between them. Returns the cookie's token.
 */
export async function exchangeLearnerSignInLink(db: Database, token: string, now = Date.now()): Promise<string | null> {
  const tokenHash = await sha256Hex(token);
  const session = await newLearnerSession();
  const sessionId = session.sid;
  const [claimed] = await atomicBatch(db, [
    db
      .update(learnerSignInLinks)
      .set({ usedAt: new Date(now), sessionId })
      .where(usableLink(learnerSignInLinks, tokenHash, now)),
    startLearnerSession(
      session,
      sql`learner_id`,
      sql`from ${learnerSignInLinks} where token_hash = ${tokenHash} and session_id = ${sessionId}`,
      now,
    ),
    db
      .update(trainingUsers)
      .set({ lastLoginAt: new Date(now) })
      .where(
        sql`${trainingUsers.id} = (select learner_id from ${learnerSignInLinks} where token_hash = ${tokenHash} and session_id = ${sessionId})`,
      ),
    // Housekeeping while here: links long past their expiry.
    db
      .delete(learnerSignInLinks)
      .where(
        lt(learnerSignInLinks.expiresAt, new Date(now - siteConfig.retentionDays.signInLinks * 24 * 60 * 60 * 1000)),
      ),
  ]);
  return claimed?.meta.changes === 1 ? session.token : null;
}
