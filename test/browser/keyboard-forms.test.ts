/**
 * Issue 8, accessibility proof: the home page's forms (booking wizard, growth
 * quiz, ROI calculator, contact form) used with the keyboard alone — Tab,
 * Shift+Tab, Enter, Space, Escape and arrow keys, never a click or a fill —
 * with focus checked through document.activeElement, a visible focus
 * indicator on each tool, and axe-core over the open states the other browser
 * tests do not already cover. Dialogs, menus and the module reader:
 * keyboard-navigation.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { growthQuizQuestions, growthStages } from '../../src/content/growth-quiz';
import { stageForAverage } from '../../src/site/quiz/growth-stage';
import { calculateRoi, formatRoiPounds, type RoiInputs } from '../../src/site/roi/roi';
import {
  expectFocusTrapped,
  expectNoScriptErrors,
  enterOpensDialog,
  escapeReturnsFocusTo,
  expectNoViolations,
  focused,
  focusedIslandHydrated,
  tabTo,
  uniqueEmail,
} from '../support/keyboard-focus';
import { queryD1, useBrowser } from './browser';

const { newPage } = useBrowser();

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
      queryD1(
        `SELECT status, services, preferred_date, preferred_time, business_type, first_name, phone FROM consultation_bookings WHERE email = '${email}'`,
      ),
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
    await expect
      .poll(() => page.locator('#toast-root [data-variant="destructive"]').textContent())
      .toContain('Booking Failed');
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
    const title = 'Business Growth Stage Quiz';
    await enterOpensDialog(page, title);
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

    await escapeReturnsFocusTo(page, 'Start the Quiz');
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

    expect(
      queryD1(`SELECT first_name, last_name, business_type, status FROM contact_submissions WHERE email = '${email}'`),
    ).toEqual([{ first_name: 'Morag', last_name: 'Sinclair', business_type: 'daycare', status: 'new' }]);
    expectNoScriptErrors(page);
  });
});
