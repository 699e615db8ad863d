import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userAccess, users } from '../db/schema/back-office';

/** Email addresses are compared trimmed and lower-cased everywhere in the back office. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user `which` selects, if they may sign in: in `users`, and not disabled in `user_access`. */
async function findActiveUser(db: Database, which: SQL): Promise<{ id: string; email: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(userAccess, eq(userAccess.userId, users.id))
    .where(and(which, or(isNull(userAccess.userId), isNull(userAccess.disabledAt))))
    .limit(1);
  return user?.email ? { id: user.id, email: user.email } : undefined;
}

export function findActiveUserByEmail(db: Database, email: string): Promise<{ id: string; email: string } | undefined> {
  return findActiveUser(db, eq(sql`lower(trim(${users.email}))`, normaliseEmail(email)));
}

export function findActiveUserById(db: Database, id: string): Promise<{ id: string; email: string } | undefined> {
  return findActiveUser(db, eq(users.id, id));
}

/** How the back office names a person: their name, or their address when no name is on file. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Unknown user';
}
