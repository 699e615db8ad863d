/**
 * Issue 8, accessibility proof: every tool of the home page (and the training
 * module reader) used with the keyboard alone — Tab, Shift+Tab, Enter, Space,
 * Escape and arrow keys, never a click or a fill — with focus checked through
 * document.activeElement, a visible focus indicator on each tool, and axe-core
 * over the open states the other browser tests do not already cover.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../src/content/blog-posts';
import { growthQuizQuestions, growthStages } from '../../src/content/growth-quiz';
import { serviceCards } from '../../src/content/services';
import { stageForAverage } from '../../src/site/quiz/growth-stage';
import { calculateRoi, formatRoiPounds, type RoiInputs } from '../../src/site/roi/roi';
import { axeViolations, baseUrl, danglingAriaReferences, queryD1, useBrowser, type VisitorPage } from './browser';

const { newPage } = useBrowser();

/** What a keyboard user is on: read from document.activeElement. */
interface Focused {
  /** Accessible name, approximated: aria-label, aria-labelledby, <label>, else the text not hidden from assistive technology. */
  name: string;
  tag: string;
  id: string;
  type: string;
  role: string;
  checked: boolean | null;
  pressed: string | null;
  expanded: string | null;
  /** The accessible name of the open <dialog> holding the element, or null when it is outside any open dialog. */
  dialog: string | null;
  /** A visible focus indicator: an outline that is drawn, or a box-shadow (ring). */
  indicator: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const spoken = (node: Node | null): string => {
      if (!node) return '';
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof HTMLElement) && !(node instanceof SVGElement)) return '';
      if (node.getAttribute('aria-hidden') === 'true' || (node instanceof HTMLElement && node.hidden)) return '';
      return [...node.childNodes].map(spoken).join('');
    };
    const nameOf = (target: Element): string => {
      const label = target.getAttribute('aria-label');
      if (label) return label;
      const labelledBy = target.getAttribute('aria-labelledby');
      if (labelledBy)
        return labelledBy
          .split(/\s+/)
          .map((id) => spoken(document.getElementById(id)))
          .join(' ');
      const labels = (target as HTMLInputElement).labels;
      if (labels && labels.length > 0) return [...labels].map(spoken).join(' ');
      return spoken(target);
    };
    if (!element || element === document.body) {
      return {
        name: '',
        tag: element ? 'body' : 'none',
        id: '',
        type: '',
        role: '',
        checked: null,
        pressed: null,
        expanded: null,
        dialog: null,
        indicator: false,
      };
    }
    const style = getComputedStyle(element);
    const dialog = element.closest('dialog[open]');
    return {
      name: nameOf(element).replace(/\s+/g, ' ').trim(),
      tag: element.tagName.toLowerCase(),
      id: element.id,
      type: element.getAttribute('type') ?? '',
      role: element.getAttribute('role') ?? '',
      checked: element instanceof HTMLInputElement ? element.checked : null,
      pressed: element.getAttribute('aria-pressed'),
      expanded: element.getAttribute('aria-expanded'),
      dialog: dialog ? nameOf(dialog).replace(/\s+/g, ' ').trim() : null,
      indicator: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

type FocusTarget = string | RegExp | ((focus: Focused) => boolean);

const describeTarget = (target: FocusTarget) => (typeof target === 'function' ? 'the wanted element' : `"${String(target)}"`);

function matches(target: FocusTarget, focus: Focused): boolean {
  if (typeof target === 'string') return focus.name === target;
  if (target instanceof RegExp) return target.test(focus.name);
  return target(focus);
}

/** Presses Tab (or Shift+Tab) until the focused element matches; fails naming where focus went instead. */
async function tabTo(page: Page, target: FocusTarget, maxTabs = 250, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<Focused> {
  const path: string[] = [];
  for (let press = 0; press < maxTabs; press++) {
    await page.keyboard.press(key);
    const focus = await focused(page);
    if (matches(target, focus)) return focus;
    path.push(focus.name || `<${focus.tag}${focus.id ? `#${focus.id}` : ''}>`);
  }
  throw new Error(`${describeTarget(target)} was not reached with ${maxTabs} presses of ${key}; focus went through: ${path.slice(-12).join(' | ')}`);
}

/** The island holding the focused element has hydrated (a keyboard user just waits; nothing is clicked). */
async function focusedIslandHydrated(page: Page) {
  const island = () => {
    const marker = document.activeElement?.closest('[data-island]');
    return {
      focus: document.activeElement?.id || document.activeElement?.tagName,
      island: marker?.getAttribute('data-island'),
      state: marker?.getAttribute('data-hydrated'),
    };
  };
  // Settled either way, then judged: a failure names the island and its state instead of timing out.
  await page
    .waitForFunction(
      () => ['true', 'failed', null].includes(document.activeElement?.closest('[data-island]')?.getAttribute('data-hydrated') ?? null),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  const seen = await page.evaluate(island);
  expect(seen, JSON.stringify(seen)).toMatchObject({ state: 'true' });
}

/** Tab and Shift+Tab many times inside an open modal: focus never lands on anything outside it. */
async function expectFocusTrapped(page: Page, dialogName: string, presses: number) {
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let press = 1; press <= presses; press++) {
      await page.keyboard.press(key);
      const focus = await focused(page);
      expect({ key, press, dialog: focus.dialog, on: focus.name }).toEqual({ key, press, dialog: dialogName, on: focus.name });
    }
  }
}

const openDialogName = (page: Page) => page.evaluate(() => document.querySelector('dialog[open]')?.querySelector('h2')?.textContent ?? null);

const uniqueEmail = (label: string) => `keyboard-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

async function expectNoViolations(page: Page, state: string, include?: string[]) {
  expect({ state, violations: await axeViolations(page, include), dangling: await danglingAriaReferences(page) }).toEqual({
    state,
    violations: [],
    dangling: [],
  });
}

function expectNoScriptErrors(page: VisitorPage) {
  expect(page.errors).toEqual([]);
}

describe('services, by keyboard', () => {
  it('Learn More opens the dialog with focus inside and trapped; Escape closes it and returns focus', async () => {
    const page = await newPage('/');
    const card = serviceCards[0];
    if (!card) throw new Error('no service cards');
    const learnMore = `Learn More about ${card.title}`;
    const button = await tabTo(page, learnMore);
    expect(button.indicator).toBe(true);
    await focusedIslandHydrated(page);

    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogName(page)).toBe(card.title);
    expect((await focused(page)).dialog).toBe(card.title);
    await expectFocusTrapped(page, card.title, 8);
    await expectNoViolations(page, 'service dialog open', ['#services']);

    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe(learnMore);
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
    const shown = () => page.locator('#blog article[data-post]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));
    const design = blogPosts.filter((post) => post.category === 'Facility Design');
    await expect.poll(shown).toEqual(design.map((post) => post.id));
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(`Showing ${design.length} articles in Facility Design.`);

    // Back one button, Space on Industry Insights.
    const insights = await tabTo(page, 'Industry Insights', 1, 'Shift+Tab');
    expect(insights.pressed).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused(page)).pressed).toBe('true');
    expect(await page.locator('#blog').getByRole('button', { name: 'Facility Design' }).getAttribute('aria-pressed')).toBe('false');
    const insightPosts = blogPosts.filter((post) => post.category === 'Industry Insights');
    await expect.poll(shown).toEqual(insightPosts.map((post) => post.id));

    const first = insightPosts[0];
    if (!first) throw new Error('no Industry Insights article');
    const readMore = `Read More: ${first.title}`;
    expect((await tabTo(page, readMore, 20)).indicator).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogName(page)).toBe(first.title);
    expect((await focused(page)).dialog).toBe(first.title);
    // The filter is in the address (filtered in place, no new page); the dialog leaves it alone.
    expect(page.url()).toBe(`${baseUrl()}/?category=industry-insights`);
    await expect.poll(() => page.locator('dialog[open] .prose h3').count()).toBeGreaterThan(0);
    await expectFocusTrapped(page, first.title, 6);
    await expectNoViolations(page, 'article dialog open', ['#blog']);

    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe(readMore);
    expectNoScriptErrors(page);
  });
});

/** Steps 1 and 2 of the booking wizard with the keyboard alone: Space on a service, Continue, the details typed in. */
async function bookingToSchedule(page: Page, email: string) {
  const wizard = page.locator('[data-island="booking-wizard"]');
  const checkbox = await tabTo(page, (focus) => focus.type === 'checkbox' && focus.name.startsWith('Business Plan'));
  expect(checkbox.indicator).toBe(true);
  await focusedIslandHydrated(page);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await focused(page)).checked).toBe(true);
  expect(await wizard.locator('[data-estimate]').textContent()).toBe('£1,995');

  // Past the other ten packages, each a box and (for most) a link to its programme.
  expect((await tabTo(page, 'Continue', 30)).indicator).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Your Details');

  const typeInto = async (label: string, text: string) => {
    const field = await tabTo(page, label, 3);
    expect(field.indicator, label).toBe(true);
    await page.keyboard.type(text);
  };
  await typeInto('First Name', 'Rhiannon');
  await typeInto('Last Name', 'Pryce');
  await typeInto('Email Address', email);
  await typeInto('Phone Number', '01970 612345');
  // Business Type: the arrow keys move through the closed select's options.
  await tabTo(page, 'Business Type', 1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await wizard.getByLabel('Business Type').inputValue()).toBe('boarding');
  await typeInto('Project Details', 'Converting a stable block in Aberystwyth into a 20-dog boarding kennel.');
  await tabTo(page, 'Continue to Schedule', 5);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).name).toBe('Choose a Date and Time');
  return wizard;
}

describe('booking wizard, by keyboard', () => {
  it('chooses a service with Space, types the details, picks a time with arrow keys and books into D1', async () => {
    const page = await newPage('/');
    const email = uniqueEmail('booking');
    const wizard = await bookingToSchedule(page, email);

    // The time slots are one radio group: Tab enters it, the arrow keys choose.
    const firstSlot = await tabTo(page, (focus) => focus.type === 'radio', 8);
    expect(firstSlot.name).toBe('9:00');
    expect(firstSlot.indicator).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ type: 'radio', name: '11:00', checked: true });
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toMatchObject({ type: 'radio', name: '10:00', checked: true });
    expect(await wizard.locator('input[type="radio"]:checked').count()).toBe(1);

    await tabTo(page, 'Book Consultation', 5);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Consultation Booked');
    const toast = page.locator('#toast-root [role="status"]');
    await expect.poll(() => toast.textContent()).toContain('Consultation Booked Successfully!');
    expect(await page.locator('#toast-root [aria-live="polite"]').count()).toBe(1);
    await expectNoViolations(page, 'booking success toast', ['#toast-root']);
    await expectNoViolations(page, 'booking success step', ['[data-island="booking-wizard"]']);

    expect(
      queryD1(`SELECT status, services, preferred_date, preferred_time, business_type, first_name, phone FROM consultation_bookings WHERE email = '${email}'`),
    ).toEqual([
      {
        status: 'pending',
        services: JSON.stringify(['business-planning']),
        preferred_date: null,
        preferred_time: '10:00',
        business_type: 'boarding',
        first_name: 'Rhiannon',
        phone: '01970 612345',
      },
    ]);

    // Book Another Consultation is reachable and takes focus back to step 1.
    await tabTo(page, 'Book Another Consultation', 3);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Choose Your Services');
    expectNoScriptErrors(page);
  });

  it('keeps keyboard focus on Book Consultation when the booking fails', async () => {
    const page = await newPage('/');
    await page.route('**/api/consultation-bookings', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"x","message":"down"}}' }),
    );
    await bookingToSchedule(page, uniqueEmail('booking-failed'));
    await tabTo(page, 'Book Consultation', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#toast-root [data-variant="destructive"]').textContent()).toContain('Booking Failed');
    // The button was disabled while sending; focus comes back to it rather than being dropped on the page.
    await expect.poll(async () => (await focused(page)).name).toBe('Book Consultation');
    expectNoScriptErrors(page);
  });
});

describe('growth quiz, by keyboard', () => {
  it('opens with Enter, answers six questions with Tab and Enter, moves focus to the result, retakes, and Escape returns focus', async () => {
    const page = await newPage('/');
    const opener = await tabTo(page, 'Start the Quiz');
    expect(opener.indicator).toBe(true);
    await focusedIslandHydrated(page);
    await page.keyboard.press('Enter');
    const title = 'Business Growth Stage Quiz';
    await expect.poll(() => openDialogName(page)).toBe(title);
    expect((await focused(page)).dialog).toBe(title);
    const progress = page.locator('dialog[open] [role="progressbar"]');

    // The third answer of each question is worth 3 points.
    for (const [index, question] of growthQuizQuestions.entries()) {
      const answer = question.answers[2];
      if (!answer) throw new Error(`question ${question.id} has no third answer`);
      const button = await tabTo(page, answer.text, 8);
      expect(button.dialog).toBe(title);
      if (index === 0) expect(button.indicator).toBe(true);
      await page.keyboard.press('Enter');
      const next = growthQuizQuestions[index + 1];
      // Focus moves to the next question (or the result), never left on a button that has gone.
      if (next) await expect.poll(async () => (await focused(page)).name).toBe(next.question);
    }
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    const stage = growthStages.find((entry) => entry.stage === stageForAverage(3));
    await expect.poll(() => focused(page)).toMatchObject({ name: stage?.title, tag: 'h3', dialog: title });

    await tabTo(page, 'Retake Quiz', 5);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe(growthQuizQuestions[0]?.question);
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await expectFocusTrapped(page, title, 9);

    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe('Start the Quiz');
    expectNoScriptErrors(page);
  });

  it('without JavaScript: answers the plain form with Tab and arrow keys, sends it with Enter and reaches Book Strategic Consultation', async () => {
    const page = await newPage('/', { javaScriptEnabled: false });
    // The second answer of each question is worth 2 points: average 2.0, the Start-up Stage.
    for (const [index, question] of growthQuizQuestions.entries()) {
      const first = question.answers[0];
      const second = question.answers[1];
      if (!first || !second) throw new Error(`question ${question.id} has fewer than two answers`);
      // Tab enters each radio group on its first answer; an arrow key moves to the next and chooses it.
      const radio = await tabTo(page, first.text, index === 0 ? 250 : 1);
      expect(radio).toMatchObject({ tag: 'input', type: 'radio', checked: false });
      if (index === 0) expect(radio.indicator).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toMatchObject({ name: second.text, checked: true });
    }
    expect((await tabTo(page, 'See My Growth Stage', 1)).indicator).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/q6=/);
    expect(await page.getByRole('heading', { name: 'Start-up Stage' }).isVisible()).toBe(true);
    expect(await page.locator('#growth-quiz').innerText()).toContain('average score 2.0 out of 5');

    // The result's first control follows the #growth-quiz anchor the form led to.
    const book = await tabTo(page, 'Book Strategic Consultation', 3);
    expect(book).toMatchObject({ tag: 'a' });
    expect(book.indicator).toBe(true);
    expect(await tabTo(page, 'Retake Quiz', 1)).toMatchObject({ tag: 'a', indicator: true });
    await tabTo(page, 'Book Strategic Consultation', 1, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
  });
});

describe('ROI calculator, by keyboard', () => {
  it('takes typed figures and calculates with Space on Calculate ROI', async () => {
    const page = await newPage('/');
    const inputs: RoiInputs = {
      initialInvestment: 65000,
      monthlyOperatingCosts: 9500,
      averageDailyRate: 32,
      capacity: 30,
      expectedOccupancyRate: 60,
      monthlyGrowthRate: 2.5,
    };
    const typed: [string, number][] = [
      ['Initial Investment (£)', inputs.initialInvestment],
      ['Monthly Operating Costs (£)', inputs.monthlyOperatingCosts],
      ['Average Daily Rate (£)', inputs.averageDailyRate],
      ['Capacity (dogs)', inputs.capacity],
      ['Expected Occupancy (%)', inputs.expectedOccupancyRate],
      ['Monthly Growth Rate (%)', inputs.monthlyGrowthRate],
    ];
    for (const [index, [label, value]] of typed.entries()) {
      const field = await tabTo(page, label, index === 0 ? 250 : 1);
      if (index === 0) {
        expect(field.indicator).toBe(true);
        await focusedIslandHydrated(page);
      }
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(String(value));
    }
    const roi = page.locator('[data-island="roi-calculator"]');
    expect(await roi.getByLabel('Monthly Growth Rate (%)').inputValue()).toBe('2.5');
    expect(await roi.getByText('Your Projected Returns').count()).toBe(0);

    expect((await tabTo(page, 'Calculate ROI', 1)).indicator).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await focused(page)).name).toBe('Your Projected Returns');
    const expected = calculateRoi(inputs);
    const figure = (label: string) => roi.locator(`[data-figure="${label}"] dd`).first().textContent();
    expect(await figure('Monthly Revenue')).toBe(formatRoiPounds(expected.monthlyRevenue));
    expect(await figure('Monthly Profit')).toBe(formatRoiPounds(expected.monthlyProfit));
    expect(await figure('Break-even')).toBe(`${expected.breakEvenMonths} months`);
    expect(await figure('Monthly Revenue')).toBe('£12,672');
    expectNoScriptErrors(page);
  });

  it('without JavaScript: takes typed figures and calculates with Enter in a field (a GET form answered by the server)', async () => {
    const page = await newPage('/', { javaScriptEnabled: false });
    const typed: [string, string][] = [
      ['Initial Investment (£)', '65000'],
      ['Monthly Operating Costs (£)', '9500'],
      ['Average Daily Rate (£)', '32'],
      ['Capacity (dogs)', '30'],
      ['Expected Occupancy (%)', '60'],
      ['Monthly Growth Rate (%)', '2.5'],
    ];
    for (const [index, [label, value]] of typed.entries()) {
      const field = await tabTo(page, label, index === 0 ? 250 : 1);
      if (index === 0) expect(field.indicator).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/monthlyGrowthRate=2\.5/);
    const roi = page.locator('#roi-calculator');
    const figure = (label: string) => roi.locator(`[data-figure="${label}"] dd`).first().textContent();
    // Month 1 by hand: £32 × 30 dogs × 60% × 22 days = £12,672, less £9,500 = £3,172.
    expect(await figure('Monthly Revenue')).toBe('£12,672');
    expect(await figure('Monthly Profit')).toBe('£3,172');
    for (const [label, value] of typed) expect(await roi.getByLabel(label).inputValue()).toBe(value);
    // The results come after the form: Calculate ROI is still one Tab past the last field.
    await roi.getByLabel('Monthly Growth Rate (%)').focus();
    expect((await tabTo(page, 'Calculate ROI', 1)).indicator).toBe(true);
  });
});

describe('marketing calendar, by keyboard', () => {
  it('toggles a month with Enter and Space, downloads through the dialog, and Escape returns focus', async () => {
    const page = await newPage('/');
    const download = await tabTo(page, 'Download Calendar');
    expect(download.indicator).toBe(true);
    await focusedIslandHydrated(page);

    // Each month is a native <details>: the focused <summary> toggles it, and its open state is what shows.
    const monthOpen = () => page.evaluate(() => (document.activeElement?.closest('details') as HTMLDetailsElement | null)?.open ?? null);
    const panelShown = () => page.evaluate(() => document.activeElement?.closest('details')?.querySelector(':scope > div')?.checkVisibility() ?? null);
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
    await page.keyboard.press('Enter');
    const title = 'Download the Marketing Calendar';
    await expect.poll(() => openDialogName(page)).toBe(title);
    expect((await focused(page)).dialog).toBe(title);
    const field = await tabTo(page, 'Email Address', 4);
    expect(field).toMatchObject({ dialog: title, indicator: true });
    const email = uniqueEmail('calendar');
    await page.keyboard.type(email);
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await saved).suggestedFilename()).toMatch(/^pawsperity-marketing-calendar\.(ics|csv)$/);
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe('Download Calendar');
    expect(queryD1(`SELECT resource_name FROM resource_downloads WHERE email = '${email}'`)).toEqual([{ resource_name: 'Marketing Calendar' }]);

    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogName(page)).toBe(title);
    await expectFocusTrapped(page, title, 6);
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe('Download Calendar');
    expectNoScriptErrors(page);
  });

  it('keeps keyboard focus in the dialog, on Download, when the download cannot be recorded', async () => {
    const page = await newPage('/');
    await page.route('**/api/resource-downloads', (route) => route.fulfill({ status: 503, body: 'Service unavailable' }));
    await tabTo(page, 'Download Calendar');
    await focusedIslandHydrated(page);
    await page.keyboard.press('Enter');
    const title = 'Download the Marketing Calendar';
    await expect.poll(() => openDialogName(page)).toBe(title);
    await tabTo(page, 'Email Address', 4);
    await page.keyboard.type(uniqueEmail('calendar-failed'));
    await tabTo(page, 'Download', 4);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#toast-root [data-variant="destructive"]').textContent()).toContain('Download Failed');
    expect(await openDialogName(page)).toBe(title);
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Download', dialog: title });
    expectNoScriptErrors(page);
  });
});

describe('contact form, by keyboard', () => {
  it('is filled and sent with the keyboard; the success toast is a live status and the page passes axe', async () => {
    const page = await newPage('/');
    const first = await tabTo(page, (focus) => focus.id === 'contact-firstName');
    expect(first).toMatchObject({ name: 'First Name', indicator: true });
    await focusedIslandHydrated(page);
    const email = uniqueEmail('contact');
    await page.keyboard.type('Morag');
    await tabTo(page, 'Last Name', 1);
    await page.keyboard.type('Sinclair');
    await tabTo(page, 'Email', 1);
    await page.keyboard.type(email);
    await tabTo(page, 'Business Type', 1);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'Message', 1);
    await page.keyboard.type('We run a small cattery in Perth and want to add dog daycare. Where do we start?');
    expect((await tabTo(page, 'Send Message', 3)).indicator).toBe(true);
    await page.keyboard.press('Enter');

    const toast = page.locator('#toast-root [role="status"]');
    await expect.poll(() => toast.textContent()).toContain('Message Sent Successfully!');
    expect(await page.locator('#toast-root [aria-live="polite"]').count()).toBe(1);
    expect(await page.locator('#contact-firstName').inputValue()).toBe('');
    // Sending did not drop keyboard focus on the page body.
    await expect.poll(async () => (await focused(page)).name).toBe('Send Message');

    // F8 reaches the notification area; while focus is there the toast stays (well past its 5 s) and can be dismissed.
    await page.keyboard.press('F8');
    expect((await focused(page)).name).toBe('Notification');
    expect((await tabTo(page, 'Dismiss notification', 2)).indicator).toBe(true);
    await expectNoViolations(page, 'contact sent, toast showing');
    await page.waitForTimeout(5_500);
    expect(await toast.textContent()).toContain('Message Sent Successfully!');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast.count()).toBe(0);
    expect((await focused(page)).name).toBe('Notification');

    expect(queryD1(`SELECT first_name, last_name, business_type, status FROM contact_submissions WHERE email = '${email}'`)).toEqual([
      { first_name: 'Morag', last_name: 'Sinclair', business_type: 'daycare', status: 'new' },
    ]);
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
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogName(page)).toBe('Menu');
    expect((await focused(page)).dialog).toBe('Menu');
    await expectFocusTrapped(page, 'Menu', 16);

    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogName(page)).toBeNull();
    await expect.poll(async () => (await focused(page)).name).toBe('Open menu');
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
    await page.waitForFunction(() => document.querySelector('[data-island="training-module-reader"]')?.getAttribute('data-hydrated') === 'true');
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
    await tabTo(page, (focus) => focus.tag === 'a' && (focus.name.startsWith('Next module:') || focus.name.startsWith('Back to')), 2);
    await expectNoViolations(page, 'module complete');
    expectNoScriptErrors(page);
  });
});
