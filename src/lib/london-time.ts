/**
 * Europe/London wall-clock time and the instants it names. A slot is "9:00
 * on 2026-03-30" in London whatever the season: the instant is worked out
 * for that date's own offset (GMT or BST), so a daylight-saving change never
 * moves a slot. Dates are YYYY-MM-DD strings, times "9:00" or "14:00".
 */
/** London's wall clock to the second, 24-hour, read as parts (year, month, day, hour, minute, second). */
export const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClockParts(instant: Date): Record<string, number> {
  return Object.fromEntries(
    londonClock
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** London's offset from UTC at this instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: Date): number {
  const parts = wallClockParts(instant);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** Hours and minutes of "9:00" or "14:30". */
export function timeParts(time: string): { hours: number; minutes: number } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
}

/**
 * The instant of a London wall-clock time. The offset is read at the first
 * guess and checked again at the answer, which settles every time of day
 * except the hour skipped in March (never a slot: slots are in office hours).
 */
export function londonInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const { hours, minutes } = timeParts(time);
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  let instant = asUtc - londonOffsetMinutes(new Date(asUtc)) * 60_000;
  instant = asUtc - londonOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The London date and time of an instant: { date: "2026-03-30", time: "9:00" }. */
export function londonWallClock(instant: Date): { date: string; time: string } {
  const parts = wallClockParts(instant);
  const pad = (value = 0) => String(value).padStart(2, '0');
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${parts.hour ?? 0}:${pad(parts.minute)}`,
  };
}

/** The date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday of a date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const ukDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday 1 December 2026": a calendar date as the UK writes it. */
export function ukDay(date: string): string {
  return ukDayFormat.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}

/** "9:00am" or "2:00pm": a slot as the UK says it. */
export function ukTime(time: string): string {
  const { hours, minutes } = timeParts(time);
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** "Tuesday 1 December 2026 at 9:00am (UK time)". */
export function ukSlot(date: string, time: string): string {
  return `${ukDay(date)} at ${ukTime(time)} (UK time)`;
}
