/**
 * Learners' sessions, in the spec's `sessions` table beside the owners': a
 * learner's `sess` is { audience: 'learner', learnerId, csrfToken }. The
 * owner's look-up needs a string userId and a `users` row, and this one needs
 * the learner audience, so neither kind of session opens the other's pages.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/back-office';
import { trainingUsers } from '../db/schema/academy';
import { randomToken } from '../lib/random-token';
import { sha256Hex } from '../lib/sha256';
import type { Learner, LearnerSession } from './learner-env';
import { extendSession, liveSession } from './sessions';

export const LEARNER_SESSION_MS = siteConfig.academy.sessionDays * 24 * 60 * 60 * 1000;
/** A session in use is pushed back to its full lifetime at most once an hour, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** A session about to start: the cookie's token, its SHA-256 (the stored sid) and the session's CSRF token. */
interface NewLearnerSession {
  token: string;
  sid: string;
  csrfToken: string;
}

export async function newLearnerSession(): Promise<NewLearnerSession> {
  const token = randomToken();
  return { token, sid: await sha256Hex(token), csrfToken: randomToken() };
}

/**
 * The INSERT ... SELECT that starts `session` for the learner whose id `learnerId` names in the rows `from` selects
 * (a `from ... where ...` clause): for a batch in which the session exists only if the rest of it holds.
 */
export function startLearnerSession(session: NewLearnerSession, learnerId: SQL, from: SQL, now: number): SQL {
  return sql`insert into ${sessions} (sid, sess, expire)
    select ${session.sid}, json_object('audience', 'learner', 'learnerId', ${learnerId}, 'csrfToken', ${session.csrfToken}, 'createdAt', ${now}), ${now + LEARNER_SESSION_MS}
    ${from}`;
}

/** The learner's employer, for the team's subscription. */
const employer = alias(trainingUsers, 'employer');

/** An account's names, business and own subscription: what a learner's session carries, and an invitation reads of its employer. */
export const learnerAccountColumns = {
  firstName: trainingUsers.firstName,
  lastName: trainingUsers.lastName,
  companyName: trainingUsers.companyName,
  subscriptionStatus: trainingUsers.subscriptionStatus,
  subscriptionTier: trainingUsers.subscriptionTier,
  subscriptionExpiry: trainingUsers.subscriptionExpiry,
};

export const learnerColumns = {
  id: trainingUsers.id,
  email: trainingUsers.email,
  ...learnerAccountColumns,
  employerId: trainingUsers.employerId,
  stripeCustomerId: trainingUsers.stripeCustomerId,
  accessSource: trainingUsers.accessSource,
  teamSeats: trainingUsers.teamSeats,
};

interface FoundLearnerSession {
  learner: Learner;
  session: LearnerSession;
  /** True when the session should be pushed back to its full lifetime now. */
  due: boolean;
}

function storedCsrfToken(sess: unknown): string | null {
  if (typeof sess !== 'object' || sess === null) return null;
  const record = sess as Record<string, unknown>;
  return record.audience === 'learner' && typeof record.csrfToken === 'string' ? record.csrfToken : null;
}

/** The live learner session for a cookie token, with its learner. */
export async function findLearnerSession(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<FoundLearnerSession | null> {
  const sessionId = await sha256Hex(token);
  const [row] = await db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      learner: learnerColumns,
      team: {
        status: employer.subscriptionStatus,
        tier: employer.subscriptionTier,
        expiry: employer.subscriptionExpiry,
      },
    })
    .from(sessions)
    .innerJoin(trainingUsers, eq(trainingUsers.id, sql`json_extract(${sessions.sess}, '$.learnerId')`))
    .leftJoin(employer, eq(employer.id, trainingUsers.employerId))
    .where(liveSession(sessionId, now, eq(sql`json_extract(${sessions.sess}, '$.audience')`, 'learner')))
    .limit(1);
  const csrfToken = row ? storedCsrfToken(row.sess) : null;
  if (!row || !csrfToken) return null;
  return {
    learner: { ...row.learner, team: row.team },
    session: { sessionId, csrfToken },
    due: row.expire.getTime() - now < LEARNER_SESSION_MS - EXTEND_AFTER_MS,
  };
}

export function extendLearnerSession(db: Database, sessionId: string, now = Date.now()): Promise<void> {
  return extendSession(db, sessionId, now, LEARNER_SESSION_MS);
}
