/**
 * The Training Academy through the whole Worker against the real D1: saved
 * progress, server-marked quizzes with their attempt limit, completion and its
 * certificate. Sign-in and access by tier: academy-access.test.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FIRST_AID, json } from '../../test/support/academy-modules';
import { send } from '../../test/support/admin';
import { getAsLearner, inAYear, postAsLearner, signedInLearner } from '../../test/support/learner';
import { decodeHtml, textOf } from '../../test/support/page-html';
import { answerQuiz, quizShown } from '../../test/support/quiz';

/** The right answers of First Aid Foundations' quiz (section 4: index 3), as its content lists and marks them. */
const RIGHT = [1, 2, 0, 2];
const WRONG = [0, 0, 1, 0];

async function moduleId(slug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM training_modules WHERE slug = ?').bind(slug).first<{ id: number }>();
  return row?.id ?? 0;
}

async function progressRow(learnerId: number, slug: string) {
  return env.DB.prepare(
    'SELECT status, progress_percentage, completed_sections, current_section, completed_at FROM training_progress WHERE user_id = ? AND module_id = ?',
  )
    .bind(learnerId, await moduleId(slug))
    .first<{
      status: string;
      progress_percentage: number;
      completed_sections: string;
      current_section: number;
      completed_at: number | null;
    }>();
}

async function attemptRows(learnerId: number) {
  const { results } = await env.DB.prepare(
    'SELECT score, is_passing, attempt_number, correct_answers, total_questions, answers FROM training_quiz_attempts WHERE user_id = ? ORDER BY id',
  )
    .bind(learnerId)
    .all<{
      score: number;
      is_passing: number;
      attempt_number: number;
      correct_answers: number;
      total_questions: number;
      answers: string;
    }>();
  return results;
}

describe('progress that follows the learner', () => {
  it('saves marking, unmarking and the current section from plain posts, with the percentage and status', async () => {
    const learner = await signedInLearner();
    const marked = await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '0', mark: '0' });
    expect(marked.status).toBe(303);
    expect(marked.headers.get('location')).toBe(`${FIRST_AID}?section=0#reader`);
    expect(await progressRow(learner.id, 'canine-first-aid-foundations')).toMatchObject({
      status: 'in_progress',
      progress_percentage: 25,
      completed_sections: '[0]',
    });
    await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '0', mark: '2' });
    await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '2', go: '3' });
    expect(await progressRow(learner.id, 'canine-first-aid-foundations')).toMatchObject({
      progress_percentage: 50,
      completed_sections: '[0,2]',
      current_section: 3,
    });
    await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '3', unmark: '0' });
    expect(await progressRow(learner.id, 'canine-first-aid-foundations')).toMatchObject({
      progress_percentage: 25,
      completed_sections: '[2]',
    });
    // The page opens where they left off, with their marks.
    const page = (await (await getAsLearner(learner, FIRST_AID)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('1 of 4 sections completed');
    expect(page).toContain('Section 4 of 4');
  });

  it('answers the reader fetch with JSON, and refuses a missing form token, another site and someone not signed in', async () => {
    const learner = await signedInLearner();
    const reply = await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '1', mark: '1' }, json);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ completedSections: [1], currentSection: 1, certificateNumber: null });
    expect((await postAsLearner(learner, `${FIRST_AID}/progress`, { csrf: '', mark: '0' }, json)).status).toBe(403);
    expect(
      (
        await send(`${FIRST_AID}/progress`, {
          cookie: learner.cookie,
          form: { csrf: learner.csrf, mark: '0' },
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect((await send(`${FIRST_AID}/progress`, { form: { mark: '0' } })).status).toBe(303);
  });

  it('keeps every mark when presses race: Mark Complete and Next sent at once, and many marks at once', async () => {
    const learner = await signedInLearner();
    await Promise.all([
      postAsLearner(learner, `${FIRST_AID}/progress`, { section: '0', mark: '0' }, json),
      postAsLearner(learner, `${FIRST_AID}/progress`, { go: '1' }, json),
    ]);
    await Promise.all(
      ['1', '2', '3'].map((section) =>
        postAsLearner(learner, `${FIRST_AID}/progress`, { section, mark: section }, json),
      ),
    );
    expect(await progressRow(learner.id, 'canine-first-aid-foundations')).toMatchObject({
      completed_sections: '[0,1,2,3]',
      progress_percentage: 100,
      current_section: 1,
    });
  });

  it('answers a body that cannot be read as a form with a 400, never a 500', async () => {
    const learner = await signedInLearner();
    for (const path of [`${FIRST_AID}/progress`, `${FIRST_AID}/quiz`, '/training/sign-in', '/training/register']) {
      const response = await send(path, {
        cookie: learner.cookie,
        headers: { 'content-type': 'multipart/form-data' },
        method: 'POST',
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('shows a signed-in learner their real counts on the category page', async () => {
    const learner = await signedInLearner();
    for (const section of ['0', '1', '2', '3'])
      await postAsLearner(learner, `${FIRST_AID}/progress`, { mark: section });
    const html = await (await getAsLearner(learner, '/training/category/canine-first-aid')).text();
    expect(html).toMatch(/data-module="canine-first-aid-foundations"[\s\S]*?100<!-- -->% complete/);
  });
});

describe('assessed quizzes', () => {
  it('never sends the right answers or their explanations before the learner submits', async () => {
    const learner = await signedInLearner();
    const html = await (await getAsLearner(learner, `${FIRST_AID}?section=3`)).text();
    expect(html).toContain('What is the main aim of first aid for a dog?');
    expect(html).not.toContain('First aid buys time');
    expect(html).not.toContain('* To keep the dog alive');
  });

  it('marks on the server, stores each attempt, allows 3 in 24 hours and then says when to try again', async () => {
    const learner = await signedInLearner();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const reply = await answerQuiz(learner, FIRST_AID, 3, attempt === 1 ? WRONG : [1, 2, 0, 0], json);
      expect(reply.status).toBe(200);
      const view = (await reply.json()) as {
        passed: boolean;
        attemptsLeft: number;
        attempt: number;
        result: { score: number; explanations: unknown };
      };
      expect(view.passed).toBe(false);
      expect(view.attemptsLeft).toBe(3 - attempt);
      expect(view.attempt).toBe(attempt + 1);
      expect(view.result.explanations).toBeNull();
    }
    const rows = await attemptRows(learner.id);
    expect(
      rows.map((row) => [row.attempt_number, row.score, row.is_passing, row.correct_answers, row.total_questions]),
    ).toEqual([
      [1, 0, 0, 0, 4],
      [2, 75, 0, 3, 4],
      [3, 75, 0, 3, 4],
    ]);
    // Stored as the options the learner read, whatever positions they were shown at.
    expect(JSON.parse(rows[0]?.answers ?? '[]')).toEqual(WRONG);
    const fourth = await answerQuiz(learner, FIRST_AID, 3, RIGHT, json);
    expect(fourth.status).toBe(429);
    const refusal = (await fourth.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('attempts_used');
    expect(refusal.error.message).toMatch(/try again from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(await attemptRows(learner.id)).toHaveLength(3);
    // Without scripts the page says the same.
    const page = await answerQuiz(learner, FIRST_AID, 3, RIGHT);
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('You have used all your attempts');
  });

  it('counts one attempt when the same form is posted many times at once; the others get the quiz again, unmarked', async () => {
    const learner = await signedInLearner();
    const shown = await quizShown(learner, FIRST_AID, 3);
    expect(shown.attempt).toBe('1');
    const form = { section: '3', attempt: '1', q0: '0', q1: '0', q2: '0', q3: '0' };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => postAsLearner(learner, `${FIRST_AID}/quiz`, form, json)),
    );
    const bodies = (await Promise.all(replies.map((reply) => reply.json()))) as { attempt: number; notice?: string }[];
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(bodies.filter((body) => body.notice === undefined)).toHaveLength(1);
    expect(bodies.every((body) => body.attempt === 2)).toBe(true);
    expect(bodies.find((body) => body.notice)?.notice).toContain('This quiz has changed since the page was opened');
    expect(await attemptRows(learner.id)).toHaveLength(1);
    // A plain post of that stale form is answered with the page, and marks nothing.
    const page = await postAsLearner(learner, `${FIRST_AID}/quiz`, form);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This quiz has changed since the page was opened');
    expect(await attemptRows(learner.id)).toHaveLength(1);
  });

  it('holds the limit when attempts race', async () => {
    const learner = await signedInLearner();
    // Each attempt number posted twice at once: only one of each can be the next attempt, and never more than 3.
    const replies = await Promise.all(
      ['1', '1', '2', '2', '3', '3', '4', '4'].map((attempt) =>
        postAsLearner(
          learner,
          `${FIRST_AID}/quiz`,
          { section: '3', attempt, q0: '0', q1: '0', q2: '0', q3: '0' },
          json,
        ),
      ),
    );
    expect(replies.every((reply) => reply.status === 200 || reply.status === 429)).toBe(true);
    const rows = await attemptRows(learner.id);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.map((row) => row.attempt_number)).toEqual(rows.map((_, index) => index + 1));
  });

  it('passes at 80 %, then shows the explanations and takes no further attempts', async () => {
    const learner = await signedInLearner();
    const passed = (await (await answerQuiz(learner, FIRST_AID, 3, RIGHT, json)).json()) as {
      passed: boolean;
      result: { score: number; explanations: string[] };
    };
    expect(passed.passed).toBe(true);
    expect(passed.result.score).toBe(100);
    expect(passed.result.explanations[0]).toContain('First aid buys time');
    await answerQuiz(learner, FIRST_AID, 3, WRONG, json);
    expect(await attemptRows(learner.id)).toHaveLength(1);
  });

  it('refuses a section that is not a quiz', async () => {
    const learner = await signedInLearner();
    expect(
      (await postAsLearner(learner, `${FIRST_AID}/quiz`, { section: '0', attempt: '1', q0: '1' }, json)).status,
    ).toBe(400);
  });
});

describe('completing a module', () => {
  it('refuses Complete Module until every section is marked and the quiz passed, then issues one certificate', async () => {
    const learner = await signedInLearner({ firstName: 'Aisha', lastName: 'Khan' });
    const early = await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '3', complete: '1' }, json);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toContain(
      'mark sections 1, 2, 3, 4 complete and pass the quiz in section 4',
    );
    for (const section of ['0', '1', '2', '3'])
      await postAsLearner(learner, `${FIRST_AID}/progress`, { mark: section });
    expect((await postAsLearner(learner, `${FIRST_AID}/progress`, { complete: '1' }, json)).status).toBe(409);
    await answerQuiz(learner, FIRST_AID, 3, RIGHT);
    const done = await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '3', complete: '1' }, json);
    expect(done.status).toBe(200);
    const { certificateNumber } = (await done.json()) as { certificateNumber: string };
    expect(certificateNumber).toMatch(/^PAW-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await progressRow(learner.id, 'canine-first-aid-foundations')).toMatchObject({
      status: 'completed',
      progress_percentage: 100,
    });
    const certificate = await env.DB.prepare(
      'SELECT earned_date, expiry_date, title FROM training_certificates WHERE certificate_number = ?',
    )
      .bind(certificateNumber)
      .first<{ earned_date: number; expiry_date: number | null; title: string }>();
    // Canine first aid is renewed every 3 years.
    const years = ((certificate?.expiry_date ?? 0) - (certificate?.earned_date ?? 0)) / (365.25 * 24 * 60 * 60 * 1000);
    expect(years).toBeGreaterThan(2.99);
    expect(years).toBeLessThan(3.01);
    // Completing again hands back the same certificate.
    const again = (await (await postAsLearner(learner, `${FIRST_AID}/progress`, { complete: '1' }, json)).json()) as {
      certificateNumber: string;
    };
    expect(again.certificateNumber).toBe(certificateNumber);
    const verification = await send(`/certificates/${certificateNumber}`);
    expect(verification.status).toBe(200);
    const html = await verification.text();
    expect(html).toContain('Aisha Khan');
    expect(html).toContain('Valid');
    const me = await (await getAsLearner(learner, '/training/me')).text();
    expect(me).toContain(certificateNumber);
    expect(me).toMatch(/data-completed[\s\S]*First Aid Foundations/);
  });

  it('issues one certificate when Complete Module is pressed many times at once', async () => {
    const learner = await signedInLearner();
    for (const section of ['0', '1', '2', '3'])
      await postAsLearner(learner, `${FIRST_AID}/progress`, { mark: section });
    await answerQuiz(learner, FIRST_AID, 3, RIGHT);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => postAsLearner(learner, `${FIRST_AID}/progress`, { complete: '1' }, json)),
    );
    const numbers = await Promise.all(
      replies.map(async (reply) => ((await reply.json()) as { certificateNumber: string }).certificateNumber),
    );
    expect(new Set(numbers).size).toBe(1);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM training_certificates WHERE user_id = ?')
      .bind(learner.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('answers a plain Complete Module post that is not finished with the page and what is left', async () => {
    const learner = await signedInLearner();
    const response = await postAsLearner(learner, `${FIRST_AID}/progress`, { section: '3', complete: '1' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Not finished yet');
  });
});

describe('progress by course on My training', () => {
  /** A course's active module ids, in its display order. */
  async function courseModules(slug: string): Promise<number[]> {
    const { results } = await env.DB.prepare(
      'SELECT m.id FROM training_modules m JOIN training_categories c ON c.id = m.category_id WHERE c.slug = ? AND m.is_active = 1 ORDER BY m.display_order, m.id',
    )
      .bind(slug)
      .all<{ id: number }>();
    return results.map((row) => row.id);
  }

  async function saveProgress(learnerId: number, moduleId: number, status: 'in_progress' | 'completed') {
    const now = Date.now();
    await env.DB.prepare(
      'INSERT INTO training_progress (user_id, module_id, status, progress_percentage, last_accessed, completed_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
      .bind(learnerId, moduleId, status, status === 'completed' ? 100 : 50, now, status === 'completed' ? now : null)
      .run();
  }

  /** Each course's item on /training/me, by slug. */
  function courses(html: string): Map<string, string> {
    const list = /<ul[^>]*data-courses[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    return new Map(
      [...list.matchAll(/<li[^>]*data-course="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? '',
      ]),
    );
  }

  it('shows an employee "N of M modules completed" with a labelled bar for every course they may open, beside the module lists', async () => {
    const learner = await signedInLearner({ status: 'active', tier: 'employee', expiry: inAYear() });
    const firstAid = await courseModules('canine-first-aid');
    const behaviour = await courseModules('dog-behaviour');
    expect(firstAid.length).toBeGreaterThanOrEqual(3);
    await saveProgress(learner.id, firstAid[0] ?? 0, 'completed');
    await saveProgress(learner.id, firstAid[1] ?? 0, 'completed');
    await saveProgress(learner.id, behaviour[0] ?? 0, 'in_progress');
    const html = await (await getAsLearner(learner, '/training/me')).text();
    const shown = courses(html);
    // Employee courses only: the employer ones are not theirs to open.
    expect([...shown.keys()]).toEqual(
      expect.arrayContaining(['canine-first-aid', 'dog-behaviour', 'health-and-safety', 'customer-care']),
    );
    expect(shown.has('running-the-business')).toBe(false);
    expect(shown.has('leading-a-team')).toBe(false);

    const total = firstAid.length;
    const firstAidItem = shown.get('canine-first-aid') ?? '';
    expect(textOf(firstAidItem)).toContain(`Canine First Aid & Welfare 2 of ${total} modules completed`);
    expect(firstAidItem).toMatch(/href="\/training\/category\/canine-first-aid"/);
    const bar = /<div[^>]*role="progressbar"[^>]*>/.exec(firstAidItem)?.[0] ?? '';
    expect(decodeHtml(bar)).toContain('aria-label="Canine First Aid & Welfare progress"');
    expect(bar).toContain(`aria-valuenow="${Math.round((2 / total) * 100)}"`);
    expect(bar).toContain(`aria-valuetext="2 of ${total} modules completed"`);
    expect(textOf(shown.get('dog-behaviour') ?? '')).toContain(`0 of ${behaviour.length} modules completed`);
    expect(firstAidItem).not.toContain('free demo');

    // The lists by module remain.
    expect(html).toMatch(/data-in-progress[\s\S]*data-completed/);
  });

  it('shows an employer the employer courses too, and a demo learner what the free demo opens of each', async () => {
    const employer = await signedInLearner({ status: 'active', tier: 'employer', expiry: inAYear() });
    const employerCourses = courses(await (await getAsLearner(employer, '/training/me')).text());
    expect(employerCourses.has('running-the-business')).toBe(true);
    expect(employerCourses.has('canine-first-aid')).toBe(true);

    const demo = await signedInLearner();
    const firstAid = await courseModules('canine-first-aid');
    await saveProgress(demo.id, firstAid[0] ?? 0, 'completed');
    const demoCourses = courses(await (await getAsLearner(demo, '/training/me')).text());
    expect(demoCourses.has('running-the-business')).toBe(false);
    expect(textOf(demoCourses.get('canine-first-aid') ?? '')).toContain(
      `1 of ${firstAid.length} modules completed Your free demo opens 1 of its ${firstAid.length} modules.`,
    );
  });
});
