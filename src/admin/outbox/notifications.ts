/**
 * What the back office shows about the notification emails: how many are in
 * each state, and every failed one with the item it is about, so the owner
 * can read the lead in the inbox and press Retry.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import type { RowDescription } from '../../notify/email-kind';
import { emailKindOf } from '../../notify/emails';
import type { OutboxStatus } from '../../notify/outbox';

export interface FailedNotification {
  id: string;
  /** What the email is and what it was about, as its kind (notify/emails) names it. */
  description: RowDescription;
  attempts: number;
  lastError: string | null;
  /** Why a held row was not sent (recipient-limit.ts); null for every other. */
  heldReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type StatusCounts = Record<OutboxStatus, number>;

/** Failed rows listed at most; they are few, as each is a lead the owner has not yet been told about. */
const LIST_LIMIT = 100;

export async function outboxStatusCounts(db: Database): Promise<StatusCounts> {
  const rows = await db
    .select({ status: notificationOutbox.status, total: count() })
    .from(notificationOutbox)
    .groupBy(notificationOutbox.status);
  const counts: StatusCounts = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0, held: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as OutboxStatus] = row.total;
  return counts;
}

/** How many notifications have failed: the inbox warns while there are any. */
export async function failedNotificationCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, 'failed'));
  return row?.total ?? 0;
}

/** Failed rows (for Retry), or held ones (for Send): most recently changed first. */
export async function failedNotifications(
  db: Database,
  status: Extract<OutboxStatus, 'failed' | 'held'> = 'failed',
): Promise<FailedNotification[]> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, status))
    .orderBy(desc(notificationOutbox.updatedAt))
    .limit(LIST_LIMIT);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      // A row no kind answers (never written by this code) is named by its item kind.
      description: (await emailKindOf(row)?.describe(db, row)) ?? { what: row.itemKind, about: 'erased' },
      attempts: row.attempts,
      lastError: row.lastError,
      heldReason: row.heldReason,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    })),
  );
}
