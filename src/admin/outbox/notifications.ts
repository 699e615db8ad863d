/**
 * What the back office shows about the notification emails: how many are in
 * each state, and every failed one with the item it is about, so the owner
 * can read the lead in the inbox and press Retry.
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationOutbox, trainingCertificates } from '../../db/schema';
import type { OutboxStatus } from '../../notify/outbox';
import { findItem, itemPerson } from '../../submissions/items';
import { type SubmissionKind, submissionFor, isSubmissionKind } from '../../submissions/registry';

export interface FailedNotification {
  id: string;
  itemKind: SubmissionKind | null;
  itemId: string;
  /** The London date of the owner's agenda (about a day, not an inbox item), or null. */
  agendaDate: string | null;
  /** A learner's certificate renewal reminder: whose (null once they were erased); absent for every other email. */
  renewalOf?: { learnerId: number | null };
  channel: string;
  /** The person's name or address, or null when the item was erased since. */
  person: string | null;
  attempts: number;
  lastError: string | null;
  /** Why a held row was not sent (recipient-limit.ts); null for every other. */
  heldReason: string | null;
  /** What a Training Academy email is (a sign-in link, an invitation...); absent for every other email. */
  academyEmail?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type StatusCounts = Record<OutboxStatus, number>;

/** Failed rows listed at most; they are few, as each is a lead the owner has not yet been told about. */
const LIST_LIMIT = 100;

export async function outboxStatusCounts(db: Database): Promise<StatusCounts> {
  const rows = await db.select({ status: notificationOutbox.status, total: count() }).from(notificationOutbox).groupBy(notificationOutbox.status);
  const counts: StatusCounts = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0, held: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as OutboxStatus] = row.total;
  return counts;
}

/** How many notifications have failed: the inbox warns while there are any. */
export async function failedNotificationCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notificationOutbox).where(eq(notificationOutbox.status, 'failed'));
  return row?.total ?? 0;
}

/** The learner holding the certificate with this id (as text), or null. */
async function certificateHolder(db: Database, certificateId: string): Promise<number | null> {
  const id = Number(certificateId);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db.select({ userId: trainingCertificates.userId }).from(trainingCertificates).where(eq(trainingCertificates.id, id)).limit(1);
  return row?.userId ?? null;
}

/** The owner's name for each kind of Academy email. */
const academyEmails: Readonly<Record<string, string>> = {
  [ITEM_KIND.learner]: 'Training Academy sign-in link',
  [ITEM_KIND.noAccount]: 'Training Academy "no account yet" email',
  [ITEM_KIND.teamInvitation]: 'Training Academy team invitation',
  [ITEM_KIND.learnerRegistration]: 'Training Academy registration link',
};

/** Failed rows (for Retry), or held ones (for Send): most recently changed first. */
export async function failedNotifications(db: Database, status: Extract<OutboxStatus, 'failed' | 'held'> = 'failed'): Promise<FailedNotification[]> {
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, status))
    .orderBy(desc(notificationOutbox.updatedAt))
    .limit(LIST_LIMIT);
  return Promise.all(
    rows.map(async (row) => {
      const kind = isSubmissionKind(row.itemKind) ? row.itemKind : null;
      const item = kind ? await findItem(db, submissionFor(kind), row.itemId) : null;
      const renewalOf = row.itemKind === ITEM_KIND.certificate ? { learnerId: await certificateHolder(db, row.itemId) } : undefined;
      const academyEmail = Object.hasOwn(academyEmails, row.itemKind) ? academyEmails[row.itemKind] : undefined;
      return {
        ...(renewalOf ? { renewalOf } : {}),
        ...(academyEmail ? { academyEmail } : {}),
        id: row.id,
        itemKind: kind,
        itemId: row.itemId,
        agendaDate: row.itemKind === ITEM_KIND.agenda ? row.itemId : null,
        channel: row.channel,
        person: item ? itemPerson(item) : null,
        attempts: row.attempts,
        lastError: row.lastError,
        heldReason: row.heldReason,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    }),
  );
}
