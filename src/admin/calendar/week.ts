/**
 * One week of the owner's calendar: for each day, each of the six slots with
 * the booking holding it, or whether it is free, or why it is not offered;
 * and the bookings that asked for the day without holding a slot (requests
 * without a time, and bookings made before slots were held).
 */
import type { Database } from '../../db/client';
import { daySlotStates, type SlotState } from '../../submissions/consultation-booking/availability';
import { readAvailability } from '../../submissions/consultation-booking/availability-store';
import { bookingsBetween } from '../../submissions/consultation-booking/calendar-bookings';
import { addDays, londonInstant } from '../../lib/london-time';
import { consultationBooking } from '../../submissions/consultation-booking/kind';
import { readContext } from '../../submissions/read-context';

export const WEEK_DAYS = 7;

export interface WeekBooking {
  id: string;
  person: string;
  /** The services as the inbox summarises them. */
  services: string;
  status: string;
  /** The time the visitor asked for, when the booking holds no slot. */
  preferredTime: string | null;
}

export interface WeekSlot {
  time: string;
  state: SlotState;
  /** The pending or confirmed booking holding the slot. */
  booking?: WeekBooking;
}

export interface WeekDay {
  date: string;
  slots: WeekSlot[];
  /** Bookings (not cancelled) that asked for this day without holding a slot. */
  requests: WeekBooking[];
}

/** Seven days from `from` (a London date), as they stand at `now`. */
export async function readWeek(db: Database, from: string, now = new Date()): Promise<WeekDay[]> {
  const to = addDays(from, WEEK_DAYS);
  const [input, bookings, context] = await Promise.all([
    readAvailability(db, from, WEEK_DAYS, now),
    bookingsBetween(db, from, to),
    readContext(db.$client),
  ]);
  const shown = bookings.map((row) => ({
    row,
    booking: {
      id: row.id,
      person: row.person.trim(),
      services: consultationBooking.summary(row.detail, context),
      status: row.status,
      preferredTime: row.preferredTime,
    },
  }));
  const bySlot = new Map(
    shown.flatMap(({ row, booking }) => (row.slotStartsAt ? [[row.slotStartsAt.getTime(), booking] as const] : [])),
  );
  return Array.from({ length: WEEK_DAYS }, (_, index) => {
    const date = addDays(from, index);
    return {
      date,
      slots: daySlotStates(date, input).map(({ time, state }) => {
        const booking = bySlot.get(londonInstant(date, time).getTime());
        return booking ? { time, state, booking } : { time, state };
      }),
      requests: shown
        .filter(({ row }) => !row.slotStartsAt && row.preferredDate === date)
        .map(({ booking }) => booking),
    };
  });
}
