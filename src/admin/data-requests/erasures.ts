import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema/back-office';
import { authorColumns, authorName } from '../db/authors';
import { ERASURE_ACTION } from './erase';

export interface ErasureRecord {
  actor: string;
  createdAt: Date;
  /** Rows deleted per table, as recorded; the address itself never is. */
  counts: Record<string, number>;
}

function parseCounts(detail: string | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(detail ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** The audit trail's erasures, newest first. */
export async function recentErasures(db: Database, limit = 20): Promise<ErasureRecord[]> {
  const rows = await db
    .select({
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      ...authorColumns,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(eq(auditEvents.action, ERASURE_ACTION))
    .orderBy(desc(auditEvents.createdAt), desc(sql`${auditEvents}.rowid`))
    .limit(limit);
  return rows.map((row) => ({
    actor: authorName(row),
    createdAt: row.createdAt,
    counts: parseCounts(row.detail),
  }));
}
