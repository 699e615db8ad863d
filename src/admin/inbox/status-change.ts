import { ITEM_KIND } from '../../db/item-kinds';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/back-office';
import { findItem, itemStatus } from '../../submissions/items';
import { isAllowedMove } from '../../submissions/registry';
import type { Submission } from '../../submissions/types';
import { afterOwnerStatusChange } from '../../site/booking/booking-changes';
import { atomicBatch } from '../../db/atomic-batch';

interface StatusChange {
  submission: Submission;
  id: string;
  /** The status the owner saw when pressing the button. */
  from: string;
  to: string;
  actorUserId: string;
}

/** changed; refused (not a move the workflow allows); stale (someone moved it first); not-found. */
type StatusChangeResult = 'changed' | 'refused' | 'stale' | 'not-found';

/**
 * Moves an item along its workflow and records the move in the audit trail,
 * in one atomic batch. The update only matches while the item is still in
 * `from`, and the audit row is written only if that update changed a row
 * (SQLite's changes() reports the batch's previous statement). A kind without
 * a workflow, or a move its workflow does not list, is refused.
 */
export async function changeStatus(
  db: Database,
  change: StatusChange,
  now = Date.now(),
  queueEmails: (outboxIds: string[]) => void = () => {},
): Promise<StatusChangeResult> {
  const { submission } = change;
  const status = submission.columns.status;
  if (!status || !isAllowedMove(submission, change.from, change.to)) return 'refused';
  const { table, columns } = submission;
  // A booking's visitor hears of the owner's confirm or cancel: an updated invitation, sent through the outbox.
  const followUps =
    submission.kind === ITEM_KIND.booking
      ? afterOwnerStatusChange(change.id, change.to, now)
      : { statements: [], outboxIds: [] };
  const [updated, , ...rest] = await atomicBatch(db, [
    sql`update ${table} set ${sql.identifier(status.name)} = ${change.to} where ${sql.identifier(columns.id.name)} = ${change.id} and ${sql.identifier(status.name)} = ${change.from}`,
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, created_at)
      select ${crypto.randomUUID()}, ${change.actorUserId}, 'status', ${submission.kind}, ${change.id}, ${change.from}, ${change.to}, ${now}
      where changes() = 1`,
    ...followUps.statements,
  ]);
  if (updated?.meta.changes === 1) {
    const emailed = rest.at(-1)?.meta.changes ? followUps.outboxIds : [];
    queueEmails(emailed);
    return 'changed';
  }
  const item = await findItem(db, submission, change.id);
  if (!item) return 'not-found';
  return itemStatus(item) === change.from ? 'refused' : 'stale';
}
