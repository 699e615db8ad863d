/**
 * Issue 8, accessibility proof: the home page's dialogs and menus (services,
 * blog, marketing calendar, header) and the training module reader used with
 * the keyboard alone — Tab, Shift+Tab, Enter, Space, Escape and arrow keys,
 * never a click or a fill — with focus checked through
 * document.activeElement, a visible focus indicator on each tool, and axe-core
 * over the open states the other browser tests do not already cover.
 * The booking wizard, growth quiz, ROI calculator and contact form: keyboard-forms.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import {
  expectFocusTrapped,
  expectNoScriptErrors,
  enterOpensDialog,
  escapeReturnsFocusTo,
  expectNoViolations,
  focused,
  focusedIslandHydrated,
  openDialogName,
  tabTo,
  uniqueEmail,
} from '../support/keyboard-focus';
import { baseUrl, queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

describe('services, by keyboard', () => {
  it('Learn More opens the dialog with focus inside and trapped; Escape closes it and returns focus', async () => {
    const page = await newPage('/');
    // The first card of Our Services.
    const card = { title: 'Business Consultancy' };
    const learnMore = `Learn More about ${card.title}`;
    const button = await tabTo(page, learnMore);
    expect(button.indicator).toBe(true);
    await focusedIslandHydrated(page);

    await enterOpensDialog(page, card.title);
    await expectFocusTrapped(page, card.title, 8);
    await expectNoViolations(page, 'service dialog open', ['#services']);

    await escapeReturnsFocusTo(page, learnMore);
    expectNoScriptErrors(page);
  });
});

describe('blog, by keyboard', () => {
  it('filters with Enter and Space on pressed buttons, and reads an article in a dialog that gives focus back', async () => {
    const page = await newPage('/');
    const filter = await tabTo(page, (focus) => focus.pressed !== null && focus.name === 'Facility Design');
    expect(filter.pressed).toBe('false');
    expect(filter.indicator).toBe(true);
    await focusedIslandHydrated(page);

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).pressed).toBe('true');
    const shown = () =>
      page
        .locator('#blog article[data-post]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));
    const design = blogPosts.filter((post) => post.category === 'Facility Design');
    await expect.poll(shown).toEqual(design.map((post) => post.id));
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(
      `Showing ${design.length} articles in Facility Design.`,
    );

    // Back one button, Space on Industry Insights.
    const insights = await tabTo(page, 'Industry Insights', 1, 'Shift+Tab');
    expect(insights.pressed).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused(page)).pressed).toBe('true');
    expect(
      await page.locator('#blog').getByRole('button', { name: 'Facility Design' }).getAttribute('aria-pressed'),
    ).toBe('false');
    const insightPosts = blogPosts.filter((post) => post.category === 'Industry Insights');
    await expect.poll(shown).toEqual(insightPosts.map((post) => post.id));

    const first = insightPosts[0];
    if (!first) throw new Error('no Industry Insights article');
    const readMore = `Read More: ${first.title}`;
    expect((await tabTo(page, readMore, 20)).indicator).toBe(true);
    await enterOpensDialog(page, first.title);
    // The filter is in the address (filtered in place, no new page); the dialog leaves it alone.
    expect(page.url()).toBe(`${baseUrl()}/?category=industry-insights`);
    await expect.poll(() => page.locator('dialog[open] .prose h3').count()).toBeGreaterThan(0);
    await expectFocusTrapped(page, first.title, 6);
    await expectNoViolations(page, 'article dialog open', ['#blog']);

    await escapeReturnsFocusTo(page, readMore);
    expectNoScriptErrors(page);
  });
});

describe('marketing calendar, by keyboard', () => {
  it('toggles a month with Enter and Space, downloads through the dialog, and Escape returns focus', async () => {
    const page = await newPage('/');
    const download = await tabTo(page, 'Download Calendar');
    expect(download.indicator).toBe(true);
    await focusedIslandHydrated(page);

    // Each month is a native <details>: the focused <summary> toggles it, and its open state is what shows.
    const monthOpen = () =>
      page.evaluate(() => (document.activeElement?.closest('details') as HTMLDetailsElement | null)?.open ?? null);
    const panelShown = () =>
      page.evaluate(
        () => document.activeElement?.closest('details')?.querySelector(':scope > div')?.checkVisibility() ?? null,
      );
    const january = await tabTo(page, /^January/, 1);
    expect(january).toMatchObject({ tag: 'summary', indicator: true });
    expect(await monthOpen()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(monthOpen).toBe(true);
    expect(await panelShown()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(monthOpen).toBe(false);
    expect(await panelShown()).toBe(false);

    await tabTo(page, 'Download Calendar', 1, 'Shift+Tab');
    const title = 'Download the Marketing Calendar';
    await enterOpensDialog(page, title);
    const field = await tabTo(page, 'Email Address', 4);
    expect(field).toMatchObject({ dialog: title, indicator: true });
    const email = uniqueEmail('calendar');
    await page.keyboard.type(email);
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await saved).suggestedFilename()).toMatch(/^pawsperity-marketing-calendar\.(ics|csv)$/);
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe('Download Calendar');
    expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([
      { resource_name: 'Marketing Calendar' },
    ]);

    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogName(page)).toBe(title);
    await expectFocusTrapped(page, title, 6);
    await escapeReturnsFocusTo(page, 'Download Calendar');
    expectNoScriptErrors(page);
  });

  it('keeps keyboard focus in the dialog, on Download, when the download cannot be recorded', async () => {
    const page = await newPage('/');
    await page.route('**/api/resource-downloads', (route) =>
      route.fulfill({ status: 503, body: 'Service unavailable' }),
    );
    await tabTo(page, 'Download Calendar');
    await focusedIslandHydrated(page);
    await page.keyboard.press('Enter');
    const title = 'Download the Marketing Calendar';
    await expect.poll(() => openDialogName(page)).toBe(title);
    await tabTo(page, 'Email Address', 4);
    await page.keyboard.type(uniqueEmail('calendar-failed'));
    await tabTo(page, 'Download', 4);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#toast-root [data-variant="destructive"]').textContent())
      .toContain('Download Failed');
    expect(await openDialogName(page)).toBe(title);
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Download', dialog: title });
    expectNoScriptErrors(page);
  });
});

describe('header, by keyboard', () => {
  it('at 1280 px: the Training Academy menu opens with Enter or ArrowDown, arrows move, Escape closes and returns focus', async () => {
    const page = await newPage('/');
    const menuButton = await tabTo(page, 'Training Academy', 20);
    expect(menuButton.indicator).toBe(true);
    await focusedIslandHydrated(page);

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).role).toBe('menuitem');
    expect(await page.locator('[data-menu="training"]').getAttribute('aria-expanded')).toBe('true');
    const item = await focused(page);
    expect(item.name).toMatch(/^Employee Training/);
    expect(item.indicator).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Employer Training/);
    await page.keyboard.press('ArrowDown');
    // The list loops.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Employee Training/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Employer Training/);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expect.poll(async () => (await focused(page)).name).toBe('Training Academy');
    expect(await page.locator('[data-menu="training"]').getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focused(page)).role).toBe('menuitem');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('Training Academy');

    // Shop, the next menu, is the next Tab stop.
    await tabTo(page, 'Shop', 1);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Pet Products/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Doggy Daycare Guide/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('Shop');
    expectNoScriptErrors(page);
  });

  it('at 375 px: Open menu opens the drawer with focus trapped inside; Escape closes it and returns focus', async () => {
    const page = await newPage('/', { viewport: { width: 375, height: 740 } });
    const open = await tabTo(page, 'Open menu', 10);
    expect(open.indicator).toBe(true);
    await focusedIslandHydrated(page);
    await enterOpensDialog(page, 'Menu');
    await expectFocusTrapped(page, 'Menu', 16);

    await escapeReturnsFocusTo(page, 'Open menu');
    expectNoScriptErrors(page);
  });
});

describe('training module reader, by keyboard', () => {
  it('marks every section complete with Enter, moves on with Next, and finishes on the congratulations card', async () => {
    const modules = (await (await fetch(`${baseUrl()}/api/training/modules`)).json()) as {
      slug: string;
      title: string;
      content: { sections: { title: string }[] };
    }[];
    const module = modules[0];
    if (!module) throw new Error('no training modules');
    const sections = module.content.sections;
    expect(sections.length).toBeGreaterThan(1);
    const page = await newPage(`/training/module/${module.slug}`);
    await page.waitForFunction(
      () => document.querySelector('[data-island="training-module-reader"]')?.getAttribute('data-hydrated') === 'true',
    );
    const progress = () => page.getByRole('progressbar', { name: 'Module progress' }).getAttribute('aria-valuenow');

    for (const index of sections.keys()) {
      const mark = await tabTo(page, 'Mark Complete', 120);
      expect(mark.pressed).toBe('false');
      if (index === 0) expect(mark.indicator).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).pressed).toBe('true');
      await expect.poll(progress).toBe(String(Math.round(((index + 1) * 100) / sections.length)));
      if (index < sections.length - 1) {
        expect(await page.locator('[data-congratulations]').count()).toBe(0);
        await tabTo(page, 'Next', 3);
        await page.keyboard.press('Enter');
        // The next section's title takes focus.
        await expect.poll(async () => (await focused(page)).name).toBe(sections[index + 1]?.title);
      }
    }
    expect(await progress()).toBe('100');
    expect(await page.locator('[data-congratulations]').isVisible()).toBe(true);
    expect((await tabTo(page, 'Complete Module', 3)).indicator).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Congratulations!');
    // From the card, Tab reaches its links.
    await tabTo(
      page,
      (focus) => focus.tag === 'a' && (focus.name.startsWith('Next module:') || focus.name.startsWith('Back to')),
      2,
    );
    await expectNoViolations(page, 'module complete');
    expectNoScriptErrors(page);
  });
});
