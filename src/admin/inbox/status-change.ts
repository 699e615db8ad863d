import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, consultationBookings, contactSubmissions, recruitmentApplications, shopNotifications } from '../../db/schema';
import { atomicBatch } from '../db/atomic-batch';
import { findItem, itemStatus } from './items';
import { isAllowedMove, type ItemKind } from './kinds';

const statusTables = {
  booking: consultationBookings,
  contact: contactSubmissions,
  application: recruitmentApplications,
  'waiting-list': shopNotifications,
} as const;

export interface StatusChange {
  kind: ItemKind;
  id: string;
  /** The status the owner saw when pressing the button. */
  from: string;
  to: string;
  actorUserId: string;
}

/** changed; refused (not a move the workflow allows); stale (someone moved it first); not-found. */
export type StatusChangeResult = 'changed' | 'refused' | 'stale' | 'not-found';

/**
 * Moves an item along its workflow and records the move in the audit trail,
 * in one atomic batch. The update only matches while the item is still in
 * `from`, and the audit row is written only if that update changed a row
 * (SQLite's changes() reports the batch's previous statement).
 */
export async function changeStatus(db: Database, change: StatusChange, now = Date.now()): Promise<StatusChangeResult> {
  if (change.kind === 'download' || !isAllowedMove(change.kind, change.from, change.to)) return 'refused';
  const table = statusTables[change.kind];
  const [updated] = await atomicBatch(db, [
    sql`update ${table} set status = ${change.to} where id = ${change.id} and status = ${change.from}`,
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, created_at)
      select ${crypto.randomUUID()}, ${change.actorUserId}, 'status', ${change.kind}, ${change.id}, ${change.from}, ${change.to}, ${now}
      where changes() = 1`,
  ]);
  if (updated?.meta.changes === 1) return 'changed';
  const item = await findItem(db, change.kind, change.id);
  if (!item) return 'not-found';
  return itemStatus(item) === change.from ? 'refused' : 'stale';
}
