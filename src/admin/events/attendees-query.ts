/**
 * One event's people, as its page and CSV show them: the bookings grouped by status, the waiting list in the order
 * offers go out, and the owner's earlier messages to everyone booked with how many bookings each went to.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { type RetreatBookingStatus, retreatBookings, retreatWaitingList } from '../../db/schema/retreats';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';

export type EventBooking = typeof retreatBookings.$inferSelect;
export type WaitingEntry = typeof retreatWaitingList.$inferSelect;

/** The order the attendee list and its CSV show the statuses in: who is coming first. */
export const bookingStatusOrder: readonly RetreatBookingStatus[] = ['paid', 'reserved', 'held', 'cancelled', 'expired'];

/** Paid and reserved bookings are coming: they are emailed, checked in and count towards the minimum. */
export const isComing = (booking: Pick<EventBooking, 'status'>) =>
  booking.status === 'paid' || booking.status === 'reserved';

/** Every booking of the event, in status order and, within a status, the order they were made. */
export async function eventBookings(db: Database, eventSlug: string): Promise<EventBooking[]> {
  const rows = await db
    .select()
    .from(retreatBookings)
    .where(eq(retreatBookings.eventSlug, eventSlug))
    .orderBy(asc(retreatBookings.createdAt), sql`rowid`);
  const rank = (status: RetreatBookingStatus) => bookingStatusOrder.indexOf(status);
  return rows.sort((a, b) => rank(a.status) - rank(b.status));
}

export async function eventBooking(db: Database, eventSlug: string, id: string): Promise<EventBooking | undefined> {
  const [booking] = await db
    .select()
    .from(retreatBookings)
    .where(and(eq(retreatBookings.id, id), eq(retreatBookings.eventSlug, eventSlug)));
  return booking;
}

/** The waiting list in the order its entries joined: the order offers are made in. */
export function waitingListOf(db: Database, eventSlug: string): Promise<WaitingEntry[]> {
  return db
    .select()
    .from(retreatWaitingList)
    .where(eq(retreatWaitingList.eventSlug, eventSlug))
    .orderBy(asc(retreatWaitingList.createdAt), sql`rowid`);
}

export interface SentMessage {
  id: string;
  subject: string;
  body: string;
  sentBy: string;
  createdAt: Date;
  /** The bookings it was written to (one email each). */
  bookings: number;
}

const messageKeyPrefix = retreatBookingMessageKey({ type: 'event-message', messageId: '' });

/** The owner's messages to the event's attendees, newest first. */
export async function messagesOf(db: Database, eventSlug: string): Promise<SentMessage[]> {
  const rows = await db.all<{
    id: string;
    subject: string;
    body: string;
    sent_by: string | null;
    created_at: number;
    bookings: number;
  }>(sql`select m.id, m.subject, m.body, m.created_at,
      coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as sent_by,
      (select count(*) from notification_outbox o
        where o.item_kind = ${ITEM_KIND.retreatBooking} and o.message = ${messageKeyPrefix} || m.id) as bookings
    from retreat_event_messages m left join users u on u.id = m.sent_by
    where m.event_slug = ${eventSlug}
    order by m.created_at desc, m.rowid desc`);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    body: row.body,
    sentBy: row.sent_by ?? 'A former owner',
    createdAt: new Date(row.created_at),
    bookings: Number(row.bookings),
  }));
}
