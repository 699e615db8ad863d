/** The full FAQ page in Chromium (spec 02 §2, §4): the category filter and independently opening items. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { danglingAriaReferences, islandsHydrated, useBrowser, type VisitorPage } from './browser';

const { newPage } = useBrowser();

const visibleQuestions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('details[data-faq-item]')]
      .filter((item) => item.checkVisibility())
      .map((item) => item.querySelector('summary')?.textContent ?? ''),
  );
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter questions by category' }).getByRole('button', { name, exact: true });
const pressedButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button[name="category"][aria-pressed="true"]')].map((button) => button.textContent),
  );
const countMessage = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' }).innerText();

describe('FAQ page', () => {
  it('filters by category with the buttons, marks the pressed one, announces the count, and All Questions restores all 24', async () => {
    const page: VisitorPage = await newPage('/faq');
    expect(await visibleQuestions(page)).toHaveLength(24);
    expect(await pressedButtons(page)).toEqual(['All Questions']);

    // Once the island runs (it starts when the pointer comes over it), the filter works in place; a press before that goes to the Worker, the no-script path.
    await filterButton(page, 'Business Planning').hover();
    await islandsHydrated(page, 'faq-browser');
    // A marker on window survives only if the filter works in place, without a page load.
    await page.evaluate(() => Object.assign(window, { faqSamePage: true }));
    await filterButton(page, 'Business Planning').click();
    await expect.poll(() => visibleQuestions(page)).toHaveLength(3);
    expect(await visibleQuestions(page)).toEqual([
      'How long does it take to produce a business plan?',
      'Will my business plan be suitable for a bank or investor?',
      'What information do I need to provide for a business plan?',
    ]);
    expect(await pressedButtons(page)).toEqual(['Business Planning']);
    expect(await filterButton(page, 'All Questions').getAttribute('aria-pressed')).toBe('false');
    expect(await countMessage(page)).toBe('Showing 3 questions in Business Planning.');
    expect(await page.getByRole('heading', { level: 2, name: 'Business Planning' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Getting Started' }).isVisible()).toBe(false);
    // The address follows, for reloads and sharing.
    expect(new URL(page.url()).search).toBe('?category=business-planning');
    expect(
      await page.evaluate(() => document.querySelector('[data-island="faq-browser"]')?.getAttribute('data-hydrated')),
    ).toBe('true');

    await filterButton(page, 'Compliance & Legal').click();
    await expect.poll(() => visibleQuestions(page)).toHaveLength(4);
    expect(await pressedButtons(page)).toEqual(['Compliance & Legal']);

    await filterButton(page, 'All Questions').click();
    await expect.poll(() => visibleQuestions(page)).toHaveLength(24);
    expect(await pressedButtons(page)).toEqual(['All Questions']);
    expect(await countMessage(page)).toBe('Showing all 24 questions.');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => 'faqSamePage' in window)).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('opens and closes each question independently', async () => {
    const page: VisitorPage = await newPage('/faq');
    const first = page.locator('details[data-faq-item]').filter({ hasText: 'What services do you offer?' });
    const second = page.locator('details[data-faq-item]').filter({ hasText: 'Do you offer payment plans?' });
    const isOpen = (item: typeof first) => item.evaluate((element) => (element as HTMLDetailsElement).open);

    expect(await first.getByText(/business plans, facility design/).isVisible()).toBe(false);
    await first.locator('summary').click();
    await second.locator('summary').click();
    expect(await isOpen(first)).toBe(true);
    expect(await isOpen(second)).toBe(true);
    expect(await first.getByText(/business plans, facility design/).isVisible()).toBe(true);
    expect(await second.getByText(/payment plans are available/).isVisible()).toBe(true);

    await first.locator('summary').click();
    expect(await isOpen(first)).toBe(false);
    expect(await isOpen(second)).toBe(true);

    // Keyboard: Enter on a focused question toggles it.
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(first)).toBe(true);

    // An open item stays open while the list is filtered and restored.
    await filterButton(page, 'Getting Started').click();
    await expect.poll(() => visibleQuestions(page)).toHaveLength(4);
    await filterButton(page, 'All Questions').click();
    await expect.poll(() => visibleQuestions(page)).toHaveLength(24);
    expect(await isOpen(second)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('works without JavaScript: a category button loads /faq?category=slug with only that category shown', async () => {
    const page = await newPage('/faq', { javaScriptEnabled: false });
    await filterButton(page, 'Facility Design').click();
    await page.waitForURL(/\?category=facility-design$/);
    expect(await visibleQuestions(page)).toEqual([
      'How long does facility design take?',
      'Will I need planning permission for a dog daycare or kennels?',
      'How much space do I need for a doggy daycare?',
    ]);
    expect(await pressedButtons(page)).toEqual(['Facility Design']);

    await filterButton(page, 'All Questions').click();
    await page.waitForURL(/\?category=all$/);
    expect(await visibleQuestions(page)).toHaveLength(24);
  });
});
