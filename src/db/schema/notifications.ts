/** The outbox of every email, and the deliveries the per-recipient limit counts. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { uuid } from './columns';

/*
 * Notifications (src/notify). One row per submission that the owner must
 * hear about, written in the same D1 batch as the submission itself, so a
 * stored lead always has its notification on record. It references the item
 * and holds no copy of personal data: the email is composed from the item
 * row when it is sent. The server sets every column.
 */
export const notificationOutbox = sqliteTable(
  'notification_outbox',
  {
    id: text('id').primaryKey(),
    /** The inbox kind of the item (booking, contact, application, waiting-list, download), or agenda (itemId: the London date). */
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    /**
     * Which message about the item: "lead" (the owner's notification of a new
     * item) or one of the booking's messages (src/notify/messages.ts), e.g.
     * "visitor-reminder:1767258000000". Unique per item, so each is recorded,
     * and sent, once.
     */
    message: text('message').notNull().default('lead'),
    /** email: one message each, sent through the queue; digest: gathered into the daily digest. */
    channel: text('channel').notNull(),
    /** pending → sending → sent; failed after the last attempt (Retry in /admin); skipped when the item was erased first. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due: the sweep re-queues a pending row only once this is well past. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** Who is sending it now (a random token per claim) and since when; a claim left by a crash goes stale. */
    claimId: text('claim_id'),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** The class of the last error (e.g. "TypeError"), never its message, which could quote personal data. */
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** Why it was held rather than sent (status held): e.g. "hourly-limit" for an address that has not proved it is its owner's. */
    heldReason: text('held_reason'),
    /** When the owner pressed Send on a held row: it then goes whatever the recipient's limit says. */
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    // One notification per item: a second insert for the same item is ignored.
    uniqueIndex('notification_outbox_item_message').on(table.itemKind, table.itemId, table.message),
    index('notification_outbox_status_due').on(table.status, table.nextAttemptAt),
    index('notification_outbox_created').on(table.createdAt),
  ],
);

/**
 * Every email sent to an address that has not proved it is its owner's (a visitor, a booker, an invited or a
 * registering address), by an HMAC of its mailbox (never the address): deliver() counts these to hold mail over the per-recipient
 * limits. Deleted after a day and a half: the longest limit is a day.
 */
export const emailDeliveries = sqliteTable(
  'email_deliveries',
  {
    id: uuid(),
    recipientHash: text('recipient_hash').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('email_deliveries_recipient_sent').on(table.recipientHash, table.sentAt)],
);
