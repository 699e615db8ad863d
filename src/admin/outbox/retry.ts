import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema/back-office';
import type { Bindings } from '../../env';
import { emailKindOf } from '../../notify/emails';
import { enqueueNotifications } from '../../notify/enqueue';
import { findOutboxRow, releaseHeldStatement, retryFailedStatement } from '../../notify/outbox';
import { atomicBatch } from '../../db/atomic-batch';

/** What the owner's button does to a row: the state it must be in, the statement that moves it, and how the audit trail names it. */
interface Requeue {
  from: 'failed' | 'held';
  statement: (outboxId: string, now: Date) => SQL;
  action: string;
  detail: (outboxId: string) => string;
}

/** Retry: a failed notification goes back to pending with a fresh set of attempts. */
const retry: Requeue = {
  from: 'failed',
  statement: retryFailedStatement,
  action: 'notification_retry',
  detail: (outboxId) => `Notification email queued again by Retry (outbox ${outboxId})`,
};

/** Send: an email held over its recipient's limit goes back to pending, released (the consumer sends it whatever the limit says). */
const release: Requeue = {
  from: 'held',
  statement: releaseHeldStatement,
  action: 'notification_release',
  detail: (outboxId) => `Held email sent by the owner (outbox ${outboxId})`,
};

/** queued; not-waiting (someone pressed the button already, or the row was never failed or held); not-found. */
type RequeueResult = 'queued' | 'not-waiting' | 'not-found';

/**
 * Moves the row and records who did it, in one atomic batch (the audit row is written only if the row was still
 * as the owner saw it), then queues its message: an email row's own, or a digest for a digest row.
 */
async function requeue(
  db: Database,
  env: Bindings,
  how: Requeue,
  outboxId: string,
  actorUserId: string,
  now: Date,
): Promise<RequeueResult> {
  const row = await findOutboxRow(db, outboxId);
  if (!row) return 'not-found';
  const kind = emailKindOf(row);
  // An email about an address, not an item ("no account yet"): the audit trail names the email, never the address.
  const itemId = kind?.itemIdIsAddress ? outboxId : row.itemId;
  const [updated] = await atomicBatch(db, [
    how.statement(outboxId, now),
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
      select ${crypto.randomUUID()}, ${actorUserId}, ${how.action}, ${row.itemKind}, ${itemId}, ${how.from}, 'pending', ${how.detail(outboxId)}, ${now.getTime()}
      where changes() = 1`,
  ]);
  if (updated?.meta.changes !== 1) return 'not-waiting';
  // If the queue cannot take it now, the row is pending and the sweep queues it within minutes.
  // A row sent with the digest goes in a digest; every other on its own.
  await enqueueNotifications(env, [kind && !kind.compose ? { type: 'digest' } : { type: 'send', outboxId }]);
  return 'queued';
}

/** The button's handler: `how` fixed, the rest as the owner's press gives them. */
const ownerButton =
  (how: Requeue) =>
  (db: Database, env: Bindings, outboxId: string, actorUserId: string, now = new Date()): Promise<RequeueResult> =>
    requeue(db, env, how, outboxId, actorUserId, now);

/** The owner's Retry of a failed notification. */
export const retryNotification = ownerButton(retry);

/** The owner's Send of a held email. */
export const releaseNotification = ownerButton(release);
