/** The days /admin/insights covers: the last 7, 30 or 90 London days, today included. */
import { addDays, londonInstant } from '../../lib/london-time';
import { todayInLondon } from '../../lib/uk-date';

export const periodLengths = [7, 30, 90] as const;
export type PeriodLength = (typeof periodLengths)[number];

export interface Period {
  days: PeriodLength;
  /** The first and last London days, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The instants those days begin and the day after the last begins: what a record's timestamp is held to. */
  startsAt: Date;
  endsBefore: Date;
}

const DEFAULT_LENGTH: PeriodLength = 30;

/** The period a query names (`days=7`), else 30 days; anything else is the default, never an error. */
export function periodOf(days: string | undefined, now = new Date()): Period {
  const length = periodLengths.find((candidate) => String(candidate) === days) ?? DEFAULT_LENGTH;
  const to = todayInLondon(now);
  const from = addDays(to, -(length - 1));
  return {
    days: length,
    from,
    to,
    startsAt: londonInstant(from, '0:00'),
    endsBefore: londonInstant(addDays(to, 1), '0:00'),
  };
}

/** Every day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  return Array.from({ length: period.days }, (_, index) => addDays(period.from, index));
}
