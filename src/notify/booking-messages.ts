/**
 * The messages about a booking besides the owner's "lead": each is an outbox
 * row named by its key (unique per booking), so it is recorded, sent and
 * retried like every email, and never sent twice. A key carries what makes
 * it distinct: the invitation's SEQUENCE for a change, the slot's instant
 * for a reminder.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export type BookingMessage =
  /** To the visitor: the booking with its invitation, or the acknowledgement of a request without a slot. */
  | { type: 'visitor-booked' }
  /** To the visitor: the booking moved to another slot (by them or the owner). */
  | { type: 'visitor-moved'; sequence: number }
  /** To the visitor: the owner confirmed it. */
  | { type: 'visitor-confirmed'; sequence: number }
  /** To the visitor: cancelled (by them or the owner), METHOD:CANCEL. */
  | { type: 'visitor-cancelled'; sequence: number }
  /** To the visitor, 24 hours before the slot that starts at `slotStartsAt` (ms). */
  | { type: 'visitor-reminder'; slotStartsAt: number }
  /** To the owner: the visitor moved or cancelled on the booking page. */
  | { type: 'owner-changed'; sequence: number };

export function bookingMessageKey(message: BookingMessage): string {
  switch (message.type) {
    case 'visitor-booked':
      return message.type;
    case 'visitor-reminder':
      return `${REMINDER_KEY_PREFIX}${message.slotStartsAt}`;
    default:
      return `${message.type}:${message.sequence}`;
  }
}

const REMINDER_KEY_PREFIX = 'visitor-reminder:';

/**
 * The reminder's key as SQL over the booking row's slot column (milliseconds,
 * an integer, so it reads as the same digits), for writing every due reminder
 * in one statement: the same text bookingMessageKey gives.
 */
export function reminderKeySql(slotStartsAt: SQLiteColumn): SQL {
  return sql`${REMINDER_KEY_PREFIX} || ${slotStartsAt}`;
}

export function parseBookingMessage(key: string): BookingMessage | null {
  const [type, value = '', ...rest] = key.split(':');
  if (rest.length > 0) return null;
  if (type === 'visitor-booked') return value === '' ? { type } : null;
  if (!/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  if (type === 'visitor-reminder') return { type, slotStartsAt: number };
  if (
    type === 'visitor-moved' ||
    type === 'visitor-confirmed' ||
    type === 'visitor-cancelled' ||
    type === 'owner-changed'
  )
    return { type, sequence: number };
  return null;
}
