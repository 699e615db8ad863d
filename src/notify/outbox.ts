/**
 * The outbox table's states and every change to them. A row moves
 * pending → sending (claimed by one consumer) → sent; a failed attempt puts
 * it back to pending with a later due time, or to failed after the last one.
 * Each move is one conditional UPDATE, so two consumers given the same row
 * (a queue delivers at least once) can never both send it.
 */
import { and, eq, getTableColumns, inArray, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/client';
import { notificationOutbox } from '../db/schema/notifications';
import { type SubmissionKind, submissionFor } from '../submissions/registry';
import type { Channel } from './lead-items';
import { type RetryPolicy, retryDelaySeconds, STANDARD_RETRY } from './retry-policy';

/** held: over the recipient's email limit (recipient-limit.ts), waiting for the owner's Send. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'held';
type OutboxRow = typeof notificationOutbox.$inferSelect;

export interface OutboxEntry {
  id: string;
  itemKind: SubmissionKind;
  itemId: string;
  /** "lead": the owner's notification of a new item; else one of a booking's messages (messages.ts). */
  message: string;
  channel: Channel;
}

/** A new row's value for each column: a value, or an SQL expression over the row it is selected with. */
type NewOutboxRow = { [Key in keyof OutboxRow]: OutboxRow[Key] | SQL };

/** What a new row says: which item, which message, which channel; each a value or an expression over a selected row. */
interface NewEntry {
  id: string | SQL;
  itemKind: string;
  itemId: string | SQL;
  message: string | SQL;
  channel: Channel;
}

/** A row waiting to be sent, due now. */
function pendingRow(entry: NewEntry, now: Date): NewOutboxRow {
  return {
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
    heldReason: null,
    releasedAt: null,
  };
}

/** Every column in the table's order, as INSERT ... SELECT needs, each value mapped as Drizzle would map it (an expression as it is). */
function selectList(row: NewOutboxRow): SQL {
  return sql.join(
    Object.entries(getTableColumns(notificationOutbox)).map(([key, column]) => {
      const value: unknown = row[key as keyof OutboxRow];
      if (is(value, SQL)) return value;
      return value === null || value === undefined ? sql`null` : sql`${column.mapToDriverValue(value)}`;
    }),
    sql`, `,
  );
}

/**
 * INSERT ... SELECT of `row` once per row of `from` that matches `where`,
 * one statement: a row that exists already (unique on kind, item and
 * message) is left as it is, so running it twice, even at the same time,
 * writes each row once.
 */
function insertSelected(db: Database, row: NewOutboxRow, from: SQLiteTable, where: SQL) {
  return db
    .insert(notificationOutbox)
    .select(sql`select ${selectList(row)} from ${from} where ${where}`)
    .onConflictDoNothing();
}

/**
 * The outbox row for a submission about to be stored, and its INSERT, for
 * the same db.batch as the submission's own insert. It is an INSERT ...
 * SELECT from the item's table by the item's new id: when the submission was
 * not stored (a repeat of one already stored, or an address already on the
 * waiting list) there is no such item, so no outbox row either; and a second
 * row for one item is ignored (unique on kind and item).
 */
export function outboxInsertFor(
  db: Database,
  itemKind: SubmissionKind,
  itemId: string,
  now: Date = new Date(),
  message = 'lead',
) {
  const submission = submissionFor(itemKind);
  const channel = message === 'lead' ? submission.notification : 'email';
  const entry: OutboxEntry = { id: crypto.randomUUID(), itemKind, itemId, message, channel };
  const { table, columns } = submission;
  const insert = insertSelected(db, pendingRow(entry, now), table, eq(columns.id, itemId));
  return { entry, insert };
}

/**
 * One email row for each item of a kind that matches `where` (e.g. every
 * booking whose reminder is due), written in one statement; `message` is an
 * expression over the item's row. Returns the ids of the rows it wrote, to
 * queue them: the ones that existed already are not among them.
 */
export function outboxInsertForEach(
  db: Database,
  itemKind: SubmissionKind,
  message: SQL,
  where: SQL,
  now: Date = new Date(),
) {
  const { table, columns } = submissionFor(itemKind);
  return outboxInsertForRows(db, { itemKind, from: table, itemId: sql`${columns.id}` }, message, where, now);
}

/**
 * The same for rows of any table (e.g. certificates due a renewal reminder):
 * `itemId` is an expression over the row, text as item ids are kept.
 */
export function outboxInsertForRows(
  db: Database,
  about: { itemKind: string; from: SQLiteTable; itemId: SQL },
  message: SQL,
  where: SQL,
  now: Date = new Date(),
) {
  // Each row its own random id (hex, as the queue message's outbox id allows).
  const entry: NewEntry = {
    id: sql`lower(hex(randomblob(16)))`,
    itemKind: about.itemKind,
    itemId: about.itemId,
    message,
    channel: 'email',
  };
  return insertSelected(db, pendingRow(entry, now), about.from, where).returning({ id: notificationOutbox.id });
}

/**
 * The email row of something that is not an inbox item (the owner's agenda
 * of a day: `itemId` names the day), unless it exists already. Returns the
 * row's id when this wrote it.
 */
export async function outboxInsertOther(
  db: Database,
  itemKind: string,
  itemId: string,
  message: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [written] = await db
    .insert(notificationOutbox)
    .values(pendingRow({ id: crypto.randomUUID(), itemKind, itemId, message, channel: 'email' }, now))
    .onConflictDoNothing()
    .returning({ id: notificationOutbox.id });
  return written?.id ?? null;
}

export interface Claim {
  claimId: string;
  /** The row's id. */
  id: string;
  itemKind: string;
  itemId: string;
  message: string;
  channel: string;
  /** Attempts including this one. */
  attempts: number;
  /** Set when the owner pressed Send on it while held: it goes whatever the recipient's limit says. */
  releasedAt: Date | null;
}

/**
 * Takes the rows of `which` that are still pending for one sending (`claimId`), in one UPDATE so two senders never
 * take the same row; each attempt is counted as it is claimed.
 */
export function claimPending(db: Database, which: SQL | undefined, claimId: string, now: Date) {
  return db
    .update(notificationOutbox)
    .set({
      status: 'sending',
      claimId,
      claimedAt: now,
      attempts: sql`${notificationOutbox.attempts} + 1`,
      updatedAt: now,
    })
    .where(and(which, eq(notificationOutbox.status, 'pending')))
    .returning({
      id: notificationOutbox.id,
      itemKind: notificationOutbox.itemKind,
      itemId: notificationOutbox.itemId,
      message: notificationOutbox.message,
      channel: notificationOutbox.channel,
      attempts: notificationOutbox.attempts,
      releasedAt: notificationOutbox.releasedAt,
    });
}

/** Takes a pending row for sending; null when it is not pending (already sent, being sent, failed or gone). */
export async function claimRow(db: Database, id: string, now: Date = new Date()): Promise<Claim | null> {
  const claimId = crypto.randomUUID();
  const [claimed] = await claimPending(db, eq(notificationOutbox.id, id), claimId, now);
  return claimed ? { claimId, ...claimed } : null;
}

/** Rows of this claim: the one row of a single email, or every row of a digest. */
const ofClaim = (claimId: string) =>
  and(eq(notificationOutbox.claimId, claimId), eq(notificationOutbox.status, 'sending'));

export async function markSent(db: Database, claimId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'sent', sentAt: now, claimId: null, claimedAt: null, lastError: null, updatedAt: now })
    .where(ofClaim(claimId));
}

/** The item was erased before its notification went: nothing to send, nothing to retry. */
export async function markSkipped(
  db: Database,
  claimId: string,
  itemIds: readonly string[] | null,
  now: Date = new Date(),
): Promise<void> {
  const rows =
    itemIds === null ? ofClaim(claimId) : and(ofClaim(claimId), inArray(notificationOutbox.itemId, [...itemIds]));
  await db
    .update(notificationOutbox)
    .set({ status: 'skipped', claimId: null, claimedAt: null, lastError: 'ItemGone', updatedAt: now })
    .where(rows);
}

/** Over the recipient's limit: not sent, and not tried again until the owner presses Send. */
export async function markHeld(db: Database, claimId: string, reason: string, now: Date = new Date()): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ status: 'held', heldReason: reason, claimId: null, claimedAt: null, updatedAt: now })
    .where(ofClaim(claimId));
}

type AttemptOutcome = { status: 'pending'; retryInSeconds: number } | { status: 'failed' };

/**
 * Records a failed attempt: back to pending, due after the growing delay, or
 * failed once the attempts of its kind's policy are used up. Only the error's class is kept.
 */
export async function markAttemptFailed(
  db: Database,
  claim: Claim,
  errorClass: string,
  now: Date = new Date(),
  policy: RetryPolicy = STANDARD_RETRY,
): Promise<AttemptOutcome> {
  const released = { claimId: null, claimedAt: null, lastError: errorClass.slice(0, 100), updatedAt: now };
  if (claim.attempts >= policy.maxAttempts) {
    await db
      .update(notificationOutbox)
      .set({ ...released, status: 'failed' })
      .where(ofClaim(claim.claimId));
    return { status: 'failed' };
  }
  const retryInSeconds = retryDelaySeconds(claim.attempts, policy);
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

/** A held row back to pending, released (the owner's Send): its next attempt goes whatever the limit says. */
export function releaseHeldStatement(id: string, now: Date = new Date()): SQL {
  return sql`update ${notificationOutbox} set status = 'pending', attempts = 0, next_attempt_at = ${now.getTime()}, released_at = ${now.getTime()}, updated_at = ${now.getTime()}
    where id = ${id} and status = 'held'`;
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Ids in groups small enough for one statement each: D1 takes at most 100 bound parameters a statement. */
export function chunks<T>(values: readonly T[], size = 90): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += size) result.push(values.slice(start, start + size));
  return result;
}
