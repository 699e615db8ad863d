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
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}

/** England and Wales bank holidays as GOV.UK lists them to the end of 2028, written here independently of the site's content: no slot is offered on them by default. */
export const govUkBankHolidays: readonly string[] = [
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
  '2028-01-03',
  '2028-04-14',
  '2028-04-17',
  '2028-05-01',
  '2028-05-29',
  '2028-08-28',
  '2028-12-25',
  '2028-12-26',
];

const BANK_HOLIDAYS = new Set(govUkBankHolidays);

/** The six consultation slots of a day, London wall-clock time. */
export const SLOT_TIMES = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

/** Monday to Friday and not a bank holiday: a day the default weekly pattern offers all six slots. */
export function isDefaultWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !BANK_HOLIDAYS.has(isoDate);
}

/** The first date at least `daysAhead` days from today that falls on this ISO weekday (1 Monday ... 7 Sunday). */
export function nextWeekday(isoWeekday: number, daysAhead = 3): string {
  let date = shiftDays(londonToday(), daysAhead);
  while ((new Date(`${date}T00:00:00Z`).getUTCDay() || 7) !== isoWeekday) date = shiftDays(date, 1);
  return date;
}

/** The first England and Wales bank holiday at least `daysAhead` days from today (undefined past the end of the list). */
export function nextBankHoliday(daysAhead = 3): string | undefined {
  const from = shiftDays(londonToday(), daysAhead);
  return govUkBankHolidays.find((date) => date >= from);
}

/** The `n`th working day from `daysAhead` days ahead (0: the first). */
export function workingDay(n = 0, daysAhead = 3): string {
  let date = shiftDays(londonToday(), daysAhead);
  for (let found = -1; ; date = shiftDays(date, 1)) {
    if (isDefaultWorkingDay(date)) found += 1;
    if (found === n) return date;
  }
}

/** Working days from 3 days ahead to within the default 60-day horizon hold at least this many slots. */
const SLOTS_IN_REACH = 30 * SLOT_TIMES.length;

/** The `n`th bookable slot under the default rules (working days from 3 days ahead, six a day): distinct for distinct n. */
export function bookableSlot(n = 0): { preferredDate: string; preferredTime: string } {
  const index = n % SLOTS_IN_REACH;
  return {
    preferredDate: workingDay(Math.floor(index / SLOT_TIMES.length)),
    preferredTime: SLOT_TIMES[index % SLOT_TIMES.length] ?? '9:00',
  };
}

let nextSlot = Math.floor(Math.random() * SLOTS_IN_REACH);

/** A bookable slot no other call of this module has handed out (until all of them have been). */
export function freshSlot(): { preferredDate: string; preferredTime: string } {
  nextSlot += 1;
  return bookableSlot(nextSlot);
}

/**
 * Rules for tests that hold more slots than the defaults offer (hundreds of
 * generated bookings): all six slots on every day of the week, bookable a
 * year ahead, bank holidays still closed. test/support/availability-rules.ts
 * writes them for the owner.
 */
export const YEAR_ROUND = {
  weekdays: ['1', '2', '3', '4', '5', '6', '7'],
  slots: SLOT_TIMES,
  horizonDays: 365,
} as const;

/** Days from 3 days ahead within the year-round horizon that are not bank holidays: at least this many (a year holds at most 10). */
const YEAR_ROUND_DAYS_IN_REACH = 340;

/** The `n`th day from 3 days ahead that is not a bank holiday. */
function yearRoundDay(n: number): string {
  let date = shiftDays(londonToday(), 3);
  for (let found = -1; ; date = shiftDays(date, 1)) {
    if (!BANK_HOLIDAYS.has(date)) found += 1;
    if (found === n) return date;
  }
}

let nextYearRoundSlot = Math.floor(Math.random() * YEAR_ROUND_DAYS_IN_REACH * SLOT_TIMES.length);

/** Like freshSlot, from the far larger pool the YEAR_ROUND rules open (weekends too, a year ahead). */
export function freshYearRoundSlot(): { preferredDate: string; preferredTime: string } {
  nextYearRoundSlot = (nextYearRoundSlot + 1) % (YEAR_ROUND_DAYS_IN_REACH * SLOT_TIMES.length);
  return {
    preferredDate: yearRoundDay(Math.floor(nextYearRoundSlot / SLOT_TIMES.length)),
    preferredTime: SLOT_TIMES[nextYearRoundSlot % SLOT_TIMES.length] ?? '9:00',
  };
}
