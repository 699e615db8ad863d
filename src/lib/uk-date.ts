import { londonClock } from './london-time';

/**
 * Dates as a UK business reads them: the calendar day in Europe/London,
 * whatever the visitor's or the server's clock zone (a booking made at
 * 00:30 BST is for that day even though it is still yesterday in UTC).
 */
const londonDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in London as YYYY-MM-DD (the format of <input type="date"> and <time datetime>); today by default. */
export function todayInLondon(now: Date = new Date()): string {
  const parts = Object.fromEntries(londonDateParts.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The year in London, this year by default: the same day the page cache keys its pages by, so the two agree. */
export function yearInLondon(now: Date = new Date()): number {
  return Number(todayInLondon(now).slice(0, 4));
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ukLongDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A date as the UK writes it, in UK time, e.g. "5 March 2025". */
export function ukLongDate(date: Date): string {
  return ukLongDateFormat.format(date);
}

/** Dates and times as the owner reads them: UK style, in UK time. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** A machine-readable timestamp for <time dateTime>. */
export function isoDateTime(date: Date): string {
  return date.toISOString();
}

/** "2025-03-05 14:30" in UK time: sorts as text and every spreadsheet reads it as a date. */
export function spreadsheetDateTime(date: Date): string {
  const parts = Object.fromEntries(londonClock.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
