import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { Bindings } from '../../env';
import { enqueueNotifications } from '../../notify/enqueue';
import { findOutboxRow, releaseHeldStatement, retryFailedStatement } from '../../notify/outbox';
import { atomicBatch } from '../db/atomic-batch';

/** The audit trail's name for the owner's Retry of a failed notification. */
const NOTIFICATION_RETRY = 'notification_retry';

/** The audit trail's name for the owner's Send of a held notification. */
const NOTIFICATION_RELEASE = 'notification_release';

/** retried; not-failed (already retried, or it never failed); not-found. */
type RetryResult = 'retried' | 'not-failed' | 'not-found';

/**
 * The owner's Retry: a failed notification goes back to pending with a fresh
 * set of attempts, and the audit trail records who did it, in one atomic
 * batch (the audit row is written only if the row was still failed). Then
 * its message is queued: an email row's own, or a digest for a digest row.
 */
export async function retryNotification(db: Database, env: Bindings, outboxId: string, actorUserId: string, now = new Date()): Promise<RetryResult> {
  const row = await findOutboxRow(db, outboxId);
  if (!row) return 'not-found';
  const [updated] = await atomicBatch(db, [
    retryFailedStatement(outboxId, now),
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
      select ${crypto.randomUUID()}, ${actorUserId}, ${NOTIFICATION_RETRY}, ${row.itemKind}, ${row.itemId}, 'failed', 'pending', ${`Notification email queued again by Retry (outbox ${outboxId})`}, ${now.getTime()}
      where changes() = 1`,
  ]);
  if (updated?.meta.changes !== 1) return 'not-failed';
  // If the queue cannot take it now, the row is pending and the sweep queues it within minutes.
  await enqueueNotifications(env, [row.channel === 'digest' ? { type: 'digest' } : { type: 'send', outboxId }]);
  return 'retried';
}

/** released; not-held (already sent by someone's Send, or it was never held); not-found. */
type ReleaseResult = 'released' | 'not-held' | 'not-found';

/**
 * The owner's Send of a notification held over its recipient's email limit:
 * back to pending and marked released (the consumer then sends it whatever
 * the limit says), with the audit entry, in one atomic batch; then queued.
 */
export async function releaseNotification(db: Database, env: Bindings, outboxId: string, actorUserId: string, now = new Date()): Promise<ReleaseResult> {
  const row = await findOutboxRow(db, outboxId);
  if (!row) return 'not-found';
  const [updated] = await atomicBatch(db, [
    releaseHeldStatement(outboxId, now),
    sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
      select ${crypto.randomUUID()}, ${actorUserId}, ${NOTIFICATION_RELEASE}, ${row.itemKind}, ${row.itemId}, 'held', 'pending', ${`Held email sent by the owner (outbox ${outboxId})`}, ${now.getTime()}
      where changes() = 1`,
  ]);
  if (updated?.meta.changes !== 1) return 'not-held';
  await enqueueNotifications(env, [{ type: 'send', outboxId }]);
  return 'released';
}
