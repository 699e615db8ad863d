/**
 * A name is never a lure, in the browser: the contact form and the booking
 * wizard's details step, with JavaScript and without, refuse a first name
 * carrying a web address with the message beside the field, keep the visitor's
 * other answers, store nothing, and take at most 50 characters in each name box.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandsHydrated, queryD1, useBrowser, type VisitMode } from './browser';

const { newPage } = useBrowser();

const LURE = 'Reset at https://evil.example/reset now';
const MESSAGE = 'First name cannot contain a web or an email address';

const modes: VisitMode[] = [
  { name: 'without JavaScript', context: { javaScriptEnabled: false }, visit: {} },
  { name: 'with JavaScript', context: {}, visit: {} },
];

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

/** With scripts on, waits for the island to run, so the check is the shared schema's in the browser. */
async function hydrated(page: Page, island: string, mode: VisitMode) {
  if (mode.context.javaScriptEnabled === false) return;
  // Scrolled into view, as a visitor would: that starts the island's hydration.
  await page.locator(`[data-island="${island}"] > *`).first().scrollIntoViewIfNeeded();
  await islandsHydrated(page, island);
}

describe.each(modes)('names $name', (mode) => {
  it('the contact form refuses a web address in the first name beside the field and keeps the rest', async () => {
    const page = await newPage('/#contact', mode.context, mode.visit);
    const email = uniqueEmail('name-lure');
    const form = page.locator('#contact form');
    const firstName = form.getByRole('textbox', { name: 'First Name', exact: true });
    expect(await firstName.getAttribute('maxlength')).toBe('50');
    expect(await form.getByRole('textbox', { name: 'Last Name', exact: true }).getAttribute('maxlength')).toBe('50');
    await firstName.fill(LURE);
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill("O'Brien");
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Two dogs, one licence question.');
    // The form's island wakes on the first interaction: the press then goes through the shared schema in the browser.
    await hydrated(page, 'contact-form', mode);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => page.locator('#contact-firstName-error').textContent(), { timeout: 20_000 }).toBe(MESSAGE);
    const refreshed = page.locator('#contact form');
    expect(await refreshed.getByRole('textbox', { name: 'First Name', exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await refreshed.getByRole('textbox', { name: 'Last Name', exact: true }).inputValue()).toBe("O'Brien");
    expect(await refreshed.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(
      'Two dogs, one licence question.',
    );
    expect(queryD1(`SELECT id FROM contact_submissions WHERE email = '${email}'`)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("the booking wizard's details step refuses it beside the field and stays on the step", async () => {
    const page = await newPage('/', mode.context, mode.visit);
    await hydrated(page, 'booking-wizard', mode);
    const wizard = page.locator('[data-island="booking-wizard"]');
    await wizard.getByLabel(/Business Plan\b/).check();
    await wizard.getByRole('button', { name: 'Continue', exact: true }).click();
    await wizard.getByRole('heading', { name: 'Your Details', exact: true }).waitFor({ timeout: 15_000 });
    expect(await wizard.getByLabel('First Name').getAttribute('maxlength')).toBe('50');
    expect(await wizard.getByLabel('Last Name').getAttribute('maxlength')).toBe('50');
    await wizard.getByLabel('First Name').fill(LURE);
    await wizard.getByLabel('Last Name').fill('Nguyễn');
    await wizard.getByLabel('Email Address').fill(uniqueEmail('wizard-lure'));
    await wizard.getByLabel('Project Details').fill('A daycare in Leeds.');
    await wizard.getByRole('button', { name: 'Continue to Schedule' }).click();

    await expect.poll(() => page.locator('#booking-firstName-error').textContent(), { timeout: 15_000 }).toBe(MESSAGE);
    expect(await wizard.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(await wizard.getByLabel('Last Name').inputValue()).toBe('Nguyễn');
    expect(await wizard.getByRole('heading', { name: 'Your Details', exact: true }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });
});
