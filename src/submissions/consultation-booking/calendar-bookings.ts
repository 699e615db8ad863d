/**
 * The bookings the owner's calendars show (the week view, the morning agenda
 * and the feed): one column list and one query for "who is booked on these
 * days", so each view reads them the same way.
 */
import { and, asc, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultationBookings } from '../../db/schema/submissions';
import { londonInstant } from '../../lib/london-time';
import { consultationBooking } from './kind';

/** What the owner's calendar shows of a booking: who, what, its status and its slot. */
export const calendarBookingColumns = {
  id: consultationBookings.id,
  person: sql<string>`${consultationBooking.nameSql}`,
  detail: sql<string>`${consultationBooking.detailSql}`,
  status: consultationBookings.status,
  slotStartsAt: consultationBookings.slotStartsAt,
};

/**
 * The bookings from London date `from` up to `to` (not included) that are not
 * cancelled: those holding a slot on those days, in time order, then those
 * that only name one of the days (requests without a slot), by the time they
 * asked for and then by arrival.
 */
export function bookingsBetween(db: Database, from: string, to: string) {
  const table = consultationBookings;
  return db
    .select({
      ...calendarBookingColumns,
      services: table.services,
      createdAt: table.createdAt,
      preferredDate: table.preferredDate,
      preferredTime: table.preferredTime,
    })
    .from(table)
    .where(
      and(
        ne(table.status, 'cancelled'),
        or(
          and(gte(table.slotStartsAt, londonInstant(from, '0:00')), lt(table.slotStartsAt, londonInstant(to, '0:00'))),
          and(isNull(table.slotStartsAt), gte(table.preferredDate, from), lt(table.preferredDate, to)),
        ),
      ),
    )
    .orderBy(asc(table.slotStartsAt), asc(table.preferredTime), asc(table.createdAt));
}
