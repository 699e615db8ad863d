/**
 * The owner sets availability in a real Chromium against `wrangler dev`, with
 * JavaScript off and on (the back office ships no script, so the late-script
 * modes are the same as these): unticks a weekday's slots, blocks a date with
 * a reason, opens a bank holiday, sees each on the page and in the week view,
 * makes the calendar feed's address and reads the feed without a session;
 * both pages fit 390 px; then puts everything back as it was, for the other
 * test files that book on this server.
 */
import { describe, expect, it } from 'vitest';
import { londonToday, shiftDays } from '../support/london-dates';
import { ownerAddLink, signIn } from './back-office';
import { axeViolations, baseUrl, overflowsTheWindow, useBrowser, type VisitorPage, visitModes } from './browser';

const { newPage } = useBrowser();

const slots = ['9:00', '10:00', '11:00', '14:00', '15:00', '16:00'];

/** "Thursday 3 December 2026", as a UK reader writes a date. */
function ukDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}

/** The first Wednesday at least three days from today (London). */
function nextWednesday(): string {
  let date = shiftDays(londonToday(), 3);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = shiftDays(date, 1);
  return date;
}

async function statusText(page: VisitorPage): Promise<string> {
  return page.getByRole('status').innerText();
}

async function slotText(page: VisitorPage, date: string, time: string): Promise<string> {
  return (await page.locator(`[data-slot="${date} ${time}"]`).innerText()).replace(/\s+/g, ' ');
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
    const wednesday = nextWednesday();
    const thursday = shiftDays(wednesday, 1);

    await goToMenu(page, 'Availability', '/admin/availability');
    if (scripts) expect(await axeViolations(page)).toEqual([]);

    // The weekly pattern: Wednesday off.
    for (const time of slots) await page.getByLabel(`Wednesday ${time}`, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save weekly pattern' }).click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=pattern-saved`);
    expect(await statusText(page)).toContain('Weekly pattern saved');
    for (const time of slots) expect(await page.getByLabel(`Wednesday ${time}`, { exact: true }).isChecked(), time).toBe(false);
    expect(await page.getByLabel('Thursday 9:00', { exact: true }).isChecked()).toBe(true);

    // A blocked day with its reason.
    await page.getByLabel('From', { exact: true }).fill(thursday);
    await page.getByLabel('Reason', { exact: true }).fill('Team training day');
    await page.getByRole('button', { name: 'Block these dates' }).click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-blocked`);
    expect(await statusText(page)).toContain('Dates blocked');
    const block = page.locator('[data-block]').filter({ hasText: 'Team training day' });
    expect((await block.innerText()).replace(/\s+/g, ' ')).toContain(`${ukDate(thursday)}: Team training day`);

    // The next bank holiday that is still blocked, opened.
    const holiday = page
      .locator('[data-bank-holiday]')
      .filter({ has: page.getByRole('button', { name: /^Open this day/ }) })
      .first();
    const holidayDate = (await holiday.getAttribute('data-bank-holiday')) ?? '';
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
    for (const time of slots) expect(await slotText(page, wednesday, time)).toBe(`${time} Not a working day`);
    expect(await slotText(page, thursday, '14:00')).toBe('14:00 Blocked: Team training day');
    expect(await slotText(page, shiftDays(thursday, 1), '14:00')).toBe('14:00 Free');
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.waitForURL(`${baseUrl()}/admin/calendar?from=${shiftDays(wednesday, -7)}`);
    await page.goto(`${baseUrl()}/admin/calendar?from=${holidayDate}`);
    expect(await slotText(page, holidayDate, '10:00')).not.toContain('Bank holiday');

    // 390 px wide: both pages fit.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsTheWindow(page), 'the calendar at 390 px').toEqual([]);
    await page.goto(`${baseUrl()}/admin/availability`);
    expect(await overflowsTheWindow(page), 'availability at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The feed: its address is shown once, and a calendar app reads it without signing in.
    await page.goto(`${baseUrl()}/admin/calendar`);
    await page.getByRole('button', { name: /^(Create|Rotate) feed address$/ }).click();
    const address = await page.locator('[data-feed-address]').innerText();
    expect(address).toMatch(new RegExp(`^${baseUrl().replace(/[.]/g, '\\.')}/admin/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('TZID:Europe/London');
    expect(ics).toContain('SUMMARY:Not taking bookings: Team training day');
    await page.goto(`${baseUrl()}/admin/calendar`);
    expect(await page.content()).not.toContain(address);
    expect(await page.locator('main').innerText()).toContain('Rotate feed address');

    // Everything back as it was.
    await goToMenu(page, 'Availability', '/admin/availability');
    for (const time of slots) await page.getByLabel(`Wednesday ${time}`, { exact: true }).check();
    await page.getByRole('button', { name: 'Save weekly pattern' }).click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=pattern-saved`);
    for (const time of slots) expect(await page.getByLabel(`Wednesday ${time}`, { exact: true }).isChecked(), time).toBe(true);
    await page
      .locator('[data-block]')
      .filter({ hasText: 'Team training day' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=dates-unblocked`);
    expect(await page.locator('[data-block]').filter({ hasText: 'Team training day' }).count()).toBe(0);
    await page
      .locator(`[data-bank-holiday="${holidayDate}"]`)
      .getByRole('button', { name: /^Block again/ })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/availability?notice=bank-holiday-blocked`);
    expect(await page.locator(`[data-bank-holiday="${holidayDate}"]`).innerText()).toContain('Blocked: no slots offered');
    await page.goto(`${baseUrl()}/admin/calendar?from=${wednesday}`);
    expect(await slotText(page, thursday, '14:00')).toBe('14:00 Free');
    expect(page.errors).toEqual([]);
  }, 120_000);
});
