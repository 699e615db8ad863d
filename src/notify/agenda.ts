/**
 * The owner's agenda: each morning (the 07:00 UTC cron, 7am GMT or 8am BST)
 * one outbox row for today's London date, unique per day so a cron that fires
 * twice writes one, queued like every email. It references the day, not a
 * person, and is composed when sent from the bookings as they are then.
 */
import { ITEM_KIND } from '../db/item-kinds';
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { type ClosedReason, closedReason, daySlotStates } from '../submissions/consultation-booking/availability';
import { readAvailability } from '../submissions/consultation-booking/availability-store';
import { bookingsBetween } from '../submissions/consultation-booking/calendar-bookings';
import { addDays, londonInstant, londonWallClock } from '../lib/london-time';
import { todayInLondon } from '../lib/uk-date';
import { bookedServices } from '../submissions/format';
import { readContext } from '../submissions/read-context';
import { enqueueNotifications } from './enqueue';
import { outboxInsertOther } from './outbox';

const AGENDA_MESSAGE = 'owner-agenda';

export interface AgendaBooking {
  id: string;
  /** First and last name. */
  person: string;
  /** The packages booked, as they were when booked: "Business Plan (£1,995)". */
  services: string[];
  status: string;
  /** London wall-clock time ("9:00"): the slot held, or the time asked for by a booking without one; null for none. */
  time: string | null;
}

export interface AgendaDay {
  /** The London date, YYYY-MM-DD. */
  date: string;
  /** Bookings holding a slot that day, in time order. */
  held: AgendaBooking[];
  /** Bookings that asked for the day without holding a slot. */
  requests: AgendaBooking[];
  /** Slots offered that day that nobody holds and that have not begun. */
  freeSlots: number;
  /** Why the day offers no slots at all (a bank holiday, a blocked date, not a working day), or null. */
  closed: ClosedReason | null;
}

/** Writes today's agenda row (London date) unless it exists, and queues it; true when this run wrote it. */
export async function queueOwnerAgenda(db: Database, env: Bindings, now: Date = new Date()): Promise<boolean> {
  const outboxId = await outboxInsertOther(db, ITEM_KIND.agenda, todayInLondon(now), AGENDA_MESSAGE, now);
  if (!outboxId) return false;
  // If the queue cannot take it now, the row stays pending and the sweep queues it.
  await enqueueNotifications(env, [{ type: 'send', outboxId }]);
  return true;
}

/** The day as the owner's agenda shows it at `now`: who is booked when, who asked for the day, and how many slots are still free. */
export async function readAgendaDay(db: Database, date: string, now: Date = new Date()): Promise<AgendaDay> {
  const [input, rows, { packages }] = await Promise.all([
    readAvailability(db, date, 1, now),
    bookingsBetween(db, date, addDays(date, 1)),
    readContext(db.$client),
  ]);
  const toBooking = (row: (typeof rows)[number]): AgendaBooking => ({
    id: row.id,
    person: row.person.trim(),
    services: bookedServices(row.services, packages, row.createdAt),
    status: row.status,
    time: row.slotStartsAt ? londonWallClock(row.slotStartsAt).time : row.preferredTime,
  });
  // Free for the owner: offered today, held by nobody and not yet begun (too late for a visitor to book is still free time).
  const freeSlots = daySlotStates(date, input).filter(
    ({ time, state }) =>
      (state.kind === 'free' || state.kind === 'too-soon') && !input.taken.has(londonInstant(date, time).getTime()),
  ).length;
  return {
    date,
    held: rows.filter((row) => row.slotStartsAt).map(toBooking),
    requests: rows.filter((row) => !row.slotStartsAt).map(toBooking),
    freeSlots,
    closed: closedReason(date, input),
  };
}
