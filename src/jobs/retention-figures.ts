/**
 * The owner's figures (page_view_days, funnel_step_days) describe no one, yet they are not kept for ever: the privacy
 * and cookie policies promise siteConfig.dailyFiguresMonths months, and the daily retention job deletes older days
 * in the same batch as everything else it deletes.
 */
import { lt } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Statement } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { funnelStepDays, pageViewDays } from '../db/schema/insights';
import { londonWallClock } from '../lib/london-time';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The earliest London day whose figures are still kept: today in London, `months` calendar months back, on the same
 * day of the month, or on that month's last day when it has fewer days (run on 2026-03-31, 25 months back is
 * 2024-02-29). Days before it are deleted; a day's figures therefore last at least `months` full months.
 */
export function firstDayKept(now: Date, months: number): string {
  const [year = 0, month = 1, day = 1] = londonWallClock(now).date.split('-').map(Number);
  const monthsSinceYearZero = year * 12 + (month - 1) - months;
  const keptYear = Math.floor(monthsSinceYearZero / 12);
  const keptMonth = monthsSinceYearZero - keptYear * 12;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(keptYear, keptMonth + 1, 0)).getUTCDate();
  return `${keptYear}-${pad(keptMonth + 1)}-${pad(Math.min(day, daysInMonth))}`;
}

/** The deletions of the days of figures now past their period, for the retention job's one batch. */
export function expiredFiguresStatements(db: Database, now: Date): Statement[] {
  const firstKept = firstDayKept(now, siteConfig.dailyFiguresMonths);
  return [
    db.delete(pageViewDays).where(lt(pageViewDays.day, firstKept)),
    db.delete(funnelStepDays).where(lt(funnelStepDays.day, firstKept)),
  ];
}
