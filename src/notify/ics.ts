/**
 * The calendar invitation attached to a booking's notification (RFC 5545):
 * the preferred day and slot as UK wall-clock time, TZID=Europe/London with
 * the zone's own VTIMEZONE, so a calendar anywhere shows 9:00 as 9:00 in
 * London, in summer (BST, UTC+1) and winter (GMT) alike. METHOD:PUBLISH: it
 * goes into the owner's own calendar and invites nobody.
 */
import { calendarText, dateValue, type EventTime, LONDON_TIMEZONE } from '../lib/icalendar';

export interface BookingInvitation {
  /** Unique and stable for the booking, so a second copy updates the first instead of duplicating it. */
  uid: string;
  /** YYYY-MM-DD, the day the visitor chose. */
  date: string;
  /** "9:00" or "14:00" (UK time); absent: an all-day event on that date. */
  time?: string;
  minutes: number;
  summary: string;
  description: string;
  url: string;
  /** When the booking was made (DTSTAMP). */
  stamp: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 2026-06-15 and "9:00" plus minutes → "20260615T093000" (wall-clock; slots are in the day, so no zone change inside one). */
function londonTime(date: string, time: string, addMinutes = 0): EventTime {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const total = hours * 60 + minutes + addMinutes;
  return { londonTime: `${dateValue(date)}T${pad(Math.floor(total / 60))}${pad(total % 60)}00` };
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dateValue(next.toISOString().slice(0, 10));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The whole VCALENDAR, CRLF line endings. */
export function calendarInvitation(booking: BookingInvitation): string {
  if (!DATE.test(booking.date)) throw new TypeError('invalid event date');
  if (booking.time !== undefined && !TIME.test(booking.time)) throw new TypeError('invalid event time');
  return calendarText({
    productId: '-//Pawsperity Consulting//Notifications//EN',
    method: 'PUBLISH',
    timezones: LONDON_TIMEZONE,
    events: [
      {
        uid: booking.uid,
        stamp: booking.stamp,
        start: booking.time === undefined ? { day: dateValue(booking.date) } : londonTime(booking.date, booking.time),
        end:
          booking.time === undefined
            ? { day: nextDay(booking.date) }
            : londonTime(booking.date, booking.time, booking.minutes),
        summary: booking.summary,
        description: booking.description,
        // The booking is a request until the owner confirms it in the back office.
        more: [`URL:${booking.url}`, 'STATUS:TENTATIVE'],
      },
    ],
  });
}
