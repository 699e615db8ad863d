/**
 * "Today" for a UK business is the date in Europe/London, whatever the
 * visitor's or the server's clock zone: a booking made at 00:30 BST is for
 * that day even though it is still yesterday in UTC.
 */
const londonDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in London as YYYY-MM-DD (the format of <input type="date">). */
export function todayInLondon(now: Date = new Date()): string {
  const parts = Object.fromEntries(londonDateParts.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
