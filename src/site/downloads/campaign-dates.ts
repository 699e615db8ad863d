/**
 * Puts each month's campaigns on real dates: the next occurrence of that
 * month, counting the current month (in UK time) as still to come, so the
 * download always covers the twelve months starting now.
 */
import type { CalendarMonth } from '../../content/types';
import { todayInLondon } from '../../lib/uk-date';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The current year and month (1-12) in London. */
function currentLondonMonth(now: Date): { year: number; month: number } {
  const today = todayInLondon(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

interface DatedCampaign {
  month: string;
  theme: string;
  primaryGoal: string;
  name: string;
  description: string;
  /** First day, at 00:00 UTC (a calendar date, not an instant). */
  start: Date;
  /** Last day, inclusive. */
  end: Date;
  /** The day after the last, as iCalendar's DTEND wants for all-day events. */
  endExclusive: Date;
}

const DAY_MS = 86_400_000;

export function datedCampaigns(months: readonly CalendarMonth[], now: Date): DatedCampaign[] {
  const current = currentLondonMonth(now);
  const dated: DatedCampaign[] = [];
  for (const month of months) {
    const monthNumber = monthNames.indexOf(month.month as (typeof monthNames)[number]) + 1;
    if (monthNumber === 0) throw new Error(`Unknown month name in the marketing calendar: ${month.month}`);
    const year = monthNumber >= current.month ? current.year : current.year + 1;
    for (const campaign of month.campaigns) {
      const start = new Date(Date.UTC(year, monthNumber - 1, campaign.startDay));
      const days = Math.max(1, Math.round(campaign.durationDays));
      dated.push({
        month: month.month,
        theme: month.theme,
        primaryGoal: month.primaryGoal,
        name: campaign.name,
        description: campaign.description,
        start,
        end: new Date(start.getTime() + (days - 1) * DAY_MS),
        endExclusive: new Date(start.getTime() + days * DAY_MS),
      });
    }
  }
  return dated.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** 2025-01-06 */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
