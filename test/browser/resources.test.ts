import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  danglingAriaReferences,
  dayWithEverySlotFree,
  islandsHydrated,
  queryD1,
  useBrowser,
} from './browser';
import { londonDateIn } from '../support/london-dates';

const { newPage } = useBrowser();

/** Scrolls an island into view (it hydrates when visible) and waits for it. */
async function hydrated(page: Page, name: string) {
  await page.locator(`[data-island="${name}"] > *`).first().scrollIntoViewIfNeeded();
  await islandsHydrated(page, name);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

async function fillDetails(page: Page, email: string) {
  const wizard = page.locator('[data-island="booking-wizard"]');
  await wizard.getByLabel('First Name').fill('Gareth');
  await wizard.getByLabel('Last Name').fill('Morgan');
  await wizard.getByLabel('Email Address').fill(email);
  await wizard.getByLabel('Phone Number').fill('029 2018 0123');
  await wizard.getByLabel('Business Type').selectOption('boarding');
  await wizard.getByLabel('Project Details').fill('Adding daycare to our boarding kennels near Swansea.');
}

describe('booking wizard', () => {
  it('goes through every step, keeps entries on Back, stores a pending booking and starts again cleared', async () => {
    const page = await newPage('/');
    await hydrated(page, 'booking-wizard');
    const wizard = page.locator('[data-island="booking-wizard"]');
    const continueButton = wizard.getByRole('button', { name: 'Continue', exact: true });

    // Step 1: Continue waits for a choice; the estimate is the sum, "From" with bespoke work.
    expect(await wizard.locator('[aria-current="step"]').textContent()).toContain('Services');
    expect(await continueButton.isDisabled()).toBe(true);
    await wizard.getByLabel(/Business Plan\b/).check();
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£1,995');
    await wizard.getByLabel(/Bespoke Consultation/).check();
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('From £3,495');
    expect(await wizard.textContent()).toContain('Final pricing is set during your consultation');
    await wizard.getByLabel(/Bespoke Consultation/).uncheck();
    await wizard.getByLabel(/Licence Inspection Preparation/).check();
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£2,990');
    await continueButton.click();

    // Step 2, with focus on its heading.
    await expect.poll(() => focusedText(page)).toBe('Your Details');
    expect(await wizard.locator('[aria-current="step"]').textContent()).toContain('Details');
    await fillDetails(page, uniqueEmail('wizard'));
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('Choose Your Services');
    expect(await wizard.getByLabel(/Business Plan\b/).isChecked()).toBe(true);
    expect(await wizard.getByLabel(/Licence Inspection Preparation/).isChecked()).toBe(true);
    await continueButton.click();
    expect(await wizard.getByLabel('First Name').inputValue()).toBe('Gareth');
    expect(await wizard.getByLabel('Business Type').inputValue()).toBe('boarding');

    // A required field left empty keeps the visitor on step 2.
    await wizard.getByLabel('Project Details').fill('');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    expect(await wizard.getByRole('heading', { name: 'Your Details' }).isVisible()).toBe(true);
    await wizard.getByLabel('Project Details').fill('Adding daycare to our boarding kennels near Swansea.');
    const email = uniqueEmail('wizard');
    await wizard.getByLabel('Email Address').fill(email);
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();

    // Step 3: date from today (UK), six time slots.
    await expect.poll(() => focusedText(page)).toBe('Choose a Date and Time');
    const date = wizard.getByLabel('Preferred Date');
    expect(await date.getAttribute('min')).toBe(londonDateIn(24));
    expect(
      await wizard.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(['9:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
    const preferredDate = await dayWithEverySlotFree();
    await date.fill(preferredDate);
    await wizard.getByRole('radio', { name: '10:00' }).check();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('Your Details');
    expect(await wizard.getByLabel('Last Name').inputValue()).toBe('Morgan');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    expect(await date.inputValue()).toBe(preferredDate);
    expect(await wizard.getByRole('radio', { name: '10:00' }).isChecked()).toBe(true);

    // Submit: "Booking..." while pending. The sent estimate is tampered with to prove the server computes its own.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/consultation-bookings', async (route) => {
      await held;
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      expect(body.estimatedCost).toBe('£2,990');
      await route.continue({ postData: JSON.stringify({ ...body, estimatedCost: '£1' }) });
    });
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();
    const pending = wizard.getByRole('button', { name: 'Booking...' });
    await expect.poll(() => pending.isDisabled()).toBe(true);
    release();

    await expect.poll(() => page.locator('#toast-root').textContent()).toContain('Consultation Booked Successfully!');
    expect(await page.locator('#toast-root').textContent()).toContain('within 24 hours to confirm');
    await expect.poll(() => focusedText(page)).toBe('Consultation Booked');

    const rows = queryD1<{
      status: string;
      estimated_cost: string;
      services: string;
      preferred_date: string;
      preferred_time: string;
      business_type: string;
      first_name: string;
    }>(
      `SELECT status, estimated_cost, services, preferred_date, preferred_time, business_type, first_name FROM consultation_bookings WHERE email = '${email}'`,
    );
    expect(rows).toEqual([
      {
        status: 'pending',
        estimated_cost: '£2,990',
        services: JSON.stringify(['business-planning', 'compliance']),
        preferred_date: preferredDate,
        preferred_time: '10:00',
        business_type: 'boarding',
        first_name: 'Gareth',
      },
    ]);

    // Book Another: back to step 1 with everything cleared.
    await wizard.getByRole('button', { name: 'Book Another Consultation' }).click();
    await expect.poll(() => focusedText(page)).toBe('Choose Your Services');
    expect(await wizard.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await continueButton.isDisabled()).toBe(true);
    await wizard.getByLabel(/Starter Website/).check();
    await continueButton.click();
    expect(await wizard.getByLabel('First Name').inputValue()).toBe('');
    expect(await wizard.getByLabel('Project Details').inputValue()).toBe('');
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('shows Booking Failed on a server error and stays on step 3 with everything kept', async () => {
    const page = await newPage('/');
    await hydrated(page, 'booking-wizard');
    const wizard = page.locator('[data-island="booking-wizard"]');
    await wizard.getByLabel(/Facility Layout/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    const email = uniqueEmail('failure');
    await fillDetails(page, email);
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await wizard.getByRole('radio', { name: '15:00' }).check();
    await page.route('**/api/consultation-bookings', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"down"}}' }),
    );
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();

    const toast = page.locator('#toast-root [data-variant="destructive"]');
    await expect.poll(() => toast.textContent()).toContain('Booking Failed');
    expect(await toast.textContent()).toMatch(/try again.*contact us directly/i);
    expect(await wizard.getByRole('heading', { name: 'Choose a Date and Time' }).isVisible()).toBe(true);
    expect(await wizard.getByRole('radio', { name: '15:00' }).isChecked()).toBe(true);
    expect(await wizard.getByRole('button', { name: 'Book Consultation' }).isEnabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Back' }).click();
    expect(await wizard.getByLabel('Email Address').inputValue()).toBe(email);
    expect(queryD1(`SELECT id FROM consultation_bookings WHERE email = '${email}'`)).toEqual([]);
  });
});

describe('marketing calendar', () => {
  it('opens and closes each month independently', async () => {
    const page = await newPage('/');
    await hydrated(page, 'marketing-calendar');
    // Each month is a native <details>: its summary toggles it, and its open state is what the visitor sees.
    const calendar = page.locator('#marketing-calendar');
    const january = calendar.locator('details', { has: page.locator('summary', { hasText: /^January/ }) });
    const february = calendar.locator('details', { has: page.locator('summary', { hasText: /^February/ }) });
    const open = (month: typeof january) => month.evaluate((element) => (element as HTMLDetailsElement).open);
    const panel = (month: typeof january) => month.locator(':scope > div');
    const panelShown = (month: typeof january) => panel(month).evaluate((element) => element.checkVisibility());

    expect(await open(january)).toBe(false);
    expect(await panelShown(january)).toBe(false);
    await january.locator('summary').click();
    await february.locator('summary').click();
    expect(await open(january)).toBe(true);
    expect(await open(february)).toBe(true);
    expect(await panelShown(january)).toBe(true);
    expect(await panel(january).textContent()).toContain('Primary goal');
    expect(await panel(january).textContent()).toContain('Campaigns');
    expect(await panel(january).getByRole('heading', { level: 5 }).count()).toBeGreaterThanOrEqual(2);
    await january.locator('summary').click();
    expect(await open(january)).toBe(false);
    expect(await panelShown(january)).toBe(false);
    expect(await panelShown(february)).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('asks for an email in a dialog, records the download and saves an .ics and a CSV', async () => {
    const page = await newPage('/');
    await hydrated(page, 'marketing-calendar');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/resource-downloads')) posts.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Download Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the Marketing Calendar' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);

    // Empty email: the required field stops the request.
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    expect(await dialog.isVisible()).toBe(true);
    expect(posts).toEqual([]);

    const email = uniqueEmail('calendar');
    await dialog.getByLabel('Email Address').fill(email);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    const first = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await first;
    await expect.poll(() => downloads.length).toBe(2);

    // The spec's body, plus the id that lets the server store a resent request once.
    expect(JSON.parse(posts[0] ?? '{}')).toEqual({
      resourceName: 'Marketing Calendar',
      email,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const toastText = await page.locator('#toast-root').textContent();
    expect(toastText).toContain('Download Started');
    expect(toastText).toContain('Marketing Calendar');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const ics = downloads.find((download) => download.suggestedFilename().endsWith('.ics'));
    const csv = downloads.find((download) => download.suggestedFilename().endsWith('.csv'));
    const icsText = await readFile((await ics?.path()) ?? '', 'utf8');
    expect(icsText.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(icsText.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(36);
    expect(icsText).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
    expect(icsText).toContain('SUMMARY:Christmas Puppy Starter Club\r\n');
    const csvText = await readFile((await csv?.path()) ?? '', 'utf8');
    expect(csvText.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Month,Campaign,Start,End,Description');

    expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
      { resource_name: 'Marketing Calendar' },
    ]);
  });

  it('shows Download Failed when the server refuses, and downloads nothing', async () => {
    const page = await newPage('/');
    await hydrated(page, 'marketing-calendar');
    await page.route('**/api/resource-downloads', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: 'Download Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the Marketing Calendar' });
    await dialog.getByLabel('Email Address').fill(uniqueEmail('refused'));
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const toast = page.locator('#toast-root [data-variant="destructive"]');
    await expect.poll(() => toast.textContent()).toContain('Download Failed');
    expect(await toast.textContent()).toMatch(/try again or contact support/i);
    expect(await dialog.isVisible()).toBe(true);
    expect(downloaded).toBe(false);
  });
});

describe('growth stage quiz', () => {
  it('asks six questions with progress, goes back with Previous, shows a result and retakes', async () => {
    const page = await newPage('/');
    await hydrated(page, 'growth-quiz');
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Growth Stage Quiz' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const progress = dialog.getByRole('progressbar');
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await dialog.textContent()).toContain('0% complete');
    expect(await danglingAriaReferences(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Less than 12 months' }).click();
    expect(await progress.getAttribute('aria-valuenow')).toBe('17');
    expect(await dialog.textContent()).toContain('17% complete');
    expect(await dialog.textContent()).toContain('What is your average monthly revenue?');
    await dialog.getByRole('button', { name: 'Previous Question' }).click();
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await dialog.textContent()).toContain('How long has your pet-care business been trading?');
    expect(await dialog.getByRole('button', { name: 'Previous Question' }).count()).toBe(0);

    // The third answer of every question is worth 3 points: average 3 → Early Growth.
    for (let question = 0; question < 6; question++) {
      await dialog.locator('ul button').nth(2).click();
    }
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => focusedText(page)).toBe('Early Growth Stage');
    expect(await dialog.textContent()).toContain('What this stage looks like');
    expect(await dialog.textContent()).toContain('Your next steps');
    expect(await danglingAriaReferences(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Retake Quiz' }).click();
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await dialog.textContent()).toContain('How long has your pet-care business been trading?');

    for (let question = 0; question < 6; question++) await dialog.locator('ul button').nth(4).click();
    expect(await dialog.getByRole('heading', { name: 'Mature Stage' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Book Strategic Consultation' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
  });
});

describe('ROI calculator', () => {
  it('shows results only after Calculate ROI, with the default figures and a described chart', async () => {
    const page = await newPage('/');
    await hydrated(page, 'roi-calculator');
    const roi = page.locator('[data-island="roi-calculator"]');
    expect(await roi.getByLabel('Monthly Growth Rate (%)').getAttribute('step')).toBe('0.1');
    expect(await roi.getByText('Your Projected Returns').count()).toBe(0);
    await roi.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect.poll(() => focusedText(page)).toBe('Your Projected Returns');
    const figure = (label: string) => roi.locator(`[data-figure="${label}"] dd`).first().textContent();
    expect(await figure('Monthly Revenue')).toBe('£23,100');
    expect(await figure('Monthly Profit')).toBe('£15,100');
    expect(await figure('Break-even')).toBe('4 months');
    const chart = roi.getByRole('img');
    expect(await chart.getAttribute('aria-label')).toContain('passing the £50,000 investment in month 4');
    expect(await roi.locator('table tbody tr').count()).toBe(24);

    // An empty (non-numeric) investment counts as 0: ROI is not applicable, never NaN.
    await roi.getByLabel('Initial Investment (£)').fill('');
    await roi.getByRole('button', { name: 'Calculate ROI' }).click();
    expect(await figure('ROI at 12 Months')).toBe('Not applicable');
    expect(await roi.textContent()).not.toMatch(/NaN|Infinity/);

    // The address now holds that calculation: reloading it (or sharing it) shows the same result.
    const address = new URL(page.url());
    expect(address.hash).toBe('#roi-calculator');
    expect(address.searchParams.get('initialInvestment')).toBe('');
    expect(address.searchParams.get('capacity')).toBe('40');
    await page.reload();
    expect(await figure('Monthly Revenue')).toBe('£23,100');
    expect(await figure('ROI at 12 Months')).toBe('Not applicable');
    expect(await roi.getByLabel('Initial Investment (£)').inputValue()).toBe('');
  });
});

describe('accessibility of the resource centre', () => {
  it('has no axe violations or dangling references in its open states', async () => {
    const page = await newPage('/');
    for (const island of ['marketing-calendar', 'growth-quiz', 'roi-calculator', 'booking-wizard'])
      await hydrated(page, island);
    const check = async (state: string) => {
      expect({
        state,
        violations: await axeViolations(page, ['#resources']),
        dangling: await danglingAriaReferences(page),
      }).toEqual({
        state,
        violations: [],
        dangling: [],
      });
    };
    await check('closed');

    await page.locator('#marketing-calendar summary', { hasText: /^March/ }).click();
    await page.locator('[data-island="roi-calculator"]').getByRole('button', { name: 'Calculate ROI' }).click();
    const wizard = page.locator('[data-island="booking-wizard"]');
    await wizard.getByLabel(/Marketing Strategy/).check();
    await check('month open, ROI results, service chosen');

    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await check('details step with native validation');
    await fillDetails(page, uniqueEmail('axe'));
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await check('schedule step');

    await page.getByRole('button', { name: 'Download Calendar' }).click();
    await page.getByRole('dialog', { name: 'Download the Marketing Calendar' }).waitFor();
    await check('download dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    const quiz = page.getByRole('dialog', { name: 'Business Growth Stage Quiz' });
    await quiz.waitFor();
    await quiz.locator('ul button').first().click();
    await check('quiz question');
    for (let question = 1; question < 6; question++) await quiz.locator('ul button').nth(1).click();
    await quiz.getByRole('button', { name: 'Retake Quiz' }).waitFor();
    await check('quiz result');
  });
});
