/**
 * Step 3's free times as plain data, shared by the server's render of the
 * step and the island: the dates a visitor may choose, one day's slots as
 * GET /api/availability answers them, and what the step says about them.
 * Light on purpose: the island carries it (no zod, no bank holiday list).
 */
import { ukDay } from '../../lib/london-time';

const AVAILABILITY_ENDPOINT = '/api/availability';

/** Show free times pressed with no date. */
export const CHOOSE_A_DATE_MESSAGE = 'Choose a date to see its free times.';

/** The dates the date field offers: from the earliest bookable date to today plus the booking horizon (YYYY-MM-DD, London). */
export type BookingWindow = { [key: string]: string; earliest: string; latest: string };

type SlotChoice = { [key: string]: string | boolean; time: string; available: boolean };

/** One day's six slots, each free or not. */
export type DaySlots = { [key: string]: string | SlotChoice[]; date: string; slots: SlotChoice[] };

/** Where the island asks for one day's slots. */
export function availabilityPath(date: string): string {
  return `${AVAILABILITY_ENDPOINT}?from=${encodeURIComponent(date)}&days=1`;
}

/** A copy of a day's slots as plain JSON data (island props). */
export function daySlots(day: { date: string; slots: readonly { time: string; available: boolean }[] }): DaySlots {
  return { date: day.date, slots: day.slots.map(({ time, available }) => ({ time, available })) };
}

/** Whether this slot can be chosen on the day shown: every slot can while no day has been checked (the server judges). */
export function slotOffered(day: DaySlots | null, time: string): boolean {
  return day === null || day.slots.some((slot) => slot.time === time && slot.available);
}

/** What the step says about a checked day: how many times are free on it, or to choose another date. */
export function freeTimesMessage(day: DaySlots): string {
  const free = day.slots.filter((slot) => slot.available).length;
  if (free === 0) return 'No free times on that day: choose another date.';
  return `${free} free ${free === 1 ? 'time' : 'times'} on ${ukDay(day.date)}.`;
}
