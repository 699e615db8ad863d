/**
 * Issue 12 for the marketing calendar and the blog: each works the moment it
 * is seen. Every scenario runs three ways: JavaScript off, island scripts held
 * back 3 s while the visitor acts at once, and normal. What the visitor sees
 * is asserted in each, and for the download the row in D1.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import {
  axeViolations,
  baseUrl,
  danglingAriaReferences,
  formsAnsweredByServer,
  islandsHydrated,
  queryD1,
  useBrowser,
  visitModes,
  type VisitorPage,
} from './browser';

const { newPage } = useBrowser();

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

const scriptsOn = (mode: (typeof visitModes)[number]) => mode.context.javaScriptEnabled !== false;

const hydrated = islandsHydrated;

const isHydrated = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"]`)
    .getAttribute('data-hydrated')
    .then((value) => value === 'true');

/** Marks the document, so a test can tell an in-place change from a new page load (the mark is gone after a navigation). */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'kept'));
const documentKept = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-test-mark') === 'kept');

function expectNoScriptErrors(page: VisitorPage) {
  expect(page.errors).toEqual([]);
}

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

/**
 * The page as a browser without JavaScript shows it, in a page where axe can run
 * (axe needs timers, which do not fire with scripting off): the server's HTML
 * with <noscript> content shown as ordinary markup and the island scripts left out.
 */
async function noScriptMarkup(response: Response): Promise<VisitorPage> {
  const html = (await response.text())
    .replace(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>/g, '<div data-noscript="">')
    .replace(/<\/noscript>/g, '</div>');
  const page = await newPage('/robots.txt');
  await page.route(`${baseUrl()}/no-script-view`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${baseUrl()}/no-script-view`);
  return page;
}

describe('marketing calendar without JavaScript, accessibility', () => {
  it('has no axe violations in the plain form, first and after an invalid post', async () => {
    const first = await noScriptMarkup(await fetch(`${baseUrl()}/`));
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
    const again = await noScriptMarkup(refused);
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

describe.each(visitModes)('blog $name', (mode) => {
  const shown = (page: Page) =>
    page
      .locator('#blog article[data-post]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));
  const filters = (page: Page) => page.locator('#blog').getByRole('group', { name: 'Filter articles by category' });
  const pressed = (page: Page) => filters(page).locator('button[aria-pressed="true"]').allTextContents();
  const inCategory = (category: string) =>
    blogPosts.filter((post) => post.category === category).map((post) => post.id);

  it('filters by a category: only its articles, the button pressed, the count announced', async () => {
    const page = await newPage('/#blog', mode.context, mode.visit);
    // Without script, or before the island has hydrated, the form goes to the server, which answers with the filtered list.
    const byServer = formsAnsweredByServer(mode);
    if (!byServer) await markDocument(page);
    await filters(page).getByRole('button', { name: 'Facility Design' }).click();
    if (byServer) await page.waitForURL(`${baseUrl()}/?category=facility-design#blog`);

    const design = inCategory('Facility Design');
    expect(design.length).toBeGreaterThan(0);
    await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(design);
    expect(await pressed(page)).toEqual(['Facility Design']);
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(
      `Showing ${design.length} articles in Facility Design.`,
    );
    expect(await page.locator('#blog .badge', { hasText: 'Featured' }).count()).toBe(0);
    expect(await page.locator('#blog').getByText('Load More Articles').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('facility-design');

    if (!byServer) {
      // Filtered in place, not by loading a new page.
      expect(await documentKept(page)).toBe(true);
      expect(await isHydrated(page, 'blog-browser')).toBe(true);
    }

    // Back to every article: the first page of six and Load More again.
    await filters(page).getByRole('button', { name: 'All' }).click();
    if (byServer) await page.waitForURL(`${baseUrl()}/?category=all#blog`);
    await expect.poll(() => shown(page)).toHaveLength(6);
    expect(await pressed(page)).toEqual(['All']);
    expect(await page.locator('#blog').getByText('Load More Articles').count()).toBe(1);
    if (!byServer) {
      expect(new URL(page.url()).searchParams.has('category')).toBe(false);
      expect(await documentKept(page)).toBe(true);
      expectNoScriptErrors(page);
    }
  });

  it('starts from the filter in the address, and the island keeps it', async () => {
    const page = await newPage('/?category=compliance#blog', mode.context, mode.visit);
    const compliance = inCategory('Compliance');
    expect(await shown(page)).toEqual(compliance);
    expect(await pressed(page)).toEqual(['Compliance']);
    if (scriptsOn(mode)) {
      await page.locator('#blog').scrollIntoViewIfNeeded();
      await hydrated(page, 'blog-browser');
      expect(await shown(page)).toEqual(compliance);
      expect(await pressed(page)).toEqual(['Compliance']);
      await markDocument(page);
      await filters(page).getByRole('button', { name: 'Operations' }).click();
      await expect.poll(() => shown(page)).toEqual(inCategory('Operations'));
      expect(await documentKept(page)).toBe(true);
      expect(new URL(page.url()).search).toBe('?category=operations');
      expectNoScriptErrors(page);
    }
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('Read More reaches the article: its page before the island runs, the dialog once it has', async () => {
    const page = await newPage('/#blog', mode.context, mode.visit);
    const post = blogPosts.find((entry) => entry.category === 'Operations');
    if (!post) throw new Error('no Operations article');
    const readMore = page.locator(`#blog article[data-post="${post.id}"]`).getByRole('link', { name: /^Read More/ });
    expect(await readMore.getAttribute('href')).toBe(`/blog/${post.id}`);

    if (mode.visit.delayIslandsMs || !scriptsOn(mode)) {
      // Pressed at once (or with no script at all): the link leads to the article's own page.
      await readMore.click();
      await page.waitForURL(`${baseUrl()}/blog/${post.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
      expect(await page.locator('.prose').textContent()).not.toContain('**');
      return;
    }

    await page.locator('#blog').scrollIntoViewIfNeeded();
    await hydrated(page, 'blog-browser');
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: post.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/#blog`);
    await expect.poll(() => dialog.locator('.prose h3').count()).toBeGreaterThan(0);
    expect(await dialog.textContent()).toContain(post.excerpt);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expectNoScriptErrors(page);
  });
});

describe('blog filtered by the server, accessibility', () => {
  it('has no axe violations in a list filtered by the address, before and after the island runs', async () => {
    const plain = await noScriptMarkup(await fetch(`${baseUrl()}/?category=operations`));
    expect({
      violations: await axeViolations(plain, ['#blog']),
      dangling: await danglingAriaReferences(plain),
    }).toEqual({ violations: [], dangling: [] });
    const page = await newPage('/?category=operations#blog');
    await page.locator('#blog').scrollIntoViewIfNeeded();
    await hydrated(page, 'blog-browser');
    expect({ violations: await axeViolations(page, ['#blog']), dangling: await danglingAriaReferences(page) }).toEqual({
      violations: [],
      dangling: [],
    });
  });
});
