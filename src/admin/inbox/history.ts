import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema/back-office';
import { authorColumns, authorName } from '../db/authors';

export interface HistoryEntry {
  action: string;
  actor: string;
  fromStatus: string | null;
  toStatus: string | null;
  detail: string | null;
  createdAt: Date;
}

/** The audit trail of one item, oldest first. */
export async function itemHistory(db: Database, kind: string, id: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      action: auditEvents.action,
      fromStatus: auditEvents.fromStatus,
      toStatus: auditEvents.toStatus,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      ...authorColumns,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.itemKind, kind), eq(auditEvents.itemId, id)))
    .orderBy(asc(auditEvents.createdAt), asc(sql`${auditEvents}.rowid`));
  return rows.map((row) => ({
    action: row.action,
    actor: authorName(row),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    detail: row.detail,
    createdAt: row.createdAt,
  }));
}
