/**
 * The safety net, run by cron every few minutes: a claim left by a consumer
 * that crashed is released, and every email row still pending well after it
 * was due (its queue message lost, or never sent because the queue was down)
 * is queued again. Duplicates are harmless: the claim lets only one send.
 * A row that has used all the attempts of its kind's policy is marked failed
 * instead, so one whose consumer crashes every time reaches the owner's Retry
 * rather than looping.
 */
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { atomicBatch } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { notificationOutbox } from '../db/schema/notifications';
import type { Bindings } from '../env';
import { emailKindOf, emailKinds } from './emails';
import { enqueueNotifications } from './enqueue';
import { chunks } from './outbox';
import { STALE_CLAIM_MS, STANDARD_RETRY, SWEEP_GRACE_MS, SWEEP_LIMIT } from './retry-policy';

interface SweepResult {
  /** Claims released because they went stale. */
  released: number;
  /** Email rows queued again. */
  requeued: number;
  /** Rows out of attempts (a stale claim, or left pending) marked failed for the owner's Retry. */
  failed: number;
}

export async function sweepOutbox(db: Database, env: Bindings, now: Date = new Date()): Promise<SweepResult> {
  const outbox = notificationOutbox;
  const staleClaim = and(eq(outbox.status, 'sending'), lt(outbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)));
  // Rows out of attempts by the least patient policy, each then held to its own kind's (a row no kind answers, to the standard one).
  const fewest = Math.min(STANDARD_RETRY.maxAttempts, ...emailKinds.map((kind) => kind.retry.maxAttempts));
  const candidates = await db
    .select({
      id: outbox.id,
      itemKind: outbox.itemKind,
      message: outbox.message,
      channel: outbox.channel,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .where(and(gte(outbox.attempts, fewest), or(staleClaim, eq(outbox.status, 'pending'))));
  const outOfAttempts = chunks(
    candidates
      .filter((row) => row.attempts >= (emailKindOf(row)?.retry ?? STANDARD_RETRY).maxAttempts)
      .map((row) => row.id),
  );
  const release = db
    .update(outbox)
    .set({
      status: 'pending',
      claimId: null,
      claimedAt: null,
      lastError: 'StaleClaim',
      nextAttemptAt: new Date(now.getTime() - SWEEP_GRACE_MS - 1),
      updatedAt: now,
    })
    .where(staleClaim);
  // The claim already counted the attempt: a crash on the last one ends like any last failure.
  const failStale = outOfAttempts.map((ids) =>
    db
      .update(outbox)
      .set({ status: 'failed', claimId: null, claimedAt: null, lastError: 'StaleClaim', updatedAt: now })
      .where(and(staleClaim, inArray(outbox.id, ids))),
  );
  // Pending with no attempt left (released before this rule existed): a claim would only count past the limit.
  const failPending = outOfAttempts.map((ids) =>
    db
      .update(outbox)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(outbox.status, 'pending'), inArray(outbox.id, ids))),
  );
  const batch: Parameters<typeof atomicBatch>[1] = [release];
  batch.unshift(...failStale);
  batch.push(...failPending);
  const results = await atomicBatch(db, batch);
  const changes = (from: number, to: number) =>
    results.slice(from, to).reduce((total, result) => total + (result.meta.changes ?? 0), 0);
  const released = changes(outOfAttempts.length, outOfAttempts.length + 1);
  const failed = changes(0, outOfAttempts.length) + changes(outOfAttempts.length + 1, results.length);

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
  for (const some of chunks(ids)) {
    await db
      .update(notificationOutbox)
      .set({ nextAttemptAt: now, updatedAt: now })
      .where(and(inArray(notificationOutbox.id, some), eq(notificationOutbox.status, 'pending')));
  }
  const queued = await enqueueNotifications(
    env,
    ids.map((outboxId) => ({ type: 'send', outboxId })),
  );
  return { released, requeued: queued ? ids.length : 0, failed };
}
