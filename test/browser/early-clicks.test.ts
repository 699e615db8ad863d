/**
 * Nothing a visitor presses before the scripts arrive is lost. With every
 * script of the site (the loader too) 3 s late, menus, the drawer, dialogs
 * and accordions answer at once (popovers, invoker commands, <details>),
 * forms go to the Worker, and a press only an island can answer is held
 * (busy) by the page's inline script and replayed once. When an island
 * cannot load at all, the visitor still has a way that works.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, danglingAriaReferences, queryD1, useBrowser, type VisitorPage } from './browser';

const { newPage } = useBrowser();
const slowIslands = { delayIslandsMs: 3000 };

const isHydrated = (page: Page, island: string) =>
  page.evaluate(
    (name) => document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-hydrated') === 'true',
    island,
  );

/** Every island's code (every /assets/*.js but the loader) fails, or never answers, from the first request of the page on. */
async function pageWithIslandCode(path: string, code: 'failing' | 'hanging'): Promise<VisitorPage> {
  const page = await newPage('/robots.txt');
  await page.route(/\/assets\/(?!loader-)[^/]+\.js$/, (route) => (code === 'failing' ? route.abort() : undefined));
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** Ids that more than one element on the page carries (the revealed form must not repeat one the page already has). */
const repeatedIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });

/** The tool whose dialog only its island can run: when that island cannot load, its trigger leads to the plain form (the no-JavaScript one). */
const quizWithPlainFallback = {
  path: '/#growth-quiz',
  island: 'growth-quiz',
  trigger: 'Start the Quiz',
  plainForm: (page: Page) => {
    const form = page.locator('#growth-quiz').getByRole('form', { name: 'Business Growth Stage Quiz' });
    return { form, firstField: form.getByRole('radio').first() };
  },
  use: async (page: Page, form: Locator) => {
    const questions = form.getByRole('group');
    expect(await questions.count()).toBe(6);
    for (const question of await questions.all()) {
      expect(await question.isVisible()).toBe(true);
      await question.getByRole('radio').first().check();
    }
    await form.getByRole('button', { name: 'See My Growth Stage' }).click();
    await page.waitForURL(/\/\?quiz=answers&q1=not-trading&.*#growth-quiz$/, { timeout: 20_000 });
    expect(await page.locator('[data-quiz-result]').innerText()).toContain('Planning Stage');
  },
};

/** True while the loader has not run: no island has even started to hydrate, only the page's inline script listens. */
const loaderNotRun = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-hydrated]') === null && Array.isArray(window.earlyEvents));

const lateScripts = { delayIslandsMs: 3000, delayLoader: true };
const AFTER_SCRIPTS = { timeout: 20_000 };

describe('before any script has arrived (every script of the site 3 s late), the visitor acting at once', () => {
  it('the Training Academy and Shop menus open and close, and a choice navigates', async () => {
    const page = await newPage('/faq', {}, lateScripts);
    const training = page.getByRole('button', { name: 'Training Academy' });
    await training.click();
    expect(await loaderNotRun(page)).toBe(true);
    const trainingMenu = page.getByRole('menu', { name: 'Training Academy' });
    expect(await trainingMenu.isVisible()).toBe(true);
    expect(await trainingMenu.getByRole('menuitem').allInnerTexts()).toEqual([
      expect.stringContaining('Employee Training'),
      expect.stringContaining('Employer Training'),
    ]);
    // The menu sits under its button, not over the page's middle.
    const [buttonBox, menuBox] = [await training.boundingBox(), await trainingMenu.boundingBox()];
    expect(
      menuBox && buttonBox && menuBox.y >= buttonBox.y + buttonBox.height && Math.abs(menuBox.x - buttonBox.x) < 2,
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await trainingMenu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Shop' }).click();
    expect(await trainingMenu.isVisible()).toBe(false);
    await page
      .getByRole('menu', { name: 'Shop' })
      .getByRole('menuitem', { name: /Pet Products/ })
      .click();
    await page.waitForURL(`${baseUrl()}/shop/products`);
    expect(page.errors).toEqual([]);
  });

  it('the mobile drawer opens as a dialog, closes with Escape, and its links navigate', async () => {
    const page = await newPage('/faq', { viewport: { width: 375, height: 740 } }, lateScripts);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await loaderNotRun(page)).toBe(true);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('heading', { name: 'Shop' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Close dialog' }).click();
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Digital Tools & Training' }).click();
    await page.waitForURL(`${baseUrl()}/shop/digital`);
  });

  it('Learn More opens the service dialog at once, Book Consultation is held until it can act, and Close and Escape close it', async () => {
    const page = await newPage('/#services', {}, lateScripts);
    const learnMore = page.getByRole('button', { name: 'Learn More about Compliance & Licensing' });
    await learnMore.click();
    expect(await loaderNotRun(page)).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Compliance & Licensing' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { name: "What's Included" }).isVisible()).toBe(true);
    // The button itself, held on to: once the dialog closes, no role query finds it.
    const book = await dialog.getByRole('button', { name: 'Book Consultation' }).elementHandle();
    if (!book) throw new Error('no Book Consultation button');
    await book.click();
    // No dead button: it shows it is working, then does what it says once its code has come.
    expect(await book.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => dialog.isVisible(), AFTER_SCRIPTS).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
    expect(await book.getAttribute('aria-busy')).toBeNull();

    await learnMore.click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => isFocused(learnMore)).toBe(true);
    await learnMore.click();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('a service dialog opened and closed before the loader arrives, by Close and by Escape', async () => {
    const page = await newPage('/#services', {}, lateScripts);
    const learnMore = page.getByRole('button', { name: 'Learn More about Website Design' });
    const dialog = page.getByRole('dialog', { name: 'Website Design' });
    await learnMore.click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await dialog.isVisible()).toBe(false);
    await learnMore.click();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await loaderNotRun(page)).toBe(true);
  });

  it('the home FAQ opens one answer at a time, and a second press closes it', async () => {
    const page = await newPage('/#faq', {}, lateScripts);
    const item = (question: string) => page.locator('#faq details').filter({ hasText: question });
    const first = item('How long does a typical project take?');
    const second = item('Do you work across the whole UK?');
    await first.locator('summary').click();
    expect(await loaderNotRun(page)).toBe(true);
    expect(await first.locator('p').isVisible()).toBe(true);
    await second.locator('summary').click();
    expect(await second.locator('p').isVisible()).toBe(true);
    expect(await first.locator('p').isVisible()).toBe(false);
    await second.locator('summary').click();
    expect(await page.locator('#faq details[open]').count()).toBe(0);
  });

  it('the FAQ page filter is answered by the Worker', async () => {
    const page = await newPage('/faq', {}, lateScripts);
    await page
      .getByRole('group', { name: 'Filter questions by category' })
      .getByRole('button', { name: 'Costs & Investment', exact: true })
      .click();
    await page.waitForURL(/\/faq\?category=costs-investment$/);
    expect(await page.getByRole('heading', { level: 2, name: 'Costs & Investment' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Getting Started' }).isVisible()).toBe(false);
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).innerText()).toContain('Costs & Investment');
  });

  it('Next in the module reader needs no script: it asks for the next section by address, and moves exactly one section', async () => {
    const page = await newPage('/training/module/canine-first-aid-foundations', {}, lateScripts);
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await page.waitForURL(/\?section=1#reader$/, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('article h2').innerText(), AFTER_SCRIPTS).toBe('Checking a dog over');
    await page.waitForTimeout(500);
    expect(await page.locator('article h2').innerText()).toBe('Checking a dog over');
    expect(page.errors).toEqual([]);
  });

  it('Mark Complete in the module reader is held, then marks the section', async () => {
    const page = await newPage('/training/module/canine-first-aid-foundations', {}, lateScripts);
    const markComplete = page.getByRole('button', { name: 'Mark Complete' });
    await markComplete.click();
    expect(await loaderNotRun(page)).toBe(true);
    await expect.poll(() => markComplete.getAttribute('aria-pressed'), AFTER_SCRIPTS).toBe('true');
    expect(await page.getByText('Completed', { exact: true }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('a press before its island has hydrated (island code 3 s late) is completed afterwards', () => {
  it('Next in the module reader (hydrates on load) moves to the second section', async () => {
    const page = await newPage('/training/module/canine-first-aid-foundations', {}, slowIslands);
    expect(await isHydrated(page, 'training-module-reader')).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('article h2').innerText(), AFTER_SCRIPTS).toBe('Checking a dog over');
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
    expect(queryD1(`SELECT first_name FROM contact_submissions WHERE email = '${email}'`)).toEqual([
      { first_name: 'Nia' },
    ]);
  });

  it('a form with a server path is never held: with the island code stalled, Send Message posts at once', async () => {
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
    expect(Date.now() - pressed).toBeLessThan(5_000);
    expect(queryD1(`SELECT first_name FROM contact_submissions WHERE email = '${email}'`)).toEqual([
      { first_name: 'Owen' },
    ]);
  });

  it('growth quiz: pressing its button shows the plain form, with focus on its first field, and the form works', async () => {
    const { path, island, trigger, plainForm, use } = quizWithPlainFallback;
    const page = await pageWithIslandCode(path, 'failing');
    const button = page.locator(`[data-island="${island}"]`).getByRole('button', { name: trigger });
    const { form, firstField } = plainForm(page);
    await expect
      .poll(() => page.locator(`[data-island="${island}"]`).getAttribute('data-hydrated'), AFTER_SCRIPTS)
      .toBe('failed');
    await button.click();
    await expect.poll(() => form.isVisible(), AFTER_SCRIPTS).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => isFocused(firstField)).toBe(true);
    // A second press finds the same form, shown once.
    await button.click();
    expect(await form.count()).toBe(1);
    expect(await repeatedIds(page)).toEqual([]);
    expect(await danglingAriaReferences(page)).toEqual([]);
    await use(page, form);
    expect(page.errors).toEqual([]);
  });

  it('growth quiz: an answer held past the limit while the code hangs closes the dialog and shows the plain form', async () => {
    const page = await pageWithIslandCode('/#growth-quiz', 'hanging');
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Growth Stage Quiz' });
    expect(await dialog.isVisible()).toBe(true);
    const pressed = Date.now();
    const answer = dialog.getByRole('listitem').first().getByRole('button');
    await answer.click();
    expect(await answer.getAttribute('aria-busy')).toBe('true');
    const { form, firstField } = quizWithPlainFallback.plainForm(page);
    await expect.poll(() => form.isVisible(), AFTER_SCRIPTS).toBe(true);
    expect(Date.now() - pressed).toBeLessThan(20_000);
    expect(await dialog.isVisible()).toBe(false);
    expect(await isFocused(firstField)).toBe(true);
    expect(await repeatedIds(page)).toEqual([]);
  });

  it('the waiting list: with its code failing, the button still opens the dialog and its form is sent as a plain post', async () => {
    const page = await pageWithIslandCode('/shop', 'failing');
    await page
      .locator('[data-island="shop-waitlist"]')
      .getByRole('button', { name: 'Notify Me When Available' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Get Notified' });
    expect(await dialog.isVisible()).toBe(true);
    const email = `shop-failing-${Date.now()}@example.co.uk`;
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await dialog.getByRole('button', { name: 'Notify Me', exact: true }).click();
    await page.waitForURL(/\/shop\?notify=sent#get-notified$/, { timeout: 20_000 });
    expect(await page.locator('[data-shop-outcome="sent"]').innerText()).toContain("You're all set!");
    expect(queryD1(`SELECT status FROM shop_notifications WHERE email = '${email}'`)).toEqual([{ status: 'active' }]);
  });

  it('the marketing calendar: with its code failing, Download Calendar opens the dialog and its form downloads and records', async () => {
    const page = await pageWithIslandCode('/#marketing-calendar', 'failing');
    await page.getByRole('button', { name: 'Download Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the Marketing Calendar' });
    expect(await dialog.isVisible()).toBe(true);
    const email = `calendar-failing-${Date.now()}@example.co.uk`;
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/^pawsperity-marketing-calendar\.(ics|csv)$/);
    expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
      { resource_name: 'Marketing Calendar' },
    ]);
  });
});
