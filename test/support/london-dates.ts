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

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant (ms) at which London's clocks read this date and time ("9:00"): London is UTC or UTC+1, so one of the two. */
export function londonInstantOf(date: string, time: string): number {
  const [hours = '', minutes = ''] = time.split(':');
  const wanted = `${date.split('-').reverse().join('/')}, ${hours.padStart(2, '0')}:${minutes}`;
  const utc = Date.parse(`${date}T${hours.padStart(2, '0')}:${minutes}:00Z`);
  const instant = [utc, utc - 3_600_000].find((candidate) => londonClock.format(candidate) === wanted);
  if (instant === undefined) throw new Error(`no London instant for ${date} ${time}`);
  return instant;
}

/** "Thursday 3 December 2026": a date as the booking wizard names it. */
export function ukDayName(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}
