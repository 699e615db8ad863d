/**
 * Issue 12: the growth quiz and the ROI calculator work the moment they are
 * seen. Each scenario runs three ways: scripts off (the Worker answers the
 * GET forms), island code held back 3 s while the visitor acts at once (the
 * loader replays the press; typed figures are read from the DOM), and
 * normal. Expected texts and figures are written out here, the figures
 * worked out by hand, not taken from the code under test.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  danglingAriaReferences,
  islandsHydrated,
  useBrowser,
  visitModes,
  type VisitorPage,
} from './browser';

const { newPage } = useBrowser();

/** Long enough for island code held back 3 s, then hydration and a smooth scroll. */
const AFTER_HYDRATION = { timeout: 15_000 };

const islandState = (page: Page, name: string) =>
  page.evaluate(
    (island) => document.querySelector(`[data-island="${island}"]`)?.getAttribute('data-hydrated') ?? null,
    name,
  );

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function expectAccessible(page: Page, state: string, include: string[]) {
  // axeViolations judges a scriptless page through a copy of its markup.
  const violations = await axeViolations(page, include);
  expect({ state, violations, dangling: await danglingAriaReferences(page) }).toEqual({
    state,
    violations: [],
    dangling: [],
  });
}

function expectNoScriptErrors(page: VisitorPage) {
  expect(page.errors).toEqual([]);
}

/** The addresses of the requests the page makes to this path from now on (the islands asking the Worker). */
function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

/** Each question and its lowest answer (1 point each): the Planning Stage. */
const lowestAnswers: [question: string, answer: string, field: string, value: string][] = [
  [
    'How long has your pet-care business been trading?',
    'Not trading yet: I am still researching or planning',
    'q1',
    'not-trading',
  ],
  ['What is your average monthly revenue?', 'No revenue yet', 'q2', 'pre-revenue'],
  ['How many people work in the business, including you?', 'Nobody yet: it is just an idea', 'q3', 'no-team'],
  ['How do you manage bookings, payments and dog records?', 'Nothing is set up yet', 'q4', 'no-systems'],
  ['How full is your daycare or boarding on a typical weekday?', 'We are not open yet', 'q5', 'not-open'],
  ['Which best describes your marketing?', 'Nothing yet beyond telling friends and family', 'q6', 'no-marketing'],
];
const lowestAnswersQuery = lowestAnswers.map(([, , field, value]) => `${field}=${value}`).join('&');

const planningStage = {
  title: 'Planning Stage',
  average: 'Your growth stage (average score 1.0 out of 5)',
  description: 'You are turning an idea into a business.',
  characteristic: 'No trading history or revenue yet',
  nextStep: 'Speak to your local council licensing team about the animal activity licence you will need',
};

/** The result stage as the visitor reads it, in the dialog or on the page. */
async function expectPlanningStage(region: ReturnType<Page['locator']>) {
  const text = (await region.innerText()).replace(/\s+/g, ' ');
  expect(await region.getByRole('heading', { name: planningStage.title }).isVisible()).toBe(true);
  for (const part of [
    planningStage.average,
    planningStage.description,
    'What this stage looks like',
    planningStage.characteristic,
    'Your next steps',
    planningStage.nextStep,
  ]) {
    expect(text).toContain(part);
  }
}

describe.each(visitModes)('growth stage quiz, $name', (mode) => {
  const scripted = mode.context.javaScriptEnabled !== false;

  it('answers the six questions and shows the stage for those answers (all lowest: Planning Stage), then books a consultation', async () => {
    const page = await newPage('/', mode.context, mode.visit);
    const opener = page.getByRole('button', { name: 'Start the Quiz' });

    if (!scripted) {
      // No dead button: the plain form stands in for the dialog.
      expect(await opener.isVisible()).toBe(false);
      const form = page.locator('#growth-quiz form');
      expect(await form.getByRole('group').count()).toBe(6);
      await expectAccessible(page, 'plain quiz form', ['#growth-quiz']);
      for (const [question, answer] of lowestAnswers) {
        await form.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
      }
      await form.getByRole('button', { name: 'See My Growth Stage' }).click();
      await page.waitForURL(/q6=no-marketing/);
      const url = new URL(page.url());
      expect(url.hash).toBe('#growth-quiz');
      expect(url.searchParams.get('q1')).toBe('not-trading');
      const result = page.locator('#growth-quiz [data-quiz-result]');
      await expectPlanningStage(result);
      await expectAccessible(page, 'quiz result on the page', ['#growth-quiz']);

      await result.getByRole('link', { name: 'Book Strategic Consultation' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
      await expect
        .poll(() =>
          page.locator('#contact-heading').evaluate((heading) => heading.getBoundingClientRect().top < innerHeight),
        )
        .toBe(true);

      // Retake: the form again, nothing chosen.
      await result.getByRole('link', { name: 'Retake Quiz' }).click();
      await page.waitForURL((address) => address.search === '' && address.hash === '#growth-quiz');
      expect(await page.locator('#growth-quiz form input[type="radio"]:checked').count()).toBe(0);
      expect(await page.locator('#growth-quiz [data-quiz-result]').count()).toBe(0);
      return;
    }

    // The completed quiz is answered by the Worker too (which counts a tool used): once, with the answers given.
    const asked = requestsTo(page, '/api/tools/quiz');
    // Pressed at once: the dialog opens with no script (an invoker command); in the delayed modes the first answer is held and replayed.
    await opener.click();
    if (mode.visit.delayIslandsMs) expect(await islandState(page, 'growth-quiz')).not.toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Business Growth Stage Quiz' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await dialog.textContent()).toContain('0% complete');

    for (const [index, [question, answer]] of lowestAnswers.entries()) {
      await expect.poll(() => dialog.getByRole('heading', { name: question }).isVisible(), AFTER_HYDRATION).toBe(true);
      expect(await dialog.textContent()).toContain(`Question ${index + 1} of 6`);
      await dialog.getByRole('button', { name: answer, exact: true }).click();
    }
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await dialog.textContent()).toContain('100% complete');
    await expect.poll(() => focusedText(page)).toBe(planningStage.title);
    await expectPlanningStage(dialog);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain(`?quiz=answers&${lowestAnswersQuery}`);
    await expectAccessible(page, 'quiz result in the dialog', ['#growth-quiz']);

    await dialog.getByRole('button', { name: 'Book Strategic Consultation' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact');
    expectNoScriptErrors(page);
  });

  it('renders the result of a quiz address (/?quiz=answers&q1=…#growth-quiz) on the page', async () => {
    const page = await newPage(`/?quiz=answers&${lowestAnswersQuery}#growth-quiz`, mode.context, mode.visit);
    const result = page.locator('#growth-quiz [data-quiz-result]');
    await expectPlanningStage(result);
    expect(await result.getByRole('link', { name: 'Book Strategic Consultation' }).getAttribute('href')).toBe(
      '#contact',
    );
    await expectAccessible(page, 'quiz result from an address', ['#growth-quiz']);
    if (scripted) {
      // The dialog still opens over it.
      await page.getByRole('button', { name: 'Start the Quiz' }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Business Growth Stage Quiz' }).isVisible(), AFTER_HYDRATION)
        .toBe(true);
      expectNoScriptErrors(page);
    }
  });
});

describe('growth stage quiz without JavaScript, incomplete', () => {
  const noScript = visitModes[0];

  it('will not send with a question unanswered, and shows a tampered address again with the answers kept and a message beside each question left', async () => {
    const page = await newPage('/#growth-quiz', noScript.context, noScript.visit);
    const form = page.locator('#growth-quiz form');
    await form.getByRole('radio', { name: 'Less than 12 months' }).check();
    await form.getByRole('button', { name: 'See My Growth Stage' }).click();
    // The browser asks for the missing answers itself (required radio groups): the page stays as it was.
    expect(new URL(page.url()).search).toBe('');
    expect(await form.getByRole('radio', { name: 'Less than 12 months' }).isChecked()).toBe(true);

    // A hand-edited address: q2 missing, q3 not one of its answers.
    await page.goto(
      new URL(
        '/?quiz=answers&q1=under-1-year&q3=bogus&q4=no-systems&q5=not-open&q6=no-marketing#growth-quiz',
        page.url(),
      ).href,
    );
    const again = page.locator('#growth-quiz form');
    expect(await again.getByRole('alert').innerText()).toContain(
      'Your growth stage needs an answer to every question.',
    );
    expect(await again.getByRole('radio', { name: 'Less than 12 months' }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: 'Nothing is set up yet' }).isChecked()).toBe(true);
    expect(await again.locator('input[type="radio"]:checked').count()).toBe(4);
    for (const question of [
      'What is your average monthly revenue?',
      'How many people work in the business, including you?',
    ]) {
      const group = again.getByRole('group', { name: question });
      expect(await group.innerText()).toContain('Choose one of the five answers to this question.');
      expect(await group.getAttribute('aria-describedby')).toMatch(/-error$/);
    }
    expect(await again.getByText('Choose one of the five answers to this question.').count()).toBe(2);
    await expectAccessible(page, 'quiz form with messages', ['#growth-quiz']);

    // Answering the two that are left gives the result.
    await again.getByRole('radio', { name: 'No revenue yet' }).check();
    await again.getByRole('radio', { name: 'Nobody yet: it is just an idea' }).check();
    await again.getByRole('button', { name: 'See My Growth Stage' }).click();
    await page.waitForURL(/q2=pre-revenue/);
    // Points 2, 1, 1, 1, 1, 1: average 7 / 6 = 1.17, still planning.
    expect(await page.locator('#growth-quiz [data-quiz-result]').innerText()).toContain(
      'Your growth stage (average score 1.2 out of 5)',
    );
    expect(await page.getByRole('heading', { name: 'Planning Stage' }).isVisible()).toBe(true);
  });
});

/** Labels as the visitor reads them, with the figures typed. */
const typedFigures: [label: string, field: string, value: string][] = [
  ['Initial Investment (£)', 'initialInvestment', '30000'],
  ['Monthly Operating Costs (£)', 'monthlyOperatingCosts', '2600'],
  ['Average Daily Rate (£)', 'averageDailyRate', '30'],
  ['Capacity (dogs)', 'capacity', '10'],
  ['Expected Occupancy (%)', 'expectedOccupancyRate', '100'],
  ['Monthly Growth Rate (%)', 'monthlyGrowthRate', '5'],
];

/**
 * Worked by hand: occupancy starts at 100% and cannot grow past it, so every
 * month earns £30 × 10 dogs × 22 days = £6,600 and costs £2,600: profit
 * £4,000. A year: £79,200 revenue, £48,000 profit. Cumulative profit first
 * passes £30,000 in month 8 (£32,000). ROI: (48,000 − 30,000) ÷ 30,000 = 60%
 * over 12 months; (96,000 − 30,000) ÷ 30,000 = 220% over 24.
 */
const typedResult = {
  'Monthly Revenue': '£6,600',
  'Monthly Profit': '£4,000',
  'Annual Revenue': '£79,200',
  'Annual Profit': '£48,000',
  'Break-even': '8 months',
  'ROI at 12 Months': '60%',
  'ROI at 24 Months': '220%',
};

/**
 * A shared link, worked by hand: £40 × 20 dogs × 50% × 22 days = £8,800 a
 * month with no growth, less £5,000: £3,800 profit. A year: £105,600 and
 * £45,600. 15 × £3,800 = £57,000 is not above £60,000; 16 × £3,800 = £60,800
 * is. ROI: (45,600 − 60,000) ÷ 60,000 = −24%; (91,200 − 60,000) ÷ 60,000 = 52%.
 */
const sharedQuery =
  'initialInvestment=60000&monthlyOperatingCosts=5000&averageDailyRate=40&capacity=20&expectedOccupancyRate=50&monthlyGrowthRate=0';
const sharedResult = {
  'Monthly Revenue': '£8,800',
  'Monthly Profit': '£3,800',
  'Annual Revenue': '£105,600',
  'Annual Profit': '£45,600',
  'Break-even': '16 months',
  'ROI at 12 Months': '-24%',
  'ROI at 24 Months': '52%',
};

async function figures(page: Page): Promise<Record<string, string>> {
  return page
    .locator('#roi-calculator [data-figure]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [
          card.getAttribute('data-figure') ?? '',
          card.querySelector('dd')?.textContent?.trim() ?? '',
        ]),
      ),
    );
}

describe.each(visitModes)('ROI calculator, $name', (mode) => {
  const scripted = mode.context.javaScriptEnabled !== false;

  it('shows no results until Calculate ROI, then the figures for what was typed', async () => {
    const page = await newPage('/', mode.context, mode.visit);
    const roi = page.locator('#roi-calculator');
    expect(await roi.getByText('Your Projected Returns').count()).toBe(0);
    expect(await roi.getByLabel('Initial Investment (£)').inputValue()).toBe('50000');

    const asked = requestsTo(page, '/api/tools/roi');
    // Typed and pressed at once: before hydration in the delayed mode.
    for (const [label, , value] of typedFigures) await roi.getByLabel(label).fill(value);
    await roi.getByRole('button', { name: 'Calculate ROI' }).click();
    if (mode.visit.delayIslandsMs) expect(await islandState(page, 'roi-calculator')).not.toBe('true');

    await expect.poll(() => figures(page), AFTER_HYDRATION).toEqual(typedResult);
    expect(await roi.getByRole('img').getAttribute('aria-label')).toContain(
      'passing the £30,000 investment in month 8',
    );
    expect(await roi.locator('table tbody tr').count()).toBe(24);
    // The inputs still hold what was typed.
    for (const [label, , value] of typedFigures) expect(await roi.getByLabel(label).inputValue()).toBe(value);

    // The address holds the result, so it can be shared: the plain form's GET, or the island's replaceState.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#roi-calculator');
    for (const [, field, value] of typedFigures) expect(url.searchParams.get(field)).toBe(value);
    if (scripted) {
      // Pressed before the island had hydrated, Calculate ROI went to the Worker (a GET form): the new page shows the result where it was.
      if (!mode.visit.delayIslandsMs) await expect.poll(() => focusedText(page)).toBe('Your Projected Returns');
      // Calculated in place, the island asked the Worker once for the figures (the calculation it counts); a press
      // the Worker answered as a GET form asked it nothing more.
      await expect.poll(() => asked.length).toBe(mode.visit.delayIslandsMs ? 0 : 1);
      for (const [, field, value] of mode.visit.delayIslandsMs ? [] : typedFigures)
        expect(new URL(asked[0] ?? 'http://x').searchParams.get(field)).toBe(value);
      expectNoScriptErrors(page);
    }
    await expectAccessible(page, 'ROI results', ['#roi-calculator']);

    // That address, opened afresh, shows the same.
    const shared = await newPage(`${url.pathname}${url.search}${url.hash}`, mode.context, mode.visit);
    expect(await figures(shared)).toEqual(typedResult);
  });

  it('renders the results of a shared link (/?…#roi-calculator) with its figures in the inputs', async () => {
    const page = await newPage(`/?${sharedQuery}#roi-calculator`, mode.context, mode.visit);
    const roi = page.locator('#roi-calculator');
    expect(await roi.getByRole('heading', { name: 'Your Projected Returns' }).isVisible()).toBe(true);
    expect(await figures(page)).toEqual(sharedResult);
    expect(await roi.getByLabel('Initial Investment (£)').inputValue()).toBe('60000');
    expect(await roi.getByLabel('Monthly Growth Rate (%)').inputValue()).toBe('0');
    await expectAccessible(page, 'ROI results from a shared link', ['#roi-calculator']);
    if (scripted) {
      // Hydrating keeps the server's result, and calculating again in place still works.
      await roi.getByLabel('Capacity (dogs)').fill('10');
      await roi.getByRole('button', { name: 'Calculate ROI' }).click();
      // £40 × 10 × 50% × 22 = £4,400.
      await expect.poll(async () => (await figures(page))['Monthly Revenue'], AFTER_HYDRATION).toBe('£4,400');
      expect(new URL(page.url()).searchParams.get('capacity')).toBe('10');
      expectNoScriptErrors(page);
    }
  });
});

describe('the quiz and the calculator with the Worker out of reach', () => {
  const normal = visitModes[3];

  it('still show the stage and the figures, worked out in the browser', async () => {
    const page = await newPage('/', normal.context, normal.visit);
    await page.route('**/api/tools/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Business Growth Stage Quiz' });
    for (const [question, answer] of lowestAnswers) {
      await expect.poll(() => dialog.getByRole('heading', { name: question }).isVisible(), AFTER_HYDRATION).toBe(true);
      await dialog.getByRole('button', { name: answer, exact: true }).click();
    }
    await expectPlanningStage(dialog);
    await dialog.getByRole('button', { name: 'Retake Quiz' }).click();
    await page.keyboard.press('Escape');

    const roi = page.locator('#roi-calculator');
    await roi.scrollIntoViewIfNeeded();
    await islandsHydrated(page, 'roi-calculator');
    // Calculated in place (no new page): a mark left on this page is still there afterwards.
    await page.evaluate(() => document.body.setAttribute('data-same-page', 'yes'));
    for (const [label, , value] of typedFigures) await roi.getByLabel(label).fill(value);
    await roi.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect.poll(() => figures(page), AFTER_HYDRATION).toEqual(typedResult);
    expect(await page.evaluate(() => document.body.getAttribute('data-same-page'))).toBe('yes');
    expect(page.errors).toEqual([]);
  });
});
