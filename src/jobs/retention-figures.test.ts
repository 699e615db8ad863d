import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../content/site-config';
import { keys, run } from '../../test/support/jobs-retention';
import { firstDayKept } from './retention-figures';
import { deleteExpiredSubmissions } from './retention';

/** Rows on these days under a page and a step of the test's own, so the D1 the test files share can hold others. */
async function seedDays(label: string, days: readonly string[]) {
  for (const day of days) {
    await run(
      `INSERT INTO page_view_days (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, country, views, visits)
       VALUES (?, ?, 'google.com', '', '', '', 'phone', 'GB', 3, 2)`,
      day,
      `/${label}`,
    );
    await run('INSERT INTO funnel_step_days (day, step, count) VALUES (?, ?, 1)', day, label);
  }
}

const daysLeft = async (label: string) => ({
  pageViews: await keys(`SELECT day AS key FROM page_view_days WHERE path = '/${label}' ORDER BY day`),
  funnelSteps: await keys(`SELECT day AS key FROM funnel_step_days WHERE step = '${label}' ORDER BY day`),
});

describe('the first London day whose figures are kept', () => {
  it.each([
    // The same day of the month, 25 months back.
    { now: '2026-06-15T12:00:00Z', firstKept: '2024-05-15' },
    // Across a new year.
    { now: '2026-01-15T12:00:00Z', firstKept: '2023-12-15' },
    // A month-end whose day the earlier month lacks: that month's last day (a leap year, then not).
    { now: '2026-03-31T12:00:00Z', firstKept: '2024-02-29' },
    { now: '2027-03-31T12:00:00Z', firstKept: '2025-02-28' },
    { now: '2026-12-31T23:59:59Z', firstKept: '2024-11-30' },
    // Today is London's: half past midnight in summer is still the day before in UTC.
    { now: '2026-05-31T23:30:00Z', firstKept: '2024-05-01' },
  ])('on $now it is $firstKept', ({ now, firstKept }) => {
    expect(firstDayKept(new Date(now), 25)).toBe(firstKept);
  });
});

describe('retention of the daily figures', () => {
  it(`deletes the page view and funnel step days more than ${siteConfig.dailyFiguresMonths} months old, and keeps the rest`, async () => {
    expect(siteConfig.dailyFiguresMonths).toBe(25);
    await seedDays('month-end', ['2024-01-31', '2024-02-28', '2024-02-29', '2024-03-01', '2026-03-31']);
    await deleteExpiredSubmissions(env.DB, new Date('2026-03-31T12:00:00Z'));
    const kept = ['2024-02-29', '2024-03-01', '2026-03-31'];
    expect(await daysLeft('month-end')).toEqual({ pageViews: kept, funnelSteps: kept });
  });

  it("goes by today's date in London, not in UTC", async () => {
    await seedDays('london-day', ['2024-04-30', '2024-05-01']);
    // 00:30 on 1 June in London (BST): 2024-04-30 is past, though 31 May in UTC would keep it.
    await deleteExpiredSubmissions(env.DB, new Date('2026-05-31T23:30:00Z'));
    expect(await daysLeft('london-day')).toEqual({ pageViews: ['2024-05-01'], funnelSteps: ['2024-05-01'] });
  });
});
