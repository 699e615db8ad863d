/**
 * The Training Academy against someone trying their luck, through the whole
 * Worker and the real D1: a quiz cannot be solved by probing (a visitor's posts
 * are never marked; a learner's attempts are limited and each shows the options
 * in its own order), a learner corrects their own name (checked, audited
 * without it, shown live on certificates and the team's CSV), and an
 * invitation never signs anyone in to an account that already exists.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send, sha256Hex, unique } from '../../test/support/admin';
import {
  createLearner,
  getAsLearner,
  inAYear,
  postAsLearner,
  signedInLearner,
  type TestLearner,
} from '../../test/support/learner';
import { pageText } from '../../test/support/page-html';
import { quizAsWritten, quizShown } from '../../test/support/quiz';

const SLUG = 'canine-first-aid-foundations';
const FIRST_AID = `/training/module/${SLUG}`;
const QUIZ = 3;
const json = { accept: 'application/json' };
const TEAM = 'Muddy Paws Kennels';

const address = (label: string) => `${unique(label)}@example.co.uk`.toLowerCase();

async function attemptRows(learnerId: number) {
  const { results } = await env.DB.prepare(
    'SELECT attempt_number, answers, score FROM training_quiz_attempts WHERE user_id = ? ORDER BY id',
  )
    .bind(learnerId)
    .all<{ attempt_number: number; answers: string; score: number }>();
  return results;
}

async function allAttempts(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM training_quiz_attempts').first<{ n: number }>())?.n ?? 0;
}

function learnerCookieFrom(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-learner_session='));
}

/** The browser keeps the session it had: no cookie, or only its own pushed back (a session in use is extended hourly). */
function keepsSession(response: Response, learner: TestLearner): boolean {
  const cookie = learnerCookieFrom(response);
  return cookie === undefined || cookie.split(';')[0] === learner.cookie;
}

describe('a quiz cannot be solved by probing', () => {
  it('offers a visitor the questions and the free demo, never a score: every submit is refused and nothing is stored', async () => {
    const page = await (await send(`${FIRST_AID}?section=${QUIZ}`)).text();
    expect(pageText(page)).toContain('What is the main aim of first aid for a dog?');
    expect(page).toContain('href="/training/sign-in#register"');
    expect(pageText(page)).toContain('Try the free demo');
    expect(pageText(page)).not.toContain('Submit answers');
    expect(page).not.toContain('name="attempt"');

    const before = await allAttempts();
    // Nine posts, each changing one answer, recovered every right answer when a visitor's posts were marked.
    for (let probe = 0; probe < 9; probe += 1) {
      const form = {
        section: String(QUIZ),
        attempt: '1',
        q0: String(probe % 4),
        q1: String(Math.floor(probe / 4)),
        q2: '0',
        q3: '0',
      };
      const reply = await send(`${FIRST_AID}/quiz`, { form, headers: json });
      expect(reply.status).toBe(401);
      const body = (await reply.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatchObject({ code: 'unauthorised' });
      expect(JSON.stringify(body)).not.toMatch(/score|correct/i);
    }
    const plain = await send(`${FIRST_AID}/quiz`, {
      form: { section: String(QUIZ), q0: '1', q1: '2', q2: '0', q3: '2' },
    });
    expect(plain.status).toBe(401);
    const html = await plain.text();
    expect(html).toContain('href="/training/sign-in#register"');
    expect(pageText(html)).toContain('sign in, or try the free demo, to submit your answers');
    expect(pageText(html)).not.toMatch(/Passed|Not passed yet|correct \(/);
    expect(await allAttempts()).toBe(before);
  });

  it('gives a demo learner changing one answer per attempt nothing a position can carry, and stops at the limit', async () => {
    const learner = await signedInLearner();
    const written = await quizAsWritten(SLUG, QUIZ);
    const shownOrders: string[][][] = [];
    const posted: number[][] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const shown = await quizShown(learner, FIRST_AID, QUIZ);
      expect(shown.attempt).toBe(String(attempt));
      shownOrders.push(shown.options);
      // Position probing: everything at the first position, then one answer moved one position along each time.
      const positions = [attempt - 1, 0, 0, 0];
      posted.push(positions);
      const fields = Object.fromEntries(positions.map((position, question) => [`q${question}`, String(position)]));
      const reply = await postAsLearner(
        learner,
        `${FIRST_AID}/quiz`,
        { section: String(QUIZ), attempt: String(attempt), ...fields },
        json,
      );
      expect(reply.status).toBe(200);
      const view = (await reply.json()) as {
        content: string;
        result: { explanations: unknown; perQuestion: boolean[]; isPassing: boolean };
      };
      // The right answers never travel: no "* " marking one, no explanation, and a failed attempt says only its score.
      expect(view.content).not.toMatch(/^\s*\* |Why:/m);
      expect(view.result.isPassing).toBe(false);
      expect(view.result.explanations).toBeNull();
      expect(view.result.perQuestion).toEqual([]);
    }
    const rows = await attemptRows(learner.id);
    expect(rows.map((row) => row.attempt_number)).toEqual([1, 2, 3]);
    const stored = rows.map((row) => JSON.parse(row.answers) as number[]);
    // Each stored answer is the option the learner read at the position posted, in that attempt's own order...
    for (const [attempt, answers] of stored.entries()) {
      for (const [question, answer] of answers.entries()) {
        expect(written[question]?.[answer]?.text).toBe(
          shownOrders[attempt]?.[question]?.[posted[attempt]?.[question] ?? -1],
        );
      }
    }
    // ...and the same position held other options in other attempts, so a score says nothing about a position.
    expect(new Set(shownOrders.map((order) => JSON.stringify(order))).size).toBe(3);
    expect(new Set(stored.map((answers) => answers.slice(1).join())).size).toBeGreaterThan(1);

    const fourth = await postAsLearner(
      learner,
      `${FIRST_AID}/quiz`,
      { section: String(QUIZ), attempt: '4', q0: '3', q1: '0', q2: '0', q3: '0' },
      json,
    );
    expect(fourth.status).toBe(429);
    const refusal = (await fourth.json()) as Record<string, unknown>;
    expect(refusal).toMatchObject({ error: { code: 'attempts_used' } });
    expect(JSON.stringify(refusal)).not.toMatch(/score|correct/i);
    expect(await attemptRows(learner.id)).toHaveLength(3);
  });
});

async function userRow(id: number) {
  return env.DB.prepare('SELECT first_name, last_name, employer_id, company_name FROM training_users WHERE id = ?')
    .bind(id)
    .first<{ first_name: string; last_name: string; employer_id: number | null; company_name: string | null }>();
}

async function employer(): Promise<TestLearner> {
  return signedInLearner({
    firstName: 'Erin',
    lastName: 'Employer',
    companyName: TEAM,
    status: 'active',
    tier: 'employer',
    expiry: inAYear(),
  });
}

describe('a learner corrects their own name', () => {
  const correct = (learner: TestLearner, firstName: string, lastName: string, fields: Record<string, string> = {}) =>
    postAsLearner(learner, '/training/me', { firstName, lastName, ...fields });

  it('refuses a web or an email address and a name over 50 characters, with the message beside the field, changing nothing', async () => {
    const learner = await signedInLearner({ firstName: 'Lily', lastName: 'Learner' });
    const refused: [string, string, string][] = [
      ['Visit www.cheap-pills.example', 'Learner', 'First name cannot contain a web or an email address'],
      ['Lily', 'lily@example.com', 'Last name cannot contain a web or an email address'],
      ['Lily', 'Reach me @ home', 'Last name cannot contain a web or an email address'],
      ['https://lure.example', 'Learner', 'First name cannot contain a web or an email address'],
      ['Lily', 'bargains.co.uk', 'Last name cannot contain a web or an email address'],
      ['A'.repeat(51), 'Learner', 'First name must be at most 50 characters'],
    ];
    for (const [firstName, lastName, message] of refused) {
      const response = await correct(learner, firstName, lastName);
      expect(response.status, message).toBe(400);
      const html = await response.text();
      expect(pageText(html)).toContain(message);
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain(`value="${firstName}"`);
    }
    expect(await userRow(learner.id)).toMatchObject({ first_name: 'Lily', last_name: 'Learner' });
    // Without the session's form token nothing changes either.
    expect((await correct(learner, 'Mallory', 'Intruder', { csrf: '' })).status).toBe(403);
    expect(await userRow(learner.id)).toMatchObject({ first_name: 'Lily', last_name: 'Learner' });
  });

  it('saves a good name, audits it without the name, and certificates, their verification page and the team show it', async () => {
    const boss = await employer();
    const member = await signedInLearner({
      firstName: 'Aishaa',
      lastName: 'Kahn',
      employerId: boss.id,
      companyName: TEAM,
    });
    const module = await env.DB.prepare('SELECT id, title FROM training_modules WHERE slug = ?')
      .bind(SLUG)
      .first<{ id: number; title: string }>();
    const number = 'PAW-2026-NAME0001';
    await env.DB.prepare(
      'INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active) VALUES (?, ?, ?, ?, ?, ?, 1)',
    )
      .bind(member.id, module?.id, module?.title, Date.now(), Date.now() + 365 * 24 * 60 * 60 * 1000, number)
      .run();

    const saved = await correct(member, ' Aisha ', "O'Neill-Khan");
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/training/me?name=saved#your-name');
    const home = pageText(await (await getAsLearner(member, '/training/me?name=saved')).text());
    expect(home).toContain('Hello, Aisha');
    expect(home).toContain('Your name is saved.');
    expect(await userRow(member.id)).toMatchObject({ first_name: 'Aisha', last_name: "O'Neill-Khan" });

    const { results: audit } = await env.DB.prepare(
      "SELECT * FROM audit_events WHERE item_kind = 'learner' AND item_id = ?",
    )
      .bind(String(member.id))
      .all<Record<string, unknown>>();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'learner.name',
      actor_user_id: null,
      detail: 'by the learner',
      from_status: null,
      to_status: null,
    });
    expect(JSON.stringify(audit)).not.toMatch(/Aisha|Neill|Kahn/);
    // The same name again changes nothing and records nothing.
    expect((await correct(member, 'Aisha', "O'Neill-Khan")).status).toBe(303);
    expect(
      (
        await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE item_kind = 'learner' AND item_id = ?")
          .bind(String(member.id))
          .first<{ n: number }>()
      )?.n,
    ).toBe(1);

    const fullName = "Aisha O'Neill-Khan";
    expect(pageText(await (await send(`/certificates/${number}`)).text())).toContain(fullName);
    expect(pageText(await (await getAsLearner(member, `/training/certificates/${number}/print`)).text())).toContain(
      fullName,
    );
    expect(pageText(await (await getAsLearner(boss, '/training/team')).text())).toContain(fullName);
    const csv = await (await getAsLearner(boss, '/training/team/export.csv')).text();
    expect(csv).toContain(fullName);
    expect(csv).not.toContain('Aishaa');
  });
});

/** An invitation from `boss` to `email`, stored as createInvitation stores one (its token's hash), with a token the test knows. */
async function invitation(boss: TestLearner, email: string): Promise<string> {
  const token = unique('invite-token');
  await env.DB.prepare(
    'INSERT INTO training_team_invitations (id, employer_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), boss.id, email, await sha256Hex(token), Date.now(), Date.now() + 7 * 24 * 60 * 60 * 1000)
    .run();
  return token;
}

async function accepted(email: string): Promise<boolean> {
  const row = await env.DB.prepare('SELECT accepted_at FROM training_team_invitations WHERE email = ?')
    .bind(email)
    .first<{ accepted_at: number | null }>();
  return row?.accepted_at !== null && row?.accepted_at !== undefined;
}

const joinPage = (token: string, cookie?: string) =>
  send(`/training/join?token=${encodeURIComponent(token)}`, cookie ? { cookie } : {});
const join = (token: string, fields: Record<string, string> = {}, cookie?: string) =>
  send('/training/join', {
    form: { token, firstName: 'Nia', lastName: 'Newstarter', terms: 'on', ...fields },
    ...(cookie ? { cookie } : {}),
  });

describe('an invitation never signs anyone in', () => {
  it('asks an existing account pressed while signed out to sign in first, and signs nobody in', async () => {
    const boss = await employer();
    const existing = await createLearner({ email: address('existing'), firstName: 'Priya', lastName: 'Patel' });
    const token = await invitation(boss, existing.email);
    const page = await (await joinPage(token)).text();
    expect(page).toContain('href="/training/sign-in"');
    expect(pageText(page)).toContain(
      `Already have an account with ${existing.email}? Sign in with ${existing.email} first, then open this invitation link again`,
    );

    const response = await join(token, { firstName: 'Typed', lastName: 'Byforwarder' });
    expect(response.status).toBe(409);
    expect(learnerCookieFrom(response)).toBeUndefined();
    expect(pageText(await response.text())).toContain(`${existing.email} already has an account.`);
    expect(await accepted(existing.email)).toBe(false);
    expect(await userRow(existing.id)).toMatchObject({ first_name: 'Priya', last_name: 'Patel', employer_id: null });
  });

  it('leaves another signed-in learner signed in as themselves, told the invitation is for another address', async () => {
    const boss = await employer();
    const invited = await createLearner({ email: address('invited'), firstName: 'Priya' });
    const token = await invitation(boss, invited.email);
    const someoneElse = await signedInLearner({ firstName: 'Sam' });

    const page = pageText(await (await joinPage(token, someoneElse.cookie)).text());
    expect(page).toContain('This invitation is for another address');
    expect(page).toContain(
      `You are signed in as ${someoneElse.email}, and this invitation is for ${invited.email}. You stay signed in as yourself.`,
    );
    const response = await join(token, {}, someoneElse.cookie);
    expect(response.status).toBe(409);
    expect(keepsSession(response, someoneElse)).toBe(true);
    expect(pageText(await response.text())).toContain('This invitation is for another address');
    expect(await accepted(invited.email)).toBe(false);
    expect(await userRow(invited.id)).toMatchObject({ employer_id: null });
    expect(await userRow(someoneElse.id)).toMatchObject({ employer_id: null });
    expect(pageText(await (await getAsLearner(someoneElse, '/training/me')).text())).toContain('Hello, Sam');
  });

  it('joins the invited account from its own session, with no new session', async () => {
    const boss = await employer();
    const invited = await signedInLearner({ email: address('own'), firstName: 'Priya', lastName: 'Patel' });
    const token = await invitation(boss, invited.email);
    const response = await join(token, {}, invited.cookie);
    expect(response.status).toBe(303);
    expect(keepsSession(response, invited)).toBe(true);
    expect(await userRow(invited.id)).toMatchObject({
      first_name: 'Priya',
      last_name: 'Patel',
      employer_id: boss.id,
      company_name: TEAM,
    });
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.learnerId') = ?",
    )
      .bind(invited.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  it('makes a new account with the name typed and signs it in; a name carrying an address is refused', async () => {
    const boss = await employer();
    const email = address('newcomer');
    const token = await invitation(boss, email);
    const lure = await join(token, { firstName: 'Claim at www.prize.example' });
    expect(lure.status).toBe(400);
    expect(pageText(await lure.text())).toContain('First name cannot contain a web or an email address');
    expect(learnerCookieFrom(lure)).toBeUndefined();

    const response = await join(token, { firstName: 'Zoë', lastName: 'Ní Bhriain' });
    expect(response.status).toBe(303);
    const cookie = learnerCookieFrom(response)?.split(';')[0] ?? '';
    expect(cookie).not.toBe('');
    const row = await env.DB.prepare('SELECT first_name, last_name, employer_id FROM training_users WHERE email = ?')
      .bind(email)
      .first<{ first_name: string; last_name: string; employer_id: number }>();
    expect(row).toEqual({ first_name: 'Zoë', last_name: 'Ní Bhriain', employer_id: boss.id });
    expect(pageText(await (await send('/training/me', { cookie })).text())).toContain('Hello, Zoë');
  });
});
