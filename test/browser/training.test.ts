import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, danglingAriaReferences, islandsHydrated, useBrowser } from './browser';

const { newPage } = useBrowser();

const MODULE = '/training/module/canine-first-aid-foundations';
const SECTIONS = [
  'The principles of canine first aid',
  'Checking a dog over',
  'Canine first aid kit check',
  'Check your understanding: first aid foundations',
];

const hydrated = islandsHydrated;

async function openReader(path = MODULE) {
  const page = await newPage(path);
  await hydrated(page, 'training-module-reader');
  return page;
}

const sectionList = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const currentSection = (page: Page) => sectionList(page).locator('[aria-current="step"]').innerText();
const contentTitle = (page: Page) => page.locator('article h2').innerText();
const progress = (page: Page) =>
  page.getByRole('progressbar', { name: 'Module progress' }).getAttribute('aria-valuenow');
const markComplete = (page: Page) => page.getByRole('button', { name: 'Mark Complete' });

describe('module reader', () => {
  it('moves with Next, Previous and the side list, disabling Previous at the first section', async () => {
    const page = await openReader();
    expect(await contentTitle(page)).toBe(SECTIONS[0]);
    expect(await currentSection(page)).toContain(SECTIONS[0]);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[1]);
    expect(await currentSection(page)).toContain(SECTIONS[1]);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    expect(await page.locator('[data-block="video"]').innerText()).toContain('07:00');

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[0]);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await sectionList(page)
      .getByRole('button', { name: new RegExp(SECTIONS[2] ?? '') })
      .click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[2]);
    expect(await currentSection(page)).toContain(SECTIONS[2]);
    expect(await sectionList(page).locator('[aria-current="step"]').count()).toBe(1);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('scrolls the content into view and focuses its title on a section change', async () => {
    const page = await openReader();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.querySelector('article')?.getBoundingClientRect().top ?? -1)))
      .toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('article')!.getBoundingClientRect().top < 200))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SECTIONS[1]);
  });

  it('toggles Mark Complete, moves the progress bar, and enables Complete Module only when every section is marked', async () => {
    const page = await openReader();
    expect(await progress(page)).toBe('0');
    await markComplete(page).click();
    await expect.poll(() => markComplete(page).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('article').innerText()).toContain('Completed');
    expect(await progress(page)).toBe('25');
    expect(await sectionList(page).getByRole('button').first().innerText()).toContain('Completed');

    await markComplete(page).click();
    await expect.poll(() => markComplete(page).getAttribute('aria-pressed')).toBe('false');
    expect(await progress(page)).toBe('0');

    // Go to the last section: Next is replaced by Complete Module, disabled until all are marked.
    await sectionList(page)
      .getByRole('button', { name: new RegExp(SECTIONS[3] ?? '') })
      .click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[3]);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    const complete = page.getByRole('button', { name: 'Complete Module' });
    expect(await complete.isDisabled()).toBe(true);

    for (const [index, title] of SECTIONS.entries()) {
      await sectionList(page)
        .getByRole('button', { name: new RegExp(title) })
        .click();
      await expect.poll(() => contentTitle(page)).toBe(title);
      await markComplete(page).click();
      await expect.poll(() => progress(page)).toBe(String(((index + 1) * 100) / SECTIONS.length));
      if (index < SECTIONS.length - 1)
        expect(await page.getByRole('heading', { name: 'Congratulations!' }).count()).toBe(0);
    }
    expect(await complete.isDisabled()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Congratulations!' }).isVisible()).toBe(true);
    await complete.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Congratulations!');
    expect(await page.getByRole('link', { name: /Next module: Emergencies/ }).getAttribute('href')).toBe(
      '/training/module/canine-emergencies-heatstroke-choking-bleeding-bloat',
    );

    // Unmarking one section takes the module back below 100%.
    await markComplete(page).click();
    await expect.poll(() => progress(page)).toBe('75');
    expect(await page.getByRole('heading', { name: 'Congratulations!' }).count()).toBe(0);
    expect(await complete.isDisabled()).toBe(true);
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('keeps progress across a reload and shows it on the category page', async () => {
    const page = await openReader();
    await markComplete(page).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[1]);
    await markComplete(page).click();
    await expect.poll(() => progress(page)).toBe('50');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('pawsperity-training-progress'))) ?? '{}'),
    ).toEqual({
      'canine-first-aid-foundations': [0, 1],
    });

    await page.reload();
    await hydrated(page, 'training-module-reader');
    await expect.poll(() => progress(page)).toBe('50');
    expect(await markComplete(page).getAttribute('aria-pressed')).toBe('true');
    expect(await contentTitle(page)).toBe(SECTIONS[0]);

    await page.goto(`${baseUrl()}/training/category/canine-first-aid`);
    await hydrated(page, 'training-category-modules');
    const card = page.locator('[data-module="canine-first-aid-foundations"]');
    await expect.poll(() => card.locator('[data-module-percent]').innerText()).toBe('50% complete');
    expect(await page.locator('[data-completed-count]').innerText()).toBe('0 of 3 modules completed');

    // A finished module counts as completed on the category page.
    await page.evaluate(() =>
      localStorage.setItem(
        'pawsperity-training-progress',
        JSON.stringify({ 'canine-first-aid-foundations': [0, 1, 2, 3], 'welfare-and-duty-of-care': [0] }),
      ),
    );
    await page.reload();
    await hydrated(page, 'training-category-modules');
    await expect.poll(() => page.locator('[data-completed-count]').innerText()).toBe('1 of 3 modules completed');
    expect(await card.locator('[data-module-percent]').innerText()).toBe('100% complete');
    expect(await page.locator('[data-module="welfare-and-duty-of-care"] [data-module-percent]').innerText()).toBe(
      '25% complete',
    );
    expect(
      await page
        .locator('[data-module="canine-emergencies-heatstroke-choking-bleeding-bloat"] [data-module-percent]')
        .innerText(),
    ).toBe('0% complete');
    await card.getByRole('link').click();
    await page.waitForURL(`${baseUrl()}${MODULE}`);
  });

  it('shows the quiz to read, without its answers, and offers the free demo where a learner has Submit', async () => {
    const page = await openReader();
    // The right answers are not in the page: only a learner's attempts are marked, by the Worker.
    expect(await page.content()).not.toContain('First aid buys time');
    await sectionList(page)
      .getByRole('button', { name: new RegExp(SECTIONS[3] ?? '') })
      .click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[3]);
    const quiz = page.locator('[data-block="quiz"]');
    const questions = quiz.locator('fieldset');
    expect(await questions.count()).toBe(4);
    await questions.nth(0).getByLabel('To keep the dog alive and stable until it can be seen by a vet').check();
    expect(await page.getByRole('button', { name: 'Submit answers' }).count()).toBe(0);
    expect(await quiz.getByRole('link', { name: 'Try the free demo' }).getAttribute('href')).toBe(
      '/training/sign-in#register',
    );
    expect(await quiz.locator('[data-quiz-outcome]').count()).toBe(0);
    expect(await page.content()).not.toContain('First aid buys time');
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('ticks checklist items, and keeps the ticks when moving away and back', async () => {
    const page = await openReader();
    await sectionList(page)
      .getByRole('button', { name: new RegExp(SECTIONS[2] ?? '') })
      .click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[2]);
    const checklist = page.locator('[data-block="checklist"]');
    const boxes = checklist.getByRole('checkbox');
    expect(await boxes.count()).toBe(14);
    await checklist.getByLabel('Disposable gloves').check();
    await checklist.getByLabel('Torch').check();
    expect(await checklist.getByLabel('Torch').isChecked()).toBe(true);
    await expect.poll(() => checklist.innerText()).toContain('2 of 14 ticked');
    await checklist.getByLabel('Torch').uncheck();
    await expect.poll(() => checklist.innerText()).toContain('1 of 14 ticked');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[1]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => contentTitle(page)).toBe(SECTIONS[2]);
    expect(await page.locator('[data-block="checklist"]').getByLabel('Disposable gloves').isChecked()).toBe(true);
  });
});

describe('Training Academy pages', () => {
  it('/training is the open Academy: how to start, the three tiers, and the categories in their two parts', async () => {
    const page = await newPage('/training');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Training Academy');
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    const start = page.locator('main .hero-band');
    expect(await start.getByRole('link', { name: 'Try the free demo' }).getAttribute('href')).toBe(
      '/training/sign-in#register',
    );
    expect(await start.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe(
      '/training/sign-in',
    );
    expect(await start.getByRole('link', { name: 'My training', exact: true }).getAttribute('href')).toBe(
      '/training/me',
    );
    expect(
      await page.locator('[data-tier]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-tier'))),
    ).toEqual(['demo', 'employee', 'employer']);
    const tiers = page.getByRole('region', { name: 'What each tier includes' });
    expect(await tiers.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Demo', 'Employee', 'Employer']);
    const employee = page.getByRole('region', { name: 'Employee training' });
    const employer = page.getByRole('region', { name: 'Employer training' });
    expect(await employee.locator('[data-category]').count()).toBe(6);
    expect(await employer.locator('[data-category]').count()).toBe(2);
    expect(await employer.getByRole('link').allInnerTexts()).toEqual(['Running the Business', 'Leading a Team']);
    const subscribe = await page.getByRole('link', { name: 'Email us about a subscription' }).getAttribute('href');
    expect(subscribe).toMatch(/^mailto:hello@pawsperity\.co\.uk\?subject=/);
    await employee.getByRole('link', { name: 'Dog Behaviour', exact: false }).first().click();
    await page.waitForURL(`${baseUrl()}/training/category/dog-behaviour`);
    expect(await page.locator('h1').innerText()).toContain('Behaviour');
  });

  it('shows Module Not Found and Category Not Found for missing slugs', async () => {
    const page = await newPage('/training/module/no-such-module');
    expect(await page.locator('h1').innerText()).toBe('Module Not Found');
    const category = await newPage('/training/category/no-such-category');
    expect(await category.locator('h1').innerText()).toBe('Category Not Found');
  });
});
