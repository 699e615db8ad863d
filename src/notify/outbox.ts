/**
 * The outbox table's states and every change to them. A row moves
 * pending → sending (claimed by one consumer) → sent; a failed attempt puts
 * it back to pending with a later due time, or to failed after the last one.
 * Each move is one conditional UPDATE, so two consumers given the same row
 * (a queue delivers at least once) can never both send it.
 */
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationOutbox } from '../db/schema';
import { type SubmissionKind, submissionFor } from '../submissions/registry';
import type { Channel } from './lead-items';
import { MAX_ATTEMPTS, retryDelaySeconds } from './retry-policy';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface OutboxEntry {
  id: string;
  itemKind: SubmissionKind;
  itemId: string;
  /** "lead": the owner's notification of a new item; else one of a booking's messages (messages.ts). */
  message: string;
  channel: Channel;
}

/**
 * The outbox row for a submission about to be stored, and its INSERT, for
 * the same db.batch as the submission's own insert. It is an INSERT ...
 * SELECT from the item's table by the item's new id: when the submission was
 * not stored (a repeat of one already stored, or an address already on the
 * waiting list) there is no such item, so no outbox row either; and a second
 * row for one item is ignored (unique on kind and item).
 */
export function outboxInsertFor(db: Database, itemKind: SubmissionKind, itemId: string, now: Date = new Date(), message = 'lead') {
  const submission = submissionFor(itemKind);
  const channel = message === 'lead' ? submission.notification : 'email';
  const entry: OutboxEntry = { id: crypto.randomUUID(), itemKind, itemId, message, channel };
  const values: Record<string, unknown> = {
    ...entry,
    status: 'pending' satisfies OutboxStatus,
    attempts: 0,
    nextAttemptAt: now,
    claimId: null,
    claimedAt: null,
    sentAt: null,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
  // Every column in the table's order, as INSERT ... SELECT needs, each value mapped as Drizzle would map it.
  const selected = sql.join(
    Object.entries(getTableColumns(notificationOutbox)).map(([key, column]) => {
      const value = values[key];
      return value === null || value === undefined ? sql`null` : sql`${column.mapToDriverValue(value)}`;
    }),
    sql`, `,
  );
  const { table, columns } = submission;
  const insert = db.insert(notificationOutbox).select(sql`select ${selected} from ${table} where ${columns.id} = ${itemId}`).onConflictDoNothing();
  return { entry, insert };
}

export interface Claim {
  claimId: string;
  itemKind: string;
  itemId: string;
  message: string;
  channel: string;
  /** Attempts including this one. */
  attempts: number;
}

/** Takes a pending row for sending; null when it is not pending (already sent, being sent, failed or gone). */
export async function claimRow(db: Database, id: string, now: Date = new Date()): Promise<Claim | null> {
  const claimId = crypto.randomUUID();
  const [claimed] = await db
    .update(notificationOutbox)
    .set({ status: 'sending', claimId, claimedAt: now, attempts: sql`${notificationOutbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')))
    .returning({
      itemKind: notificationOutbox.itemKind,
      itemId: notificationOutbox.itemId,
      message: notificationOutbox.message,
      channel: notificationOutbox.channel,
      attempts: notificationOutbox.attempts,
    });
  return claimed ? { claimId, ...claimed } : null;
}

/** Rows of this claim: the one row of a single email, or every row of a digest. */
const ofClaim = (claimId: string) => and(eq(notificationOutbox.claimId, claimId), eq(notificationOutbox.status, 'sending'));

export async function markSent(db: Database, claimId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: now, claimId: null, claimedAt: null, lastError: null, updatedAt: now })
    .where(ofClaim(claimId));
}

/** The item was erased before its notification went: nothing to send, nothing to retry. */
export async function markSkipped(db: Database, claimId: string, itemIds: readonly string[] | null, now: Date = new Date()): Promise<void> {
  const rows = itemIds === null ? ofClaim(claimId) : and(ofClaim(claimId), inArray(notificationOutbox.itemId, [...itemIds]));
  await db.update(notificationOutbox).set({ status: 'skipped', claimId: null, claimedAt: null, lastError: 'ItemGone', updatedAt: now }).where(rows);
}

type AttemptOutcome = { status: 'pending'; retryInSeconds: number } | { status: 'failed' };

/**
 * Records a failed attempt: back to pending, due after the growing delay, or
 * failed once the attempts are used up. Only the error's class is kept.
 */
export async function markAttemptFailed(db: Database, claim: Claim, errorClass: string, now: Date = new Date()): Promise<AttemptOutcome> {
  const released = { claimId: null, claimedAt: null, lastError: errorClass.slice(0, 100), updatedAt: now };
  if (claim.attempts >= MAX_ATTEMPTS) {
    await db
      .update(notificationOutbox)
      .set({ ...released, status: 'failed' })
      .where(ofClaim(claim.claimId));
    return { status: 'failed' };
  }
  const retryInSeconds = retryDelaySeconds(claim.attempts);
  await db
    .update(notificationOutbox)
    .set({ ...released, status: 'pending', nextAttemptAt: new Date(now.getTime() + retryInSeconds * 1000) })
    .where(ofClaim(claim.claimId));
  return { status: 'pending', retryInSeconds };
}

/** Failed rows back to pending with a fresh set of attempts (the owner's Retry). */
export function retryFailedStatement(id: string, now: Date = new Date()): SQL {
  return sql`update ${notificationOutbox} set status = 'pending', attempts = 0, next_attempt_at = ${now.getTime()}, last_error = null, updated_at = ${now.getTime()}
    where id = ${id} and status = 'failed'`;
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)).limit(1);
  return row ?? null;
}
