/**
 * The safety net, run by cron every few minutes: a claim left by a consumer
 * that crashed is released, and every email row still pending well after it
 * was due (its queue message lost, or never sent because the queue was down)
 * is queued again. Duplicates are harmless: the claim lets only one send.
 * A row that has used all its attempts is marked failed instead, so one whose
 * consumer crashes every time reaches the owner's Retry rather than looping.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationOutbox } from '../db/schema';
import type { Bindings } from '../env';
import { enqueueNotifications } from './enqueue';
import { MAX_ATTEMPTS, STALE_CLAIM_MS, SWEEP_GRACE_MS, SWEEP_LIMIT } from './retry-policy';

interface SweepResult {
  /** Claims released because they went stale. */
  released: number;
  /** Email rows queued again. */
  requeued: number;
  /** Rows out of attempts (a stale claim, or left pending) marked failed for the owner's Retry. */
  failed: number;
}

export async function sweepOutbox(db: Database, env: Bindings, now: Date = new Date()): Promise<SweepResult> {
  const staleClaim = and(eq(notificationOutbox.status, 'sending'), lt(notificationOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)));
  const outOfAttempts = gte(notificationOutbox.attempts, MAX_ATTEMPTS);
  const [failedClaims, released, failedPending] = await db.batch([
    // The claim already counted the attempt: a crash on the last one ends like any last failure.
    db
      .update(notificationOutbox)
      .set({ status: 'failed', claimId: null, claimedAt: null, lastError: 'StaleClaim', updatedAt: now })
      .where(and(staleClaim, outOfAttempts))
      .returning({ id: notificationOutbox.id }),
    db
      .update(notificationOutbox)
      .set({
        status: 'pending',
        claimId: null,
        claimedAt: null,
        lastError: 'StaleClaim',
        nextAttemptAt: new Date(now.getTime() - SWEEP_GRACE_MS - 1),
        updatedAt: now,
      })
      .where(staleClaim)
      .returning({ id: notificationOutbox.id }),
    // Pending with no attempt left (released before this rule existed): a claim would only count past the limit.
    db
      .update(notificationOutbox)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(notificationOutbox.status, 'pending'), outOfAttempts))
      .returning({ id: notificationOutbox.id }),
  ]);

  const overdue = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.status, 'pending'),
        eq(notificationOutbox.channel, 'email'),
        lt(notificationOutbox.nextAttemptAt, new Date(now.getTime() - SWEEP_GRACE_MS)),
      ),
    )
    .orderBy(asc(notificationOutbox.nextAttemptAt))
    .limit(SWEEP_LIMIT);
  const ids = overdue.map((row) => row.id);
  // Due again from now, so the next sweep gives the new message its grace period before queueing another.
  for (let start = 0; start < ids.length; start += 90) {
    await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: now, updatedAt: now })
      .where(and(inArray(notificationOutbox.id, ids.slice(start, start + 90)), eq(notificationOutbox.status, 'pending')));
  }
  const queued = await enqueueNotifications(
    env,
    ids.map((outboxId) => ({ type: 'send', outboxId })),
  );
  return { released: released.length, requeued: queued ? ids.length : 0, failed: failedClaims.length + failedPending.length };
}
