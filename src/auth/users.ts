import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userAccess, users } from '../db/schema';

/** Email addresses are compared trimmed and lower-cased everywhere in the back office. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A user who may sign in: in `users`, and not disabled in `user_access`. */
export async function findActiveUserByEmail(db: Database, email: string): Promise<{ id: string; email: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(userAccess, eq(userAccess.userId, users.id))
    .where(and(eq(sql`lower(trim(${users.email}))`, normaliseEmail(email)), or(isNull(userAccess.userId), isNull(userAccess.disabledAt))))
    .limit(1);
  return user?.email ? { id: user.id, email: user.email } : undefined;
}

/** How the back office names a person: their name, or their address when no name is on file. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Unknown user';
}
