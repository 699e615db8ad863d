/**
 * The owner's funnel counted from the actions themselves (issue 35), through the whole app against the real D1: each
 * step done the island's way (JSON) and the plain way (a form post, a GET form), then written (flushCounts) and read
 * as today's count. One action, one count: a double press, a resend or a reload a moment later is one; a refused,
 * incomplete or bot's request is none. The Academy's steps: src/academy/subscriptions/academy-funnel.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { growthQuizQuestions } from '../content/growth-quiz';
import { purgePageCache } from '../render/page-cache/page-store';
import { chosenServices } from '../../test/support/booking-fixtures';
import { stepPost } from '../../test/support/booking-wizard-html';
import { BROWSER_USER_AGENT, expectCounted } from '../../test/support/funnel';
import { postForm, postJson, request } from '../../test/support/request';
import { REPEAT_WINDOW_MS } from './repeats';

afterEach(() => vi.useRealTimers());

/** Later than a double press or a resend: the same sending again is another action. */
function momentsLater(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + REPEAT_WINDOW_MS + 1000);
}

/** The quiz's answers as its plain form sends them: the `pick`th answer of each question (0 to 4). */
function quizAnswers(pick: (question: number) => number): URLSearchParams {
  const query = new URLSearchParams([['quiz', 'answers']]);
  growthQuizQuestions.forEach((question, index) => {
    query.set(`q${question.id}`, question.answers[pick(index)]?.value ?? '');
  });
  return query;
}

/** A page asked for by a person's browser (a request with no user agent is a bot's). */
const browserGets = (path: string) => request(path, { headers: { 'user-agent': BROWSER_USER_AGENT } });

describe('tool used: the growth quiz', () => {
  it('counts each quiz completed in the dialog, answered by the Worker with the stage the plain form shows', async () => {
    await expectCounted('tool_used', 2, async () => {
      const response = await request(`/api/tools/quiz?${quizAnswers(() => 4)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ stage: 'mature', average: 5 });
      // The same answers again at once (a double press): one completion.
      expect((await request(`/api/tools/quiz?${quizAnswers(() => 4)}`)).status).toBe(200);
      const other = await request(`/api/tools/quiz?${quizAnswers((index) => (index < 3 ? 0 : 1))}`);
      expect(await other.json()).toEqual({ stage: 'planning', average: 1.5 });
    });
  });

  it('answers an incomplete or tampered quiz with 400 in the one error shape, and counts nothing', async () => {
    await expectCounted('tool_used', 0, async () => {
      const missing = quizAnswers(() => 2);
      missing.delete('q6');
      const tampered = quizAnswers(() => 2);
      tampered.set('q1', 'a-million');
      for (const query of [missing, tampered, new URLSearchParams()]) {
        const response = await request(`/api/tools/quiz?${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
      }
    });
  });

  it('counts a result the home page shows to the plain form, from the page cache too, but not a bot’s or a form half done', async () => {
    purgePageCache();
    const path = `/?${quizAnswers((index) => index % 5)}`;
    await expectCounted('tool_used', 2, async () => {
      const first = await browserGets(path);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('data-quiz-result=');
      // A double press of See My Growth Stage: the same address at once.
      await browserGets(path);
      momentsLater();
      const again = await browserGets(path);
      expect(again.headers.get('x-page-cache')).toBe('hit');
      // Not a use: a crawler following a shared result, a prefetch, a HEAD, a form sent with answers missing.
      await request(path);
      await request(path, { headers: { 'user-agent': BROWSER_USER_AGENT, 'sec-purpose': 'prefetch' } });
      await request(path, { method: 'HEAD', headers: { 'user-agent': BROWSER_USER_AGENT } });
      await browserGets('/?quiz=answers&q1=not-trading');
    });
  });
});

describe('tool used: the ROI calculator', () => {
  const figures = (investment: string) =>
    new URLSearchParams({
      initialInvestment: investment,
      monthlyOperatingCosts: '8000',
      averageDailyRate: '35',
      capacity: '40',
      expectedOccupancyRate: '75',
      monthlyGrowthRate: '2',
    });

  it('counts each calculation the island asks the Worker for, a double press once', async () => {
    await expectCounted('tool_used', 2, async () => {
      const response = await request(`/api/tools/roi?${figures('50000')}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { inputs: { initialInvestment: number }; result: unknown };
      expect(answer.inputs.initialInvestment).toBe(50000);
      expect(answer.result).toMatchObject({ monthlyRevenue: 23100, breakEvenMonths: expect.any(Number) });
      await request(`/api/tools/roi?${figures('50000')}`);
      await request(`/api/tools/roi?${figures('60000')}`);
    });
  });

  it('carries figures too large to compute as their names, and refuses a request with no figures', async () => {
    const huge = figures('1');
    huge.set('averageDailyRate', '1e308');
    huge.set('capacity', '1e308');
    const answer = await (await request(`/api/tools/roi?${huge}`)).json();
    expect(answer).toMatchObject({ result: { monthlyRevenue: 'Infinity' } });
    const empty = await request('/api/tools/roi');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('counts a calculation the home page shows to the plain form', async () => {
    await expectCounted('tool_used', 1, async () => {
      const page = await browserGets(`/?${figures('70000')}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Your Projected Returns');
      await browserGets(`/?${figures('70000')}`);
      // The home page with no figures shows no result: nothing was calculated.
      await browserGets('/');
    });
  });
});

describe('tool used: the marketing calendar', () => {
  it('counts each new download, sent as JSON or as a plain form, and a resend of the same once', async () => {
    await expectCounted('tool_used', 3, async () => {
      const submissionId = crypto.randomUUID();
      const body = { resourceName: 'Marketing Calendar', email: 'calendar@example.co.uk', submissionId };
      expect((await postJson('/api/resource-downloads', body)).status).toBe(201);
      expect((await postJson('/api/resource-downloads', body)).status).toBe(201);
      expect((await postJson('/api/resource-downloads', { ...body, submissionId: crypto.randomUUID() })).status).toBe(
        201,
      );
      const fields = { resourceName: 'Marketing Calendar', email: 'plain-calendar@example.co.uk', format: 'ics' };
      expect((await postForm('/api/resource-downloads', fields)).status).toBe(200);
      expect((await postForm('/api/resource-downloads', fields)).status).toBe(200);
      // Refused: nothing downloaded, nothing counted.
      expect((await postJson('/api/resource-downloads', { ...body, email: 'owner@' })).status).toBe(400);
    });
  });
});

describe('booking started: step 1 of the booking wizard sent', () => {
  const services = chosenServices.map(([, service]) => service);

  it('counts step 1 sent from the island, a double press once, and refuses a step 1 that is not valid', async () => {
    await expectCounted('booking_started', 2, async () => {
      const sent = await postJson('/api/consultation-bookings/steps', { step: 1, services, visit_source: '' });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ ok: true });
      // The same services in another order, at once: the same press.
      await postJson('/api/consultation-bookings/steps', { step: 1, services: [...services].reverse() });
      await postJson('/api/consultation-bookings/steps', { step: 1, services: ['compliance'] });
      for (const refused of [
        { step: 1, services: [] },
        { step: 1, services: ['not-a-package'] },
        { step: 2, services },
        { step: 1, services, firstName: 'Aisha' },
        'not json',
      ]) {
        const response = await postJson('/api/consultation-bookings/steps', refused);
        expect(response.status, JSON.stringify(refused)).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
      }
    });
  });

  it('counts step 1 posted without JavaScript when it moves on to step 2, not Back or a step 1 with messages', async () => {
    // Apart from the island's sending of the same services just before.
    momentsLater();
    await expectCounted('booking_started', 2, async () => {
      expect((await postForm('/api/consultation-bookings', stepPost(1, chosenServices))).status).toBe(200);
      expect((await postForm('/api/consultation-bookings', stepPost(1, chosenServices))).status).toBe(200);
      vi.setSystemTime(Date.now() + REPEAT_WINDOW_MS + 1000);
      expect((await postForm('/api/consultation-bookings', stepPost(1, chosenServices))).status).toBe(200);
      expect((await postForm('/api/consultation-bookings', stepPost(1, []))).status).toBe(400);
      const back = stepPost(2, [...chosenServices, ['intent', 'back']]);
      expect((await postForm('/api/consultation-bookings', back)).status).toBe(200);
    });
  });

  it('refuses a step sent from another site', async () => {
    const response = await postJson(
      '/api/consultation-bookings/steps',
      { step: 1, services },
      { origin: 'https://elsewhere.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('the new endpoints under hostile input', () => {
  it('answer inherited names, odd values and methods they do not take with a 4xx in the one error shape, never a 5xx', async () => {
    const answers: Response[] = [
      await request('/api/tools/quiz?constructor=1&__proto__=x&toString=2&quiz=answers'),
      await request(`/api/tools/quiz?${quizAnswers(() => 1)}&q1=__proto__`),
      await request('/api/tools/roi?constructor=1&__proto__=x&capacity=%00'),
      await postJson('/api/consultation-bookings/steps', '{"step":1,"services":["compliance"],"__proto__":{"x":1}}'),
      await postJson('/api/consultation-bookings/steps', { step: 1, services: 'compliance' }),
      await postJson('/api/consultation-bookings/steps', { step: 1, services: ['compliance'], visit_source: 7 }),
      await request('/api/tools/quiz', { method: 'POST' }),
      await request('/api/consultation-bookings/steps'),
    ];
    for (const response of answers) {
      expect(response.status, response.url).toBeLessThan(500);
      if (response.status >= 400) expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });
});
