/** Dates as the booking form expects them (YYYY-MM-DD, the day in London), written independently of the code under test. */
export function londonToday(): string {
  return londonDateIn(0);
}

/** The calendar date `days` after (or before) a YYYY-MM-DD date. */
export function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day in London this many hours from now (YYYY-MM-DD): where a minimum notice of that many hours runs out. */
export function londonDateIn(hours: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
