/**
 * The owner's calendar feed (RFC 5545, METHOD:PUBLISH), which Google, Apple
 * and Outlook calendars subscribe to: every booking holding a slot (pending,
 * confirmed, or completed, so past consultations stay), from 30 days ago on,
 * at its London wall-clock time, and the blocked days as all-day events. A
 * booking keeps the UID and SEQUENCE of the visitor's invitation, so both
 * calendars hold the same event.
 */
import { and, gte, inArray, isNotNull } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { consultationBookings } from '../../db/schema/submissions';
import { readBlockedRanges } from '../../submissions/consultation-booking/availability-store';
import { blockedDatesEventUid, bookingEventUid } from '../../submissions/consultation-booking/booking-event';
import { calendarBookingColumns } from '../../submissions/consultation-booking/calendar-bookings';
import {
  calendarText,
  dateValue,
  escapeText,
  LONDON_TIMEZONE,
  londonEventTime,
  utcDateTime,
} from '../../lib/icalendar';
import { addDays } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';
import { consultationBooking } from '../../submissions/consultation-booking/kind';
import { readContext } from '../../submissions/read-context';

/** How far back the feed reaches: last month's consultations stay in the calendar. */
const DAYS_BACK = 30;
const FEED_NAME = `${siteConfig.name} consultations`;

/** Calendar apps may fetch the feed this often at most (those that read the hint). */
const REFRESH = 'PT1H';

async function heldSlots(db: Database, since: Date) {
  const table = consultationBookings;
  return db
    .select({
      ...calendarBookingColumns,
      estimatedCost: table.estimatedCost,
      calendarSequence: table.calendarSequence,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .where(
      and(
        isNotNull(table.slotStartsAt),
        gte(table.slotStartsAt, since),
        inArray(table.status, ['pending', 'confirmed', 'completed']),
      ),
    )
    .orderBy(table.slotStartsAt);
}

/** The whole feed at `now`; links point at the back office on `origin`. */
export async function calendarFeed(db: Database, origin: string, now = new Date()): Promise<string> {
  const since = addDays(todayInLondon(now), -DAYS_BACK);
  const [bookings, blocks, context] = await Promise.all([
    heldSlots(db, new Date(now.getTime() - DAYS_BACK * 86_400_000)),
    readBlockedRanges(db, since),
    readContext(db.$client),
  ]);
  const minutes = siteConfig.freeConsultationMinutes;
  return calendarText({
    productId: `-//${siteConfig.name}//Consultations//EN`,
    method: 'PUBLISH',
    properties: [
      `X-WR-CALNAME:${escapeText(FEED_NAME)}`,
      'X-WR-TIMEZONE:Europe/London',
      `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
      `X-PUBLISHED-TTL:${REFRESH}`,
    ],
    timezones: LONDON_TIMEZONE,
    events: [
      ...bookings.flatMap((booking) => {
        if (!booking.slotStartsAt) return [];
        const url = `${origin}/admin/items/booking/${encodeURIComponent(booking.id)}`;
        const services = consultationBooking.summary(booking.detail, context);
        return [
          {
            uid: bookingEventUid(booking.id),
            stamp: now,
            start: londonEventTime(booking.slotStartsAt),
            end: londonEventTime(new Date(booking.slotStartsAt.getTime() + minutes * 60_000)),
            summary: `Consultation: ${booking.person.trim()}`,
            description: [
              `Free ${minutes}-minute consultation (${{ confirmed: 'confirmed', completed: 'completed' }[booking.status] ?? 'not confirmed yet'}).`,
              services && `Services: ${services}`,
              booking.estimatedCost && `Estimate for the packages chosen: ${booking.estimatedCost}`,
              `In the back office: ${url}`,
            ]
              .filter(Boolean)
              .join('\n'),
            more: [
              `SEQUENCE:${booking.calendarSequence}`,
              `STATUS:${booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
              `LAST-MODIFIED:${utcDateTime(booking.updatedAt ?? booking.createdAt)}`,
              `URL:${url}`,
            ],
          },
        ];
      }),
      ...blocks.map((block) => ({
        uid: blockedDatesEventUid(block.id),
        stamp: now,
        start: { day: dateValue(block.startsOn) },
        end: { day: dateValue(addDays(block.endsOn, 1)) },
        summary: `Not taking bookings: ${block.reason}`,
        description: 'Blocked on the back office’s availability page: visitors cannot book these days.',
      })),
    ],
  });
}
