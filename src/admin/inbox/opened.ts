import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { openedItems } from '../../db/schema/back-office';

/**
 * Records that an item's page was opened, so the inbox stops showing it as
 * new. Only the first opening is kept. Not an audited change: it is a side
 * effect of reading the page, and nothing about the item changes.
 */
export async function markOpened(db: Database, kind: string, id: string, now = new Date()): Promise<void> {
  await db.insert(openedItems).values({ itemKind: kind, itemId: id, firstOpenedAt: now }).onConflictDoNothing();
}

/** 1 while the item of this kind whose id is in `id` (a column of the kind's table) has never been opened, else 0. */
export function unreadSql(kind: string, id: SQLiteColumn): SQL {
  return sql`not exists (select 1 from ${openedItems} where ${openedItems.itemKind} = ${kind} and ${openedItems.itemId} = ${id})`;
}
