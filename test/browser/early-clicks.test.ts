/**
 * A press that lands before its island has hydrated is not lost, whatever the
 * island's hydration strategy: with the island code held back 3 s, the
 * visitor presses at once and sees the result once the code has arrived.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, danglingAriaReferences, queryD1, useBrowser, type VisitorPage } from './browser';

const { newPage } = useBrowser();
const slowIslands = { delayIslandsMs: 3000 };

const isHydrated = (page: Page, island: string) =>
  page.evaluate((name) => document.querySelector(`[data-island="${name}"]`)?.getAttribute('data-hydrated') === 'true', island);

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

const waitlistForm = (page: Page) => {
  const form = page.locator('#get-notified');
  return { form, firstField: form.getByRole('textbox', { name: 'Email Address' }) };
};

/**
 * The three tools whose visible trigger is a button only their island can
 * answer, and whose plain form (the no-JavaScript one) the loader shows when
 * that island cannot load.
 */
const toolsWithPlainFallback: {
  tool: string;
  path: string;
  island: string;
  trigger: string;
  /** The plain form as the visitor finds it, and its first field (where a press puts focus). */
  plainForm: (page: Page) => { form: Locator; firstField: Locator };
  /** Uses the plain form and checks the outcome the visitor sees (and what was stored). */
  use: (page: Page, form: Locator) => Promise<void>;
}[] = [
  {
    tool: 'growth quiz',
    path: '/#growth-quiz',
    island: 'growth-quiz',
    trigger: 'Start the Quiz',
    plainForm: (page) => {
      const form = page.locator('#growth-quiz').getByRole('form', { name: 'Business Growth Stage Quiz' });
      return { form, firstField: form.getByRole('radio').first() };
    },
    use: async (page, form) => {
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
  },
  {
    tool: 'marketing calendar download',
    path: '/#marketing-calendar',
    island: 'marketing-calendar',
    trigger: 'Download Calendar',
    plainForm: (page) => {
      const form = page.locator('#marketing-calendar').getByRole('form', { name: 'Download the Marketing Calendar' });
      return { form, firstField: form.getByRole('textbox', { name: 'Email Address' }) };
    },
    use: async (page, form) => {
      const email = `calendar-fallback-${Date.now()}@example.co.uk`;
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await form.getByRole('radio', { name: /CSV spreadsheet/ }).check();
      const download = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Download Calendar' }).click();
      expect((await download).suggestedFilename()).toBe('pawsperity-marketing-calendar.csv');
      expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([{ resource_name: 'Marketing Calendar' }]);
    },
  },
  {
    tool: 'shop waiting list',
    path: '/shop',
    island: 'shop-waitlist',
    trigger: 'Notify Me When Available',
    plainForm: waitlistForm,
    use: async (page, form) => {
      expect(await form.getByRole('heading', { name: 'Get Notified' }).isVisible()).toBe(true);
      const email = `shop-fallback-${Date.now()}@example.co.uk`;
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await form.getByRole('button', { name: 'Notify Me', exact: true }).click();
      await page.waitForURL(/\/shop\?notify=sent#get-notified$/, { timeout: 20_000 });
      // The outcome of a plain post is shown whether or not the visitor's scripts run.
      expect(await page.locator('[data-shop-outcome="sent"]').innerText()).toContain("You're all set!");
      expect(queryD1(`SELECT status FROM shop_notifications WHERE email = '${email}'`)).toEqual([{ status: 'active' }]);
    },
  },
];

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

  it.each(toolsWithPlainFallback)(
    '$tool: pressing its button shows the plain form, with focus on its first field, and the form works',
    async ({ path, island, trigger, plainForm, use }) => {
      const page = await pageWithIslandCode(path, 'failing');
      const button = page.locator(`[data-island="${island}"]`).getByRole('button', { name: trigger });
      const { form, firstField } = plainForm(page);
      await button.click();
      await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.locator(`[data-island="${island}"]`).getAttribute('data-hydrated')).toBe('failed');
      await expect.poll(() => isFocused(firstField)).toBe(true);
      // A second press finds the same form, shown once.
      await button.click();
      expect(await form.count()).toBe(1);
      expect(await repeatedIds(page)).toEqual([]);
      expect(await danglingAriaReferences(page)).toEqual([]);
      await use(page, form);
      expect(page.errors).toEqual([]);
    },
  );

  it('the waiting list: when its code hangs, a press held past the limit shows the plain form', async () => {
    const page = await pageWithIslandCode('/shop', 'hanging');
    const { form, firstField } = waitlistForm(page);
    const pressed = Date.now();
    await page.locator('[data-island="shop-waitlist"]').getByRole('button', { name: 'Notify Me When Available' }).click();
    expect(await form.count()).toBe(0);
    await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(Date.now() - pressed).toBeLessThan(20_000);
    expect(await page.locator('[data-island="shop-waitlist"]').getAttribute('data-hydrated')).toBe('pending');
    expect(await isFocused(firstField)).toBe(true);
    expect(await repeatedIds(page)).toEqual([]);
  });
});
