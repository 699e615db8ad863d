/**
 * The owner sets availability in a real Chromium against `wrangler dev`, with
 * JavaScript off and on (the back office ships no script, so the late-script
 * modes are the same as these): unticks a weekday's slots, blocks a date with
 * a reason, opens a bank holiday, sees each on the page and in the week view,
 * makes the calendar feed's address and reads the feed without a session;
 * both pages fit 390 px; then puts everything back as it was, even when an
 * assertion fails, for the other test files that book on this server.
 */
import { describe, expect, it } from 'vitest';
import { londonToday, nextWeekday, shiftDays, ukDayName } from '../support/london-dates';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, overflowsTheWindow, useBrowser, type VisitorPage, visitModes } from './browser';

const { newPage } = useBrowser();

const slots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

async function weekIsUnbooked(page: VisitorPage, wednesday: string): Promise<boolean> {
  await page.goto(`${baseUrl()}/admin/calendar?from=${wednesday}`);
  const wanted = [
    ...slots.map((time) => [wednesday, time] as const),
    [shiftDays(wednesday, 1), '14:00'] as const,
    [shiftDays(wednesday, 2), '14:00'] as const,
  ];
  for (const [date, time] of wanted) if ((await slotText(page, date, time)) !== `${time} Free`) return false;
  return true;
}

/**
 * The first Wednesday from three days ahead whose slots, and Thursday's and
 * Friday's 14:00, are free: earlier test files hold slots on this server, and
 * a held booking rightly shows in the week view whatever the rules say.
 */
async function unbookedWednesday(page: VisitorPage): Promise<string> {
  for (let wednesday = nextWeekday(3), week = 0; week < 8; wednesday = shiftDays(wednesday, 7), week += 1) {
    if (await weekIsUnbooked(page, wednesday)) return wednesday;
  }
  throw new Error('no unbooked Wednesday within eight weeks');
}

/** Wednesday ticked again, the test's block removed, the bank holiday blocked again: whatever state the test left. */
async function putBack(page: VisitorPage, reason: string, holidayDate: string | undefined) {
  await page.goto(`${baseUrl()}/admin/availability`);
  for (const time of slots) await page.getByLabel(`Wednesday ${time}`, { exact: true }).check();
  await page.getByRole('button', { name: 'Save weekly pattern' }).click();
  await page.waitForURL(`${baseUrl()}/admin/availability?notice=pattern-saved`);
  const block = page.locator('[data-block]').filter({ hasText: reason });
  while ((await block.count()) > 0) {
    await block
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-unblocked`);
  }
  const blockAgain = page.locator(`[data-bank-holiday="${holidayDate}"]`).getByRole('button', { name: /^Block again/ });
  if (holidayDate && (await blockAgain.count()) > 0) {
    await blockAgain.click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=bank-holiday-blocked`);
  }
}

async function statusText(page: VisitorPage): Promise<string> {
  return page.getByRole('status').innerText();
}

/** A slot as the week grid shows it: its row's time, then its cell's words. */
async function slotText(page: VisitorPage, date: string, time: string): Promise<string> {
  return `${time} ${(await page.locator(`[data-slot="${date} ${time}"]`).innerText()).replace(/\s+/g, ' ').trim()}`;
}

async function goToMenu(page: VisitorPage, name: 'Availability' | 'Calendar', path: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
  await page.waitForURL(`${baseUrl()}${path}`);
}

const modes = visitModes.filter((mode) => mode.name === 'without JavaScript' || mode.name === 'with JavaScript');

describe.each(modes)('the owner’s availability $name', (mode) => {
  it('unticks Wednesday, blocks a Thursday with a reason, opens a bank holiday; sees each on the page and in the week view; the feed works', async () => {
    const page = await newPage('/admin/sign-in', mode.context, mode.visit);
    page.setDefaultTimeout(15_000);
    await signIn(page, ownerAddLink(`availability-${Date.now()}@example.co.uk`, 'Avery', 'Owner'));
    const scripts = mode.context.javaScriptEnabled !== false;
    const wednesday = await unbookedWednesday(page);
    const thursday = shiftDays(wednesday, 1);
    // Unique to this run of the test, so it never meets a block another run left behind.
    const reason = `Team training day ${Date.now().toString(36)}`;
    let holidayDate: string | undefined;
    try {
      await goToMenu(page, 'Availability', '/admin/availability');
      if (scripts) expect(await axeViolations(page)).toEqual([]);

      // The weekly pattern: Wednesday off.
      for (const time of slots) await page.getByLabel(`Wednesday ${time}`, { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Save weekly pattern' }).click();
      await page.waitForURL(`${baseUrl()}/admin/availability?notice=pattern-saved`);
      expect(await statusText(page)).toContain('Weekly pattern saved');
      for (const time of slots)
        expect(await page.getByLabel(`Wednesday ${time}`, { exact: true }).isChecked(), time).toBe(false);
      expect(await page.getByLabel('Thursday 9:00', { exact: true }).isChecked()).toBe(true);

      // A blocked day with its reason.
      await page.getByLabel('From', { exact: true }).fill(thursday);
      await page.getByLabel('Reason', { exact: true }).fill(reason);
      await page.getByRole('button', { name: 'Block these dates' }).click();
      await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-blocked`);
      expect(await statusText(page)).toContain('Dates blocked');
      const block = page.locator('[data-block]').filter({ hasText: reason });
      expect((await block.innerText()).replace(/\s+/g, ' ')).toContain(`${ukDayName(thursday)}: ${reason}`);

      // The next bank holiday that is still blocked, opened.
      const holiday = page
        .locator('[data-bank-holiday]')
        .filter({ has: page.getByRole('button', { name: /^Open this day/ }) })
        .first();
      holidayDate = (await holiday.getAttribute('data-bank-holiday')) ?? '';
      expect(await holiday.innerText()).toContain('Blocked: no slots offered');
      await holiday.getByRole('button', { name: /^Open this day/ }).click();
      await page.waitForURL(`${baseUrl()}/admin/availability?notice=bank-holiday-opened`);
      const opened = page.locator(`[data-bank-holiday="${holidayDate}"]`);
      expect(await opened.innerText()).toContain('Open: visitors can book its slots');
      expect(await opened.getByRole('button', { name: /^Block again/ }).count()).toBe(1);

      // The week view shows all three.
      await goToMenu(page, 'Calendar', '/admin/calendar');
      expect(await page.locator('[data-day]').first().getAttribute('data-day')).toBe(londonToday());
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${baseUrl()}/admin/calendar?from=${wednesday}`);
      for (const time of slots) expect(await slotText(page, wednesday, time)).toBe(`${time} Closed`);
      expect(await slotText(page, thursday, '14:00')).toBe('14:00 Blocked');
      expect(await page.locator(`th[data-day="${thursday}"]`).innerText()).toContain(`Blocked: ${reason}`);
      expect(await slotText(page, shiftDays(thursday, 1), '14:00')).toBe('14:00 Free');
      await page.getByRole('link', { name: 'Previous week' }).click();
      await page.waitForURL(`${baseUrl()}/admin/calendar?from=${shiftDays(wednesday, -7)}`);
      await page.goto(`${baseUrl()}/admin/calendar?from=${holidayDate}`);
      expect(await slotText(page, holidayDate, '10:00')).not.toContain('Bank holiday');

      // 390 px wide: the calendar is a list, day by day, each slot with its whole reason; both pages fit.
      await page.goto(`${baseUrl()}/admin/calendar?from=${wednesday}`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.locator('[data-week-grid]').isVisible()).toBe(false);
      expect(await page.locator(`[data-list-slot="${thursday} 14:00"]`).innerText()).toContain(`Blocked: ${reason}`);
      expect(await overflowsTheWindow(page), 'the calendar at 390 px').toEqual([]);
      await page.goto(`${baseUrl()}/admin/availability`);
      expect(await overflowsTheWindow(page), 'availability at 390 px').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The feed: its address is shown once, and a calendar app reads it without signing in.
      await page.goto(`${baseUrl()}/admin/calendar`);
      await page.getByRole('button', { name: /^(Create|Rotate) feed address$/ }).click();
      const address = await page.locator('[data-feed-address]').innerText();
      expect(address).toMatch(
        new RegExp(`^${baseUrl().replace(/[.]/g, '\\.')}/admin/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
      );
      const feed = await fetch(address);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toContain('text/calendar');
      const ics = await feed.text();
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain('TZID:Europe/London');
      expect(ics).toContain(`SUMMARY:Not taking bookings: ${reason}`);
      await page.goto(`${baseUrl()}/admin/calendar`);
      expect(await page.content()).not.toContain(address);
      expect(await page.locator('main').innerText()).toContain('Rotate feed address');
    } finally {
      await putBack(page, reason, holidayDate);
    }

    // Everything back as it was.
    for (const time of slots)
      expect(await page.getByLabel(`Wednesday ${time}`, { exact: true }).isChecked(), time).toBe(true);
    expect(await page.locator('[data-block]').filter({ hasText: reason }).count()).toBe(0);
    expect(await page.locator(`[data-bank-holiday="${holidayDate}"]`).innerText()).toContain(
      'Blocked: no slots offered',
    );
    expect(await weekIsUnbooked(page, wednesday)).toBe(true);
    expect(page.errors).toEqual([]);
  }, 120_000);
});
