/**
 * The owner's changes on an event's page: a reservation marked paid, an attendee checked in (or not), a message to
 * everyone booked, and the audit entries of cancelling. Each change is one conditional statement with its audit entry
 * in the same batch, written only when the statement changed a row, so a second press of the same form changes and
 * records nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { auditStatement } from '../db/audit';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookings, retreatEventMessages } from '../../db/schema/retreats';
import { formatPence } from '../../lib/pounds';
import { outboxInsertForRows } from '../../notify/outbox';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';

/** A reserved booking (to be invoiced) marked paid: the same move, and audit entry, as the inbox's Mark paid. */
export async function markPaid(
  db: Database,
  eventSlug: string,
  bookingId: string,
  actorUserId: string,
  now: Date,
): Promise<boolean> {
  const [updated] = await atomicBatch(db, [
    db
      .update(retreatBookings)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(
        and(
          eq(retreatBookings.id, bookingId),
          eq(retreatBookings.eventSlug, eventSlug),
          eq(retreatBookings.status, 'reserved'),
        ),
      ),
    auditStatement(
      {
        actorUserId,
        action: 'status',
        itemKind: ITEM_KIND.retreatBooking,
        itemId: bookingId,
        fromStatus: 'reserved',
        toStatus: 'paid',
      },
      { onlyIfChanged: true, now: now.getTime() },
    ),
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

/**
 * An attendee (by their place in the booking) checked in or out. The form says which, so pressing Check in twice
 * checks them in once; only a paid or reserved booking's attendees can be.
 */
export async function setCheckIn(
  db: Database,
  change: { eventSlug: string; bookingId: string; attendee: number; checkedIn: boolean; actorUserId: string },
  now: Date,
): Promise<boolean> {
  const position = change.attendee;
  const isIn = sql`exists (select 1 from json_each(${retreatBookings.checkedIn}) where value = ${position})`;
  const checkedIn = change.checkedIn
    ? sql`(select json_group_array(value) from (select value from json_each(${retreatBookings.checkedIn})
        union select ${position} order by 1))`
    : sql`(select json_group_array(value) from json_each(${retreatBookings.checkedIn}) where value <> ${position})`;
  const [updated] = await atomicBatch(db, [
    sql`update ${retreatBookings} set checked_in = ${checkedIn}, updated_at = ${now.getTime()}
      where ${retreatBookings.id} = ${change.bookingId} and ${retreatBookings.eventSlug} = ${change.eventSlug}
        and ${retreatBookings.status} in ('paid', 'reserved') and ${position} < ${retreatBookings.places}
        and ${change.checkedIn ? sql`not ${isIn}` : isIn}`,
    auditStatement(
      {
        actorUserId: change.actorUserId,
        action: change.checkedIn ? 'retreat.check-in' : 'retreat.check-in-undone',
        itemKind: ITEM_KIND.retreatBooking,
        itemId: change.bookingId,
        // The attendee's place in the booking, never their name.
        detail: `attendee ${position + 1}`,
      },
      { onlyIfChanged: true, now: now.getTime() },
    ),
  ]);
  return (updated?.meta.changes ?? 0) === 1;
}

export interface EventMessage {
  /** The form's own id, made when it was shown: sending it twice stores and emails it once. */
  id: string;
  eventSlug: string;
  subject: string;
  body: string;
  actorUserId: string;
}

/**
 * The owner's message, stored with one email per paid or reserved booking in one batch (the registry sends each,
 * within its throttle). Returns the new emails' outbox ids, to queue.
 */
export async function sendEventMessage(db: Database, message: EventMessage, now: Date): Promise<string[]> {
  const key = retreatBookingMessageKey({ type: 'event-message', messageId: message.id });
  const results = await atomicBatch(db, [
    db
      .insert(retreatEventMessages)
      .values({
        id: message.id,
        eventSlug: message.eventSlug,
        subject: message.subject,
        body: message.body,
        sentBy: message.actorUserId,
        createdAt: now,
      })
      .onConflictDoNothing(),
    auditStatement(
      {
        actorUserId: message.actorUserId,
        action: 'retreat.message',
        itemKind: ITEM_KIND.retreatEvent,
        itemId: message.eventSlug,
        detail: `message ${message.id}`,
      },
      { onlyIfChanged: true, now: now.getTime() },
    ),
    outboxInsertForRows(
      db,
      { itemKind: ITEM_KIND.retreatBooking, from: retreatBookings, itemId: sql`${retreatBookings.id}` },
      sql`${key}`,
      sql`${retreatBookings.eventSlug} = ${message.eventSlug} and ${retreatBookings.status} in ('paid', 'reserved')
        and exists (select 1 from ${retreatEventMessages} where id = ${message.id} and event_slug = ${message.eventSlug})`,
      now,
    ),
  ]);
  const written = (results[2]?.results ?? []) as { id?: string }[];
  return written.flatMap((row) => (row.id ? [row.id] : []));
}

/** The audit entry of a booking the owner cancelled, with what it refunded (an amount, never who). */
export function recordBookingCancelled(
  db: Database,
  entry: { bookingId: string; fromStatus: string; refunded: number; actorUserId: string },
  now: Date,
) {
  return db.run(
    auditStatement(
      {
        actorUserId: entry.actorUserId,
        action: 'retreat.cancel',
        itemKind: ITEM_KIND.retreatBooking,
        itemId: entry.bookingId,
        fromStatus: entry.fromStatus,
        toStatus: 'cancelled',
        detail: `${formatPence(entry.refunded)} refunded`,
      },
      { now: now.getTime() },
    ),
  );
}

/** The audit entry of an event the owner cancelled: how many bookings were cancelled, and how many are left to do. */
export function recordEventCancelled(
  db: Database,
  entry: { eventSlug: string; cancelled: number; failed: number; actorUserId: string },
  now: Date,
) {
  return db.run(
    auditStatement(
      {
        actorUserId: entry.actorUserId,
        action: 'retreat.event-cancel',
        itemKind: ITEM_KIND.retreatEvent,
        itemId: entry.eventSlug,
        toStatus: 'cancelled',
        detail: `${entry.cancelled} bookings cancelled${entry.failed ? `, ${entry.failed} still to cancel` : ''}`,
      },
      { now: now.getTime() },
    ),
  );
}
