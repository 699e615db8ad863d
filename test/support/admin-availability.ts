/**
 * What the availability tests read back: the slots visitors are offered on a
 * date, the stored settings, and the ticked boxes of the weekly pattern.
 */
import { env } from 'cloudflare:workers';
import { database } from '../../src/db/client';
import { availabilityFrom } from '../../src/submissions/consultation-booking/availability';
import { readAvailability } from '../../src/submissions/consultation-booking/availability-store';
import { tagsNamed } from './admin';
import { emptyTables } from './request';

export const allSlots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/** Free slots of one date, as visitors are offered them. */
export async function freeSlots(date: string): Promise<string[]> {
  const input = await readAvailability(database(env.DB), date, 1);
  const [day] = availabilityFrom(date, 1, input);
  return (day?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time);
}

export async function settingsRows() {
  return (await env.DB.prepare('SELECT * FROM availability_settings').all<Record<string, unknown>>()).results;
}

/** The ticked boxes of the weekly pattern on the page. */
export function tickedBoxes(html: string): string[] {
  return tagsNamed(html, 'input')
    .filter((input) => input.name === 'slot' && 'checked' in input)
    .map((input) => input.value ?? '');
}

export function emptyAvailabilityTables(): Promise<void> {
  return emptyTables('availability_settings', 'blocked_dates', 'audit_events', 'consultation_bookings');
}
