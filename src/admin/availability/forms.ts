/**
 * The availability page's forms as the server reads them: one zod schema per
 * form, and the posted fields it reads. A message per field for the owner
 * (shown beside the field, with what was typed kept); values that no form of
 * ours could send (an unknown slot, a date that is not a bank holiday) are a
 * malformed request instead.
 */
import { z } from 'zod';
import { englandAndWalesBankHolidays } from '../../content/bank-holidays';
import { consultationSlots } from '../../content/consultation-slots';
import { requiredLine } from '../../lib/fields';
import { isCalendarDate } from '../../lib/uk-date';

/** The ISO weekdays the weekly pattern is keyed by, with the names the owner reads. */
export const weekdays = [
  { weekday: '1', name: 'Monday', short: 'Mon' },
  { weekday: '2', name: 'Tuesday', short: 'Tue' },
  { weekday: '3', name: 'Wednesday', short: 'Wed' },
  { weekday: '4', name: 'Thursday', short: 'Thu' },
  { weekday: '5', name: 'Friday', short: 'Fri' },
  { weekday: '6', name: 'Saturday', short: 'Sat' },
  { weekday: '7', name: 'Sunday', short: 'Sun' },
] as const;

/** The bounds the owner may set. */
export const noticeBounds = { minHours: 0, maxHours: 336 } as const;
export const horizonBounds = { minDays: 1, maxDays: 365 } as const;
export const MAX_BLOCK_REASON = 200;

/** A ticked box of the weekly pattern: "1-9:00" is Monday at 9:00. */
export function patternBox(weekday: string, time: string): string {
  return `${weekday}-${time}`;
}

const patternBoxes = weekdays.flatMap(({ weekday }) => consultationSlots.map((time) => patternBox(weekday, time)));

/** The ticked boxes (field `slot`, repeated) → every weekday with the slots it offers, in the order of the day. */
export const weeklyPatternSchema = z
  .array(z.enum(patternBoxes as [string, ...string[]]))
  .transform((ticked) =>
    Object.fromEntries(
      weekdays.map(({ weekday }) => [
        weekday,
        consultationSlots.filter((time) => ticked.includes(patternBox(weekday, time))),
      ]),
    ),
  );

function wholeNumber(label: string, unit: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Enter the ${label} in ${unit}`)
    .regex(/^\d+$/, `Enter the ${label} as a whole number of ${unit}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `The ${label} must be between ${min} and ${max} ${unit}`)
        .max(max, `The ${label} must be between ${min} and ${max} ${unit}`),
    );
}

/** Minimum notice and booking horizon; the notice must leave at least one hour inside the horizon, or nothing could be booked. */
export const noticeSchema = z
  .object({
    minimumNoticeHours: wholeNumber('minimum notice', 'hours', noticeBounds.minHours, noticeBounds.maxHours),
    horizonDays: wholeNumber('booking horizon', 'days', horizonBounds.minDays, horizonBounds.maxDays),
  })
  .refine((settings) => settings.minimumNoticeHours < settings.horizonDays * 24, {
    path: ['minimumNoticeHours'],
    message: 'The minimum notice must be shorter than the booking horizon, or no slot could be booked',
  });

export type NoticeFields = Record<'minimumNoticeHours' | 'horizonDays', string>;

const calendarDate = (message: string) => z.string().trim().refine(isCalendarDate, message);

/** A block of days: from and to (inclusive; to left empty means the one day), with a reason. It must not end in the past. */
export function blockSchema(today: string) {
  return z
    .object({
      startsOn: calendarDate('Enter the first day as a date'),
      endsOn: z
        .string()
        .trim()
        .refine(
          (value) => value === '' || isCalendarDate(value),
          'Enter the last day as a date, or leave it empty for one day',
        ),
      reason: requiredLine('Reason', MAX_BLOCK_REASON),
    })
    .transform((block) => ({ ...block, endsOn: block.endsOn || block.startsOn }))
    .refine((block) => block.endsOn >= block.startsOn, {
      path: ['endsOn'],
      message: 'The last day must be on or after the first day',
    })
    .refine((block) => block.endsOn >= today, {
      path: ['endsOn'],
      message: 'These days have passed: block today or later',
    });
}

export type BlockFields = Record<'startsOn' | 'endsOn' | 'reason', string>;

/** A bank holiday from the list, opened (`open=yes`) or blocked again (`open=no`). */
export const bankHolidaySchema = z.object({
  date: z.string().refine((date) => englandAndWalesBankHolidays.some((holiday) => holiday.date === date)),
  open: z.enum(['yes', 'no']).transform((value) => value === 'yes'),
});
