/**
 * Which consultation slots a visitor may choose: the owner's weekly pattern,
 * less blocked dates and bank holidays, less slots too soon (minimum notice)
 * or too far ahead (the booking horizon), less slots already held by a
 * booking. Pure: the caller reads the settings and the taken slots from D1
 * (availability-store.ts) and passes the time.
 */
import { type BankHoliday, englandAndWalesBankHolidays } from '../../content/bank-holidays';
import { consultationSlots } from '../../content/consultation-slots';
import { siteConfig } from '../../content/site-config';
import { addDays, daysBetween, isoWeekday, londonInstant } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';
import type { BookingWindow } from './free-slots';

export interface AvailabilitySettings {
  /** ISO weekday ("1" Monday ... "7" Sunday) → the slots offered that day. */
  weeklyPattern: Record<string, readonly string[]>;
  minimumNoticeHours: number;
  horizonDays: number;
  /** Bank holidays the owner works (YYYY-MM-DD). */
  openBankHolidays: readonly string[];
}

export interface BlockedRange {
  startsOn: string;
  endsOn: string;
  reason: string;
}

interface SlotAvailability {
  time: string;
  available: boolean;
}

export interface DayAvailability {
  date: string;
  slots: SlotAvailability[];
}

/** Why a whole day offers nothing, in the owner's and the visitor's words; null when it is a working day. */
export type ClosedReason =
  | { kind: 'past' }
  | { kind: 'beyond-horizon' }
  | { kind: 'bank-holiday'; name: string }
  | { kind: 'blocked'; reason: string }
  | { kind: 'not-a-working-day' };

/**
 * Where one slot stands: free to book, held by a booking, or why it is not
 * offered (the whole day is closed, the weekly pattern leaves it out, or it
 * starts too soon: within the minimum notice, or already begun).
 */
export type SlotState =
  | { kind: 'free' }
  | { kind: 'taken' }
  | { kind: 'too-soon' }
  | { kind: 'not-offered' }
  | ClosedReason;

export interface AvailabilityInput {
  settings: AvailabilitySettings;
  blocked: readonly BlockedRange[];
  /** Start instants (ms) of slots held by a pending or confirmed booking. */
  taken: ReadonlySet<number>;
  now: Date;
  bankHolidays?: readonly BankHoliday[];
}

export const defaultAvailabilitySettings: AvailabilitySettings = {
  weeklyPattern: siteConfig.bookings.defaultWeeklyPattern,
  minimumNoticeHours: siteConfig.bookings.defaultMinimumNoticeHours,
  horizonDays: siteConfig.bookings.defaultHorizonDays,
  openBankHolidays: [],
};

/** At most this many days in one availability answer (GET /api/availability?days=). */
export const MAX_AVAILABILITY_DAYS = 62;

/** The bank holiday on a date, if it is one. */
function bankHolidayOn(
  date: string,
  bankHolidays: readonly BankHoliday[] = englandAndWalesBankHolidays,
): BankHoliday | undefined {
  return bankHolidays.find((holiday) => holiday.date === date);
}

/** The last date a visitor may book today: today (London) plus the horizon. */
export function lastBookableDate(settings: AvailabilitySettings, now: Date): string {
  return addDays(todayInLondon(now), settings.horizonDays);
}

/** The first date a visitor may book now: the London day on which the minimum notice runs out. */
export function earliestBookableDate(settings: AvailabilitySettings, now: Date): string {
  return todayInLondon(new Date(now.getTime() + settings.minimumNoticeHours * 3_600_000));
}

/** The dates step 3's date field offers (its min and max). */
export function bookingWindow(settings: AvailabilitySettings, now: Date): BookingWindow {
  return { earliest: earliestBookableDate(settings, now), latest: lastBookableDate(settings, now) };
}

/** Why nothing can be booked on this date at all, or null when its pattern's slots are open (each may still be taken or too soon). */
export function closedReason(date: string, input: AvailabilityInput): ClosedReason | null {
  const today = todayInLondon(input.now);
  if (date < today) return { kind: 'past' };
  if (daysBetween(today, date) > input.settings.horizonDays) return { kind: 'beyond-horizon' };
  const holiday = bankHolidayOn(date, input.bankHolidays);
  if (holiday && !input.settings.openBankHolidays.includes(date)) return { kind: 'bank-holiday', name: holiday.name };
  const block = input.blocked.find((range) => range.startsOn <= date && date <= range.endsOn);
  if (block) return { kind: 'blocked', reason: block.reason };
  if ((input.settings.weeklyPattern[String(isoWeekday(date))] ?? []).length === 0) return { kind: 'not-a-working-day' };
  return null;
}

/** The state of each of the six slots of a date, in the order of the day. */
export function daySlotStates(date: string, input: AvailabilityInput): { time: string; state: SlotState }[] {
  const closed = closedReason(date, input);
  const offered = input.settings.weeklyPattern[String(isoWeekday(date))] ?? [];
  const now = input.now.getTime();
  const earliest = now + input.settings.minimumNoticeHours * 3_600_000;
  return consultationSlots.map((time): { time: string; state: SlotState } => {
    if (closed) return { time, state: closed };
    if (!offered.includes(time)) return { time, state: { kind: 'not-offered' } };
    const starts = londonInstant(date, time).getTime();
    if (starts < now) return { time, state: { kind: 'past' } };
    if (starts < earliest) return { time, state: { kind: 'too-soon' } };
    return { time, state: input.taken.has(starts) ? { kind: 'taken' } : { kind: 'free' } };
  });
}

/** Every one of the six slots of a date, each free or not. */
export function dayAvailability(date: string, input: AvailabilityInput): DayAvailability {
  return {
    date,
    slots: daySlotStates(date, input).map(({ time, state }) => ({ time, available: state.kind === 'free' })),
  };
}

/** `days` consecutive dates from `from`. */
export function availabilityFrom(from: string, days: number, input: AvailabilityInput): DayAvailability[] {
  return Array.from({ length: days }, (_, index) => dayAvailability(addDays(from, index), input));
}

/** True when the date is a working day a visitor may ask for (a request without a time). */
export function isDayOpen(date: string, input: AvailabilityInput): boolean {
  return closedReason(date, input) === null;
}
