/**
 * Issue 12: the growth quiz and the ROI calculator answered by the Worker
 * alone. Their GET forms come back to / with their fields in the query; the
 * server renders the quiz's result stage (or the form again with messages)
 * and the calculator's results, chart and table. Expected texts and figures
 * are written out here, not taken from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { decodeHtml, linksNamed, textOf } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';

async function home(query: string): Promise<string> {
  const response = await request(`/${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The growth quiz article (#growth-quiz) up to the next article. */
function quizArticle(html: string): string {
  const start = html.indexOf('<article id="growth-quiz"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The ROI calculator article (#roi-calculator). */
function roiArticle(html: string): string {
  const start = html.indexOf('<article id="roi-calculator"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The plain quiz form, which lives in <noscript>. */
function noscriptQuizForm(article: string): string {
  const block = [...article.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)]
    .map((match) => match[1] ?? '')
    .find((inner) => inner.includes('data-quiz-form'));
  return block ?? '';
}

/** The <input> tag of one radio answer. */
function radio(form: string, name: string, value: string): string {
  const tag = [...form.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .find((input) => input.includes(`name="${name}"`) && input.includes(`value="${value}"`));
  if (!tag) throw new Error(`no radio ${name}=${value}`);
  return tag;
}

/** The lowest answer of each question: every one worth 1 point. */
const lowestAnswers = 'q1=not-trading&q2=pre-revenue&q3=no-team&q4=no-systems&q5=not-open&q6=no-marketing';
/** The third answer of each question: every one worth 3 points. */
const middleAnswers = 'q1=1-3-years&q2=5k-15k&q3=small-team&q4=spreadsheets&q5=40-65&q6=online-presence';
const UNANSWERED = 'Choose one of the five answers to this question.';

describe('GET / and the growth quiz', () => {
  it('offers the six questions as a plain GET form in <noscript>, five labelled radios each, and no result', async () => {
    const article = quizArticle(await home(''));
    const form = noscriptQuizForm(article);
    expect(form).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/#growth-quiz")[^>]*>/);
    expect(form.match(/<fieldset\b/g)).toHaveLength(6);
    expect(form.match(/<legend\b/g)).toHaveLength(6);
    expect(form.match(/<input\b[^>]*type="radio"/g)).toHaveLength(30);
    // Each radio sits inside its <label>, so its answer text is its name.
    expect(textOf(form)).toContain('How long has your pet-care business been trading?');
    expect(form).toMatch(
      /<label\b[^>]*><input\b[^>]*value="not-trading"[^>]*\/?><span>Not trading yet: I am still researching or planning<\/span><\/label>/,
    );
    expect(form).toMatch(/<button\b[^>]*type="submit"[^>]*>See My Growth Stage<\/button>/);
    expect(form).not.toContain(UNANSWERED);
    expect(article).not.toContain('data-quiz-result');
    // The dialog's opener is there for scripted visitors, hidden when scripting is off.
    // Hidden with scripting off (a plain form stands in); with scripting on it opens its dialog with no script: an invoker command.
    expect(article).toMatch(
      /<button(?=[^>]*type="button")(?=[^>]*class="needs-script )(?=[^>]*command="show-modal")(?=[^>]*commandfor="([^"]+)")[^>]*>Start the Quiz<\/button>/,
    );
    const dialogId = /commandfor="([^"]+)"[^>]*>Start the Quiz</.exec(article)?.[1];
    expect(article).toContain(`<dialog id="${dialogId}"`);
  });

  it('renders the Planning Stage for the lowest answers, with its texts, Book Strategic Consultation and Retake', async () => {
    const article = quizArticle(await home(`?quiz=answers&${lowestAnswers}`));
    expect(article).toContain('data-quiz-result="planning"');
    const text = textOf(article);
    expect(text).toContain('Your growth stage (average score 1.0 out of 5)');
    expect(text).toContain('Planning Stage');
    expect(text).toContain('You are turning an idea into a business.');
    expect(text).toContain('What this stage looks like');
    expect(text).toContain('No trading history or revenue yet');
    expect(text).toContain('Your next steps');
    expect(text).toContain('Map competitors within a 20-minute drive and note their prices, capacity and reviews');
    expect(linksNamed(article, 'Book Strategic Consultation').map((link) => link.href)).toEqual(['#contact']);
    expect(linksNamed(article, 'Retake Quiz').map((link) => link.href)).toEqual(['/#growth-quiz']);
    // The result replaces the form.
    expect(noscriptQuizForm(article)).toBe('');
  });

  it("scores with the spec's averages: the third answers give Early Growth (3.0)", async () => {
    const text = textOf(quizArticle(await home(`?quiz=answers&${middleAnswers}`)));
    expect(text).toContain('Early Growth Stage');
    expect(text).toContain('average score 3.0 out of 5');
  });

  it('shows the form again for an incomplete or tampered submission: answers kept, a message beside each unanswered question', async () => {
    // q2 is missing, q3 is not one of its answers, q4 carries another question's answer.
    const article = quizArticle(
      await home('?quiz=answers&q1=under-1-year&q3=bogus&q4=pre-revenue&q5=40-65&q6=no-marketing'),
    );
    expect(article).not.toContain('data-quiz-result');
    const form = noscriptQuizForm(article);
    expect(form).toContain('role="alert"');
    expect(radio(form, 'q1', 'under-1-year')).toContain('checked=""');
    expect(radio(form, 'q5', '40-65')).toContain('checked=""');
    expect(radio(form, 'q6', 'no-marketing')).toContain('checked=""');
    expect(radio(form, 'q1', 'not-trading')).not.toContain('checked');
    expect(form.match(/checked=""/g)).toHaveLength(3);
    expect(form.split(UNANSWERED)).toHaveLength(4);
    for (const name of ['q2', 'q3', 'q4']) {
      // The message is inside the question's fieldset and the fieldset is described by it.
      const fieldset = new RegExp(
        `<fieldset aria-describedby="quiz-${name}-error"[^>]*>[\\s\\S]*?<p id="quiz-${name}-error"[^>]*>${UNANSWERED}</p>`,
      );
      expect(form).toMatch(fieldset);
    }
    expect(form).not.toContain('quiz-q1-error');
  });

  it('treats a submission with nothing chosen as six unanswered questions', async () => {
    const form = noscriptQuizForm(quizArticle(await home('?quiz=answers')));
    expect(form.split(UNANSWERED)).toHaveLength(7);
    expect(form).not.toContain('checked=""');
  });
});

/** A figure's value as shown, e.g. "£6,600". */
function figure(article: string, label: string): string {
  const match = new RegExp(`data-figure="${label}"[^>]*>\\s*<dt[^>]*>[^<]*</dt>\\s*<dd[^>]*>([^<]*)</dd>`).exec(
    article,
  );
  if (!match) throw new Error(`no figure ${label}`);
  return decodeHtml(match[1] ?? '');
}

/** Each figure shown as expected (a failure names its label). */
function expectFigures(article: string, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) expect(figure(article, label), label).toBe(value);
}

/** The value attribute an input is rendered with. */
function inputValue(article: string, name: string): string | undefined {
  const tag = [...article.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .find((input) => input.includes(`name="${name}"`));
  const value = tag ? /\bvalue="([^"]*)"/.exec(tag)?.[1] : undefined;
  return value === undefined ? undefined : decodeHtml(value);
}

describe('GET / and the ROI calculator', () => {
  it("is a GET form to /#roi-calculator with the spec's defaults, noValidate, and no results before Calculate ROI", async () => {
    const article = roiArticle(await home(''));
    expect(article).toMatch(
      /<form(?=[^>]*method="get")(?=[^>]*action="\/#roi-calculator")(?=[^>]*noValidate="")[^>]*>/,
    );
    expect(inputValue(article, 'initialInvestment')).toBe('50000');
    expect(inputValue(article, 'monthlyOperatingCosts')).toBe('8000');
    expect(inputValue(article, 'averageDailyRate')).toBe('35');
    expect(inputValue(article, 'capacity')).toBe('40');
    expect(inputValue(article, 'expectedOccupancyRate')).toBe('75');
    expect(inputValue(article, 'monthlyGrowthRate')).toBe('2');
    expect(article).not.toContain('Your Projected Returns');
    expect(article).not.toContain('data-figure');
  });

  it('renders the results, chart and table for the submitted figures, which the inputs keep', async () => {
    // Occupancy 100% cannot grow (capped): every month earns 30 × 10 × 1 × 22 = £6,600 and costs £2,600, so profit is £4,000.
    const article = roiArticle(
      await home(
        '?initialInvestment=30000&monthlyOperatingCosts=2600&averageDailyRate=30&capacity=10&expectedOccupancyRate=100&monthlyGrowthRate=5',
      ),
    );
    expect(textOf(article)).toContain('Your Projected Returns');
    expectFigures(article, {
      'Monthly Revenue': '£6,600',
      'Monthly Profit': '£4,000',
      'Annual Revenue': '£79,200',
      'Annual Profit': '£48,000',
      // 7 × £4,000 = £28,000 is not above £30,000; 8 × £4,000 = £32,000 is.
      'Break-even': '8 months',
      'ROI at 12 Months': '60%',
      'ROI at 24 Months': '220%',
    });
    const chartLabel = decodeHtml(/<svg\b[^>]*role="img"[^>]*aria-label="([^"]*)"/.exec(article)?.[1] ?? '');
    expect(chartLabel).toContain(
      '£4,000 after month 1 and £96,000 after month 24, passing the £30,000 investment in month 8',
    );
    expect(article.match(/<tr><th scope="row">/g)).toHaveLength(24);
    expect(inputValue(article, 'initialInvestment')).toBe('30000');
    expect(inputValue(article, 'expectedOccupancyRate')).toBe('100');
    expect(inputValue(article, 'monthlyGrowthRate')).toBe('5');
  });

  it('counts a non-numeric or empty entry as 0, never showing NaN', async () => {
    // Investment "abc" → 0 (ROI not applicable); growth "lots" → 0, so 30 × 10 × 0.5 × 22 = £3,300 every month; capacity kept.
    const article = roiArticle(
      await home(
        '?initialInvestment=abc&monthlyOperatingCosts=2600&averageDailyRate=30&capacity=10&expectedOccupancyRate=50&monthlyGrowthRate=lots',
      ),
    );
    expectFigures(article, {
      'Monthly Revenue': '£3,300',
      'Monthly Profit': '£700',
      'Annual Revenue': '£39,600',
      'ROI at 12 Months': 'Not applicable',
      'ROI at 24 Months': 'Not applicable',
    });
    expect(textOf(article)).not.toMatch(/NaN|Infinity/);

    const empty = roiArticle(
      await home(
        '?initialInvestment=&monthlyOperatingCosts=&averageDailyRate=&capacity=&expectedOccupancyRate=&monthlyGrowthRate=',
      ),
    );
    expectFigures(empty, { 'Monthly Revenue': '£0' });
    expect(textOf(empty)).not.toMatch(/NaN|Infinity/);
  });
});
