import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { sessions, userAccess, users } from '../db/schema/back-office';
import type { AdminSession } from './admin-env';
import { sha256Hex } from '../lib/sha256';
import { displayName } from './users';

export const SESSION_MS = siteConfig.admin.sessionDays * 24 * 60 * 60 * 1000;
/** A session in use is pushed back to its full lifetime at most once an hour, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

interface StoredSession {
  userId: string;
  csrfToken: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.userId === 'string' && typeof record.csrfToken === 'string';
}

interface FoundSession extends AdminSession {
  expiresAt: Date;
}

/** The session row of this id while unexpired, and only if `holderMay` (the holder may still use it) holds too. */
export function liveSession(sessionId: string, now: number, holderMay: SQL | undefined): SQL | undefined {
  return and(eq(sessions.sid, sessionId), gt(sessions.expire, new Date(now)), holderMay);
}

/** The live session for a cookie token: unexpired, and its user still allowed to sign in. */
export async function findSession(db: Database, token: string, now = Date.now()): Promise<FoundSession | null> {
  const sessionId = await sha256Hex(token);
  const [row] = await db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
      role: userAccess.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`json_extract(${sessions.sess}, '$.userId')`))
    .leftJoin(userAccess, eq(userAccess.userId, users.id))
    .where(liveSession(sessionId, now, or(isNull(userAccess.userId), isNull(userAccess.disabledAt))))
    .limit(1);
  if (!row || !isStoredSession(row.sess)) return null;
  return {
    sessionId,
    userId: row.user.id,
    email: row.user.email ?? '',
    displayName: displayName(row.user),
    csrfToken: row.sess.csrfToken,
    // No access row: an owner, as every user was before roles.
    role: row.role === 'editor' ? 'editor' : 'owner',
    expiresAt: row.expire,
  };
}

/** True when the session should be extended now (see EXTEND_AFTER_MS). */
export function shouldExtend(session: FoundSession, now = Date.now()): boolean {
  return session.expiresAt.getTime() - now < SESSION_MS - EXTEND_AFTER_MS;
}

/** Owners' and learners' sessions share the table; a learner's lasts longer (`lifeMs`). */
export async function extendSession(
  db: Database,
  sessionId: string,
  now = Date.now(),
  lifeMs = SESSION_MS,
): Promise<void> {
  await db
    .update(sessions)
    .set({ expire: new Date(now + lifeMs) })
    .where(eq(sessions.sid, sessionId));
}

/** Signing out: the session's row goes, whichever audience it served. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sessionId));
}

/** "Sign out everywhere": every session of the user, on every device. */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sql`json_extract(${sessions.sess}, '$.userId')`, userId));
}
