/**
 * What the server's render of the booking wizard needs from D1: the dates the
 * date field offers and, on step 3, the posted date's slots, free or not.
 */
import type { Database } from '../../db/client';
import { isCalendarDate } from '../../lib/uk-date';
import {
  bookingWindow,
  dayAvailability,
  defaultAvailabilitySettings,
} from '../../submissions/consultation-booking/availability';
import { readAvailability, readBookingWindow } from '../../submissions/consultation-booking/availability-store';
import { type BookingWindow, type DaySlots, daySlots } from '../../submissions/consultation-booking/free-slots';

interface ScheduleView {
  dates: BookingWindow;
  /** The date's slots; null without a date, or when D1 cannot be read (every slot stays open and the booking is judged when sent). */
  day: DaySlots | null;
}

export async function readScheduleView(
  db: Database,
  date: string | undefined,
  now: Date = new Date(),
): Promise<ScheduleView> {
  if (date === undefined || !isCalendarDate(date)) return { dates: await readBookingWindow(db, now), day: null };
  try {
    const input = await readAvailability(db, date, 1, now);
    return { dates: bookingWindow(input.settings, now), day: daySlots(dayAvailability(date, input)) };
  } catch {
    return { dates: bookingWindow(defaultAvailabilitySettings, now), day: null };
  }
}
