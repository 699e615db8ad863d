/**
 * A press that lands before its island has hydrated is not lost, whatever the
 * island's hydration strategy: with the island code held back 3 s, the
 * visitor presses at once and sees the result once the code has arrived.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();
const slowIslands = { delayIslandsMs: 3000 };

const isHydrated = (page: Page, island: string) =>
  page.evaluate((name) => document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-hydrated') === 'true', island);

describe('a press before hydration is completed afterwards', () => {
  it('Learn More on a service card (hydrates on interaction) opens its dialog', async () => {
    const page = await newPage('/#services', {}, slowIslands);
    const learnMore = page.getByRole('button', { name: 'Learn More about Compliance & Licensing' });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await isHydrated(page, 'service-details')).toBe(false);
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Compliance & Licensing' });
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('a home FAQ question (hydrates on interaction) opens its answer', async () => {
    const page = await newPage('/#faq', {}, slowIslands);
    const question = page.locator('#faq').getByRole('button', { name: 'How long does a typical project take?' });
    expect(await isHydrated(page, 'faq-accordion')).toBe(false);
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: 20_000 }).toBe('true');
    expect(await page.locator(`#${await question.getAttribute('aria-controls')}`).isVisible()).toBe(true);
  });

  it('Next in the module reader (hydrates on load) moves to the second section', async () => {
    const page = await newPage('/training/module/canine-first-aid-foundations', {}, slowIslands);
    expect(await isHydrated(page, 'training-module-reader')).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('article h2').innerText(), { timeout: 20_000 }).toBe('Checking a dog over');
    expect(page.errors).toEqual([]);
  });
});

describe('when an island cannot load', () => {
  it('a press is handed back to the browser: the contact form is sent as a plain post and stored', async () => {
    const page = await newPage('/#contact', {}, {});
    // Every island chunk fails (a flaky connection, or a chunk from a build long gone); the loader itself arrived.
    await page.route(/\/assets\/(?!loader-)[^/]+\.js$/, (route) => route.abort());
    const email = `fallback-${Date.now()}@example.co.uk`;
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Nia');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Hughes');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent while the scripts could not load.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/\?contact=sent#contact$/, { timeout: 20_000 });
    expect(await page.locator('[data-contact-outcome="sent"]').textContent()).toContain('Message Sent Successfully!');
    expect(queryD1(`SELECT first_name FROM contact_submissions WHERE email = '${email}'`)).toEqual([{ first_name: 'Nia' }]);
  });

  it('a press is not held for ever when the island code hangs: after a few seconds the browser sends the form', async () => {
    const page = await newPage('/#contact', {}, {});
    // The island chunks never answer (a stalled mobile connection); the loader itself arrived.
    await page.route(/\/assets\/(?!loader-)[^/]+\.js$/, () => undefined);
    const email = `stalled-${Date.now()}@example.co.uk`;
    const form = page.locator('#contact form');
    await form.getByRole('textbox', { name: 'First Name', exact: true }).fill('Owen');
    await form.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Pryce');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent while the scripts were stuck.');
    const pressed = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/\?contact=sent#contact$/, { timeout: 30_000 });
    expect(Date.now() - pressed).toBeLessThan(20_000);
    expect(queryD1(`SELECT first_name FROM contact_submissions WHERE email = '${email}'`)).toEqual([{ first_name: 'Owen' }]);
  });
});
