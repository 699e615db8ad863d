/**
 * Issue 12 for the marketing calendar: it works the moment it is seen. Every
 * scenario runs three ways: JavaScript off, island scripts held back 3 s while
 * the visitor acts at once, and normal. What the visitor sees is asserted in
 * each, and for the download the row in D1.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoScriptErrors, hydrated, isHydrated, noScriptMarkup, scriptsOn } from '../support/pages-visits';
import { axeViolations, baseUrl, danglingAriaReferences, queryD1, useBrowser, visitModes } from './browser';

const { newPage } = useBrowser();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

async function readDownload(download: Download): Promise<string> {
  return readFile((await download.path()) ?? '', 'utf8');
}

function expectIcs(text: string) {
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(36);
  expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
  expect(text).toContain('SUMMARY:Christmas Puppy Starter Club\r\n');
}

function expectCsv(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Month,Campaign,Start,End,Description');
  expect(lines.filter((line) => line !== '')).toHaveLength(37);
}

describe.each(visitModes)('marketing calendar $name', (mode) => {
  const month = (page: Page, name: string) => page.locator(`#marketing-calendar details[data-month="${name}"]`);
  const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);
  // Closed <details> content still reports layout boxes to some measuring code: ask the browser what is rendered.
  const contentShown = (details: Locator) =>
    details.locator(':scope > div').evaluate((element) => element.checkVisibility());

  it('opens and closes each month on its own, with its goal, tasks and campaigns', async () => {
    const page = await newPage('/#marketing-calendar', mode.context, mode.visit);
    const months = page.locator('#marketing-calendar details');
    expect(await months.count()).toBe(12);
    expect(await months.locator('summary h4 > span:first-child').allTextContents()).toEqual([
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
    ]);
    const january = month(page, 'January');
    const february = month(page, 'February');
    expect(await isOpen(january)).toBe(false);
    expect(await contentShown(january)).toBe(false);

    await january.locator('summary').click();
    await february.locator('summary').click();
    expect(await isOpen(january)).toBe(true);
    expect(await isOpen(february)).toBe(true);
    expect(await contentShown(january)).toBe(true);
    const panel = january.locator(':scope > div');
    expect(await panel.textContent()).toContain('Primary goal');
    expect(await panel.getByRole('heading', { level: 5, name: 'Campaigns' }).count()).toBe(1);
    expect(await panel.getByRole('heading', { level: 5 }).count()).toBeGreaterThanOrEqual(2);
    expect(await panel.locator('li.rounded-lg').count()).toBe(3);
    expect(await month(page, 'March').evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);

    await january.locator('summary').click();
    expect(await isOpen(january)).toBe(false);
    expect(await contentShown(january)).toBe(false);
    expect(await isOpen(february)).toBe(true);
    expect(await contentShown(february)).toBe(true);

    if (scriptsOn(mode)) {
      // The island arriving later changes nothing the visitor opened.
      await hydrated(page, 'marketing-calendar');
      expect(await isOpen(january)).toBe(false);
      expect(await isOpen(february)).toBe(true);
      expect(await danglingAriaReferences(page)).toEqual([]);
      expectNoScriptErrors(page);
    }
  });

  it('records the download and saves the files', async () => {
    const page = await newPage('/#marketing-calendar', mode.context, mode.visit);
    const email = uniqueEmail(`calendar-${mode.visit.delayIslandsMs ? 'early' : scriptsOn(mode) ? 'js' : 'nojs'}`);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));

    if (!scriptsOn(mode)) {
      // The dialog button needs the island: only the plain form's button shows.
      expect(await page.getByRole('button', { name: 'Download Calendar' }).count()).toBe(1);
      const form = page.locator('#calendar-download');
      expect(await form.getByRole('heading', { name: 'Download the Marketing Calendar' }).isVisible()).toBe(true);
      // An address the browser lets through but the server refuses: the page comes back with the message and the address.
      await form.getByRole('textbox', { name: 'Email Address' }).fill('owner@localhost');
      await form.getByRole('radio', { name: /CSV spreadsheet/ }).check();
      await form.getByRole('button', { name: 'Download Calendar' }).click();
      await page.waitForURL(`${baseUrl()}/api/resource-downloads#marketing-calendar`);
      const again = page.locator('#calendar-download');
      expect(await again.locator('[data-form-notice="invalid"]').textContent()).toContain(
        'enter a valid email address',
      );
      const field = again.getByRole('textbox', { name: 'Email Address' });
      expect(await field.inputValue()).toBe('owner@localhost');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()).toBe(
        'Enter a valid email address',
      );
      expect(await again.getByRole('radio', { name: /CSV spreadsheet/ }).isChecked()).toBe(true);
      expect(queryD1(`SELECT id FROM resource_downloads WHERE email = 'owner@localhost'`)).toEqual([]);

      await field.fill(email);
      const csv = page.waitForEvent('download');
      await again.getByRole('button', { name: 'Download Calendar' }).click();
      const saved = await csv;
      expect(saved.suggestedFilename()).toBe('pawsperity-marketing-calendar.csv');
      expectCsv(await readDownload(saved));
      expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
        { resource_name: 'Marketing Calendar' },
      ]);

      // The other file: the form is still there, with the calendar file chosen this time.
      await again.getByRole('radio', { name: /Calendar file \(\.ics\)/ }).check();
      const ics = page.waitForEvent('download');
      await again.getByRole('button', { name: 'Download Calendar' }).click();
      const calendar = await ics;
      expect(calendar.suggestedFilename()).toBe('pawsperity-marketing-calendar.ics');
      expectIcs(await readDownload(calendar));
      expect(queryD1(`SELECT COUNT(*) AS n FROM resource_downloads WHERE email = '${email}'`)).toEqual([{ n: 2 }]);
      return;
    }

    // Pressed at once: the dialog opens with no script (an invoker command), in every mode.
    await page.getByRole('button', { name: 'Download Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the Marketing Calendar' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('#calendar-download').count()).toBe(0);
    await dialog.getByLabel('Email Address').fill(email);
    if (mode.visit.delayIslandsMs) {
      // Before its island has hydrated the dialog's form goes to the Worker, which records it and answers with the calendar file.
      expect(await isHydrated(page, 'marketing-calendar')).toBe(false);
      const plain = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download', exact: true }).click();
      const saved = await plain;
      expect(saved.suggestedFilename()).toBe('pawsperity-marketing-calendar.ics');
      expectIcs(await readDownload(saved));
      expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
        { resource_name: 'Marketing Calendar' },
      ]);
      expectNoScriptErrors(page);
      return;
    }
    const first = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await first;
    await expect.poll(() => downloads.length).toBe(2);
    const toastText = await page.locator('#toast-root').textContent();
    expect(toastText).toContain('Download Started');
    expect(toastText).toContain('Your Marketing Calendar is being prepared');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const byName = new Map(downloads.map((download) => [download.suggestedFilename(), download]));
    expect([...byName.keys()].sort()).toEqual([
      'pawsperity-marketing-calendar.csv',
      'pawsperity-marketing-calendar.ics',
    ]);
    expectIcs(await readDownload(byName.get('pawsperity-marketing-calendar.ics') as Download));
    expectCsv(await readDownload(byName.get('pawsperity-marketing-calendar.csv') as Download));
    expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
      { resource_name: 'Marketing Calendar' },
    ]);
    expectNoScriptErrors(page);
  });
});

describe('marketing calendar download, what the server refuses (with JavaScript)', () => {
  it('shows the message beside the field, keeps the address and stays open', async () => {
    const page = await newPage('/#marketing-calendar');
    await page.getByRole('button', { name: 'Download Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the Marketing Calendar' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    const field = dialog.getByLabel('Email Address');
    await field.fill('owner@localhost');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await expect
      .poll(() => page.locator('#toast-root [data-variant="destructive"]').textContent())
      .toContain('Download Failed');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Enter a valid email address',
    );
    expect(await field.inputValue()).toBe('owner@localhost');
    expect(await dialog.isVisible()).toBe(true);
    expect(downloaded).toBe(false);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect(await axeViolations(page, ['#marketing-calendar'])).toEqual([]);
    expectNoScriptErrors(page);
  });
});

describe('marketing calendar without JavaScript, accessibility', () => {
  it('has no axe violations in the plain form, first and after an invalid post', async () => {
    const first = await noScriptMarkup(newPage, await fetch(`${baseUrl()}/`));
    await first.locator('#marketing-calendar details[data-month="March"] summary').click();
    expect(await first.locator('#calendar-download').isVisible()).toBe(true);
    expect({
      violations: await axeViolations(first, ['#marketing-calendar']),
      dangling: await danglingAriaReferences(first),
    }).toEqual({
      violations: [],
      dangling: [],
    });

    const refused = await fetch(`${baseUrl()}/api/resource-downloads`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
      body: new URLSearchParams({
        resourceName: 'Marketing Calendar',
        email: 'owner@localhost',
        format: 'csv',
      }).toString(),
    });
    expect(refused.status).toBe(400);
    const again = await noScriptMarkup(newPage, refused);
    expect(await again.locator('#calendar-download [data-form-notice="invalid"]').isVisible()).toBe(true);
    expect({
      violations: await axeViolations(again, ['#marketing-calendar']),
      dangling: await danglingAriaReferences(again),
    }).toEqual({
      violations: [],
      dangling: [],
    });
  });
});
