/**
 * The consultation booking wizard tried three ways: JavaScript off (each step
 * posts to the Worker, which answers with the next step or the same one with
 * messages), island code held back 3 s while the visitor ticks services and
 * presses Continue at once, and normal. In every mode the visitor ends on the
 * confirmation and D1 holds exactly one pending booking with the services,
 * the server's estimate, the date and the slot.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  danglingAriaReferences,
  dayWithEverySlotFree,
  formsAnsweredByServer,
  islandsHydrated,
  queryD1,
  useBrowser,
  visitModes,
} from './browser';
import { londonDateIn, londonToday, shiftDays } from '../support/london-dates';

const { newPage } = useBrowser();

type Mode = (typeof visitModes)[number];
const scriptsOn = (mode: Mode) => !('javaScriptEnabled' in mode.context);
const delayed = (mode: Mode) => 'delayIslandsMs' in mode.visit;

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

/** Passes the browser's own email check (no dot needed) but not the server's schema. */
const addressWithoutDomain = 'gareth@example';

const WIZARD = '[data-island="booking-wizard"]';

const hydratedNow = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-island="booking-wizard"]')?.getAttribute('data-hydrated') === 'true',
  );

const waitForHydration = (page: Page) => islandsHydrated(page, 'booking-wizard');

/** Scrolls the wizard into view (which starts its hydration when scripts run). */
async function reachWizard(page: Page) {
  await page.locator('[data-island="booking-wizard"] > *').first().scrollIntoViewIfNeeded();
  return page.locator('[data-island="booking-wizard"]');
}

const stepHeading = (page: Page, name: string) =>
  page.locator('[data-island="booking-wizard"]').getByRole('heading', { name, exact: true });
/**
 * Each sending of step 1 from now on: the island's JSON to the Worker (a booking started, counted) or the plain post
 * of the step. Either way the Worker hears of each press of Continue on step 1 exactly once.
 */
function stepOneSendings(page: Page): ('island' | 'plain')[] {
  const seen: ('island' | 'plain')[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (path === '/api/consultation-bookings/steps') seen.push('island');
    else if (path === '/api/consultation-bookings' && new URLSearchParams(request.postData() ?? '').get('step') === '1')
      seen.push('plain');
  });
  return seen;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe.each(visitModes)('booking wizard $name', (mode) => {
  it('books a consultation: three services, one refused email, Back keeps everything, a date and a slot, the confirmation and one pending row', async () => {
    const page = await newPage('/', mode.context, mode.visit);
    const wizard = await reachWizard(page);
    const email = uniqueEmail('wizard-modes');
    // Before the island has hydrated every press of a step's button goes to the Worker, as without scripts; each answer is a new page, pressed at once again.
    const byServer = formsAnsweredByServer(mode);
    const preferredDate = await dayWithEverySlotFree();
    const sendings = stepOneSendings(page);

    if (scriptsOn(mode) && !delayed(mode)) {
      // With the island running, Continue waits for a choice and the estimate runs as boxes are ticked.
      await waitForHydration(page);
      expect(await wizard.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    }

    // Step 1: three services, then Continue at once (before hydration in the delayed mode).
    await wizard.getByLabel(/Business Plan\b/).check();
    await wizard.getByLabel(/Licence Inspection Preparation/).check();
    await wizard.getByLabel(/Starter Website/).check();
    if (scriptsOn(mode) && !delayed(mode)) expect(await wizard.locator('[data-estimate]').textContent()).toBe('£3,785');
    if (delayed(mode)) expect(await hydratedNow(page)).toBe(false);
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 2 with the estimate of the three services (1995 + 995 + 795).
    await stepHeading(page, 'Your Details').waitFor({ timeout: 15_000 });
    expect(await wizard.locator('[aria-current="step"]').textContent()).toContain('Details');
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£3,785');
    expect(await wizard.textContent()).toContain('Business Plan, Licence Inspection Preparation, Starter Website');
    if (!byServer) await expect.poll(() => focusedText(page)).toBe('Your Details');

    // Details with an email the server refuses: the message beside the field, every value kept.
    await wizard.getByLabel('First Name').fill('Gareth');
    await wizard.getByLabel('Last Name').fill('Morgan');
    await wizard.getByLabel('Email Address').fill(addressWithoutDomain);
    await wizard.getByLabel('Phone Number').fill('029 2018 0123');
    await wizard.getByLabel('Business Type').selectOption('boarding');
    await wizard.getByLabel('Project Details').fill('Adding daycare to our boarding kennels near Swansea.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    const emailError = page.locator('#booking-email-error');
    await expect.poll(() => emailError.textContent(), { timeout: 10_000 }).toBe('Enter a valid email address');
    const emailField = wizard.getByLabel('Email Address');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.getAttribute('aria-describedby')).toBe('booking-email-error');
    expect(await emailField.inputValue()).toBe(addressWithoutDomain);
    expect(await wizard.getByLabel('First Name').inputValue()).toBe('Gareth');
    expect(await wizard.getByLabel('Business Type').inputValue()).toBe('boarding');
    expect(await wizard.getByLabel('Project Details').inputValue()).toBe(
      'Adding daycare to our boarding kennels near Swansea.',
    );
    expect(await stepHeading(page, 'Your Details').isVisible()).toBe(true);
    expect(await axeViolations(page, [WIZARD])).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);

    // Back to step 1 keeps the services; forward again keeps the details.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Choose Your Services').waitFor();
    for (const service of [/Business Plan\b/, /Licence Inspection Preparation/, /Starter Website/])
      expect(await wizard.getByLabel(service).isChecked()).toBe(true);
    expect(await wizard.getByLabel(/Facility Layout/).isChecked()).toBe(false);
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£3,785');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await stepHeading(page, 'Your Details').waitFor();
    expect(await wizard.getByLabel('Last Name').inputValue()).toBe('Morgan');
    // Step 1 was sent twice, each time once: by the island in place, else as a plain post.
    await expect.poll(() => sendings.length).toBe(2);
    if (!scriptsOn(mode)) expect(sendings).toEqual(['plain', 'plain']);
    if (scriptsOn(mode) && !delayed(mode)) expect(sendings).toEqual(['island', 'island']);
    await wizard.getByLabel('Email Address').fill(email);
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();

    // Step 3: a date and a slot; Back and forward keep them.
    await stepHeading(page, 'Choose a Date and Time').waitFor();
    // From the day 24 hours' notice reaches to 60 days ahead (the defaults).
    expect(await wizard.getByLabel('Preferred Date').getAttribute('min')).toBe(londonDateIn(24));
    expect(await wizard.getByLabel('Preferred Date').getAttribute('max')).toBe(shiftDays(londonToday(), 60));
    await wizard.getByLabel('Preferred Date').fill(preferredDate);
    await wizard.getByRole('radio', { name: '10:00' }).check();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Your Details').waitFor();
    expect(await wizard.getByLabel('Email Address').inputValue()).toBe(email);
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();
    await stepHeading(page, 'Choose a Date and Time').waitFor();
    expect(await wizard.getByLabel('Preferred Date').inputValue()).toBe(preferredDate);
    expect(await wizard.getByRole('radio', { name: '10:00' }).isChecked()).toBe(true);
    expect(queryD1(`SELECT id FROM consultation_bookings WHERE email = '${email}'`)).toEqual([]);

    // Book: the confirmation thanks the visitor by name.
    await wizard.getByRole('button', { name: 'Book Consultation' }).click();
    await stepHeading(page, 'Consultation Booked').waitFor({ timeout: 10_000 });
    expect(await wizard.textContent()).toContain(
      `Thank you, Gareth. We have your request and will contact you at ${email} within 24 hours`,
    );
    if (!byServer) {
      await expect.poll(() => page.locator('#toast-root').textContent()).toContain('Consultation Booked Successfully!');
      await expect.poll(() => focusedText(page)).toBe('Consultation Booked');
    }
    expect(
      queryD1(
        `SELECT status, services, estimated_cost, preferred_date, preferred_time, first_name, business_type FROM consultation_bookings WHERE email = '${email}'`,
      ),
    ).toEqual([
      {
        status: 'pending',
        services: JSON.stringify(['business-planning', 'compliance', 'website-design']),
        estimated_cost: '£3,785',
        preferred_date: preferredDate,
        preferred_time: '10:00',
        first_name: 'Gareth',
        business_type: 'boarding',
      },
    ]);
    expect(await axeViolations(page, [WIZARD])).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);

    // Book Another Consultation: step 1 with nothing chosen.
    const another = wizard.getByRole(byServer ? 'link' : 'button', { name: 'Book Another Consultation' });
    await another.click();
    await stepHeading(page, 'Choose Your Services').waitFor();
    expect(await wizard.getByRole('checkbox', { checked: true }).count()).toBe(0);
    if (!byServer) expect(await wizard.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    expect(page.errors).toEqual([]);
    // Eleven page loads without scripts, each on a busy machine: more than the default minute.
  }, 120_000);

  it('does not move on from step 1 without a service', async () => {
    const page = await newPage('/', mode.context, mode.visit);
    const wizard = await reachWizard(page);
    const continueButton = wizard.getByRole('button', { name: 'Continue', exact: true });
    if (delayed(mode)) expect(await hydratedNow(page)).toBe(false);
    if (scriptsOn(mode) && !delayed(mode)) await waitForHydration(page);

    if (scriptsOn(mode) && !delayed(mode)) {
      expect(await continueButton.isDisabled()).toBe(true);
    } else {
      // Without scripts (or before they arrive) Continue is a plain submit button.
      expect(await continueButton.isEnabled()).toBe(true);
      await continueButton.click();
      // The Worker answers with step 1 again. Before that page has arrived, the island of the page left behind could still
      // hydrate, and what follows would run on it.
      if (scriptsOn(mode))
        await page.waitForURL(/\/api\/consultation-bookings#book-consultation$/, { waitUntil: 'commit' });
    }
    if (scriptsOn(mode)) {
      // Once the island of the page now shown has hydrated, Continue waits for a choice.
      await waitForHydration(page);
      await expect.poll(() => continueButton.isDisabled()).toBe(true);
      await wizard.getByLabel(/Facility Layout/).check();
      expect(await continueButton.isEnabled()).toBe(true);
      expect(await wizard.locator('[data-estimate]').textContent()).toBe('£1,295');
    } else {
      // The server answers with step 1 again and the message beside the services.
      await expect
        .poll(() => page.locator('#booking-services-error').textContent())
        .toBe('Choose at least one service');
      expect(await page.locator('[data-form-notice="invalid"]').isVisible()).toBe(true);
      expect(await axeViolations(page, [WIZARD])).toEqual([]);
      expect(await danglingAriaReferences(page)).toEqual([]);
    }
    expect(await stepHeading(page, 'Choose Your Services').isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('booking wizard after a plain post, with JavaScript', () => {
  it('hydrates the step the server rendered with its entries, and carries on in place', async () => {
    // Island code held back, so the form posts to the Worker as it would without scripts.
    const page = await newPage('/', {}, { delayIslandsMs: 3000 });
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('[data-island="booking-wizard"] form');
      if (!form) throw new Error('no wizard form');
      for (const id of ['business-planning', 'bespoke-consultation'])
        form.querySelector<HTMLInputElement>(`input[value="${id}"]`)?.click();
      HTMLFormElement.prototype.submit.call(form);
    });
    await page.waitForURL(/\/api\/consultation-bookings#book-consultation$/);
    const wizard = page.locator('[data-island="booking-wizard"]');
    // Typed on the server's step 2 before its island has arrived: kept through hydration and the steps after it.
    await wizard.getByLabel('First Name').fill('Siân');
    expect(await hydratedNow(page)).toBe(false);
    await waitForHydration(page);
    expect(await stepHeading(page, 'Your Details').isVisible()).toBe(true);
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('From £3,495');

    // Back now runs in the island: step 1 with the two services ticked and the estimate, no page load.
    const url = page.url();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => focusedText(page)).toBe('Choose Your Services');
    expect(page.url()).toBe(url);
    expect(await wizard.getByLabel(/Business Plan\b/).isChecked()).toBe(true);
    expect(await wizard.getByLabel(/Bespoke Consultation/).isChecked()).toBe(true);
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('From £3,495');
    await wizard.getByLabel(/Bespoke Consultation/).uncheck();
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£1,995');
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => focusedText(page)).toBe('Your Details');
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('£1,995');
    expect(await wizard.getByLabel('First Name').inputValue()).toBe('Siân');
    expect(page.errors).toEqual([]);
  });
});

describe('booking wizard, services ticked before its island has hydrated', () => {
  it('shows the estimate and enables Continue for the boxes already ticked once the island arrives', async () => {
    const page = await newPage('/', {}, { delayIslandsMs: 3000 });
    const wizard = await reachWizard(page);
    await wizard.getByLabel(/Business Plan\b/).check();
    await wizard.getByLabel(/Bespoke Consultation/).check();
    expect(await hydratedNow(page)).toBe(false);
    await waitForHydration(page);
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('From £3,495');
    expect(await wizard.getByRole('button', { name: 'Continue', exact: true }).isEnabled()).toBe(true);
    // And the island keeps following the boxes from there.
    await wizard.getByLabel(/Business Plan\b/).uncheck();
    expect(await wizard.locator('[data-estimate]').textContent()).toBe('From £1,500');
    await wizard.getByLabel(/Bespoke Consultation/).uncheck();
    expect(await wizard.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    expect(page.errors).toEqual([]);
  });
});
