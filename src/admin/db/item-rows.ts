import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { type adminNotes, type auditEvents, users } from '../../db/schema/back-office';
import { authorColumns } from './authors';

/**
 * The rows written about one inbox item (its notes, its audit trail), with who wrote each, oldest first: rows of the
 * same millisecond in the order they were inserted, as a conversation or a trail reads.
 */
export function writtenAboutItem<Fields extends Record<string, SQLiteColumn>>(
  db: Database,
  about: { table: typeof adminNotes | typeof auditEvents; author: SQLiteColumn; fields: Fields },
  kind: string,
  id: string,
) {
  const { table } = about;
  return db
    .select({ ...about.fields, ...authorColumns })
    .from(table)
    .leftJoin(users, eq(users.id, about.author))
    .where(and(eq(table.itemKind, kind), eq(table.itemId, id)))
    .orderBy(asc(table.createdAt), asc(sql`${table}.rowid`));
}
