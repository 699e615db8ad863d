/**
 * Teams for employers in workerd against the real D1: an employer invites by
 * email (only the token's hash kept), nobody shows before accepting, the
 * invitee accepts on /training/join and becomes an employee-tier member
 * (someone new is signed in; an existing account accepts from its own
 * session), the team page and CSV show the team's own members only (never
 * another company's, whatever its name), Remove takes a member off the team,
 * and every change is a same-origin POST carrying the session's token.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnerTermsWording } from '../../src/academy/content/academy';
import { siteConfig } from '../../src/content/site-config';
import { formPostingTo, send, sha256Hex, tagsNamed, unique } from './admin-support';
import { createLearner, getAsLearner, inAYear, postAsLearner, signedInLearner, type TestLearner } from './learner-support';
import { mailingBindings, recordingMailer } from './notify-support';
import { pageText } from './page-html';

const day = 24 * 60 * 60 * 1000;
const TEAM = 'Happy Paws Daycare';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  subscription_status: string;
  subscription_tier: string;
  subscription_expiry: number | null;
  employer_id: number | null;
  consent_given_at: number | null;
  consent_policy_version: string | null;
  consent_wording: string | null;
}

async function userByEmail(email: string): Promise<UserRow | null> {
  return env.DB.prepare('SELECT * FROM training_users WHERE email = ?').bind(email).first<UserRow>();
}

async function invitationsTo(email: string): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare('SELECT * FROM training_team_invitations WHERE email = ?').bind(email).all<Record<string, unknown>>()).results;
}

function address(label: string): string {
  return `${unique(label)}@example.co.uk`.toLowerCase();
}

async function employer(
  fields: { companyName?: string | null; firstName?: string; expiry?: number | null } = {},
): Promise<TestLearner & { expiry: number | null }> {
  const expiry = fields.expiry === undefined ? inAYear() : fields.expiry;
  const learner = await signedInLearner({
    firstName: fields.firstName ?? 'Erin',
    lastName: 'Employer',
    companyName: fields.companyName === undefined ? TEAM : fields.companyName,
    status: 'active',
    tier: 'employer',
    expiry,
  });
  return { ...learner, expiry };
}

/** Invites `email` as the employer and returns the token from the email sent. */
async function invite(boss: TestLearner, email: string): Promise<{ response: Response; token: string; sent: ReturnType<typeof recordingMailer>['sent'] }> {
  const mailer = recordingMailer();
  const response = await send('/training/team/invitations', {
    cookie: boss.cookie,
    form: { csrf: boss.csrf, email },
    bindings: mailingBindings(mailer),
  });
  const match = /\/training\/join\?token=([A-Za-z0-9_%-]+)/.exec(mailer.sent[0]?.text ?? '');
  return { response, token: match?.[1] ? decodeURIComponent(match[1]) : '', sent: mailer.sent };
}

function join(token: string, fields: Record<string, string> = {}, options: { cookie?: string; origin?: string | null } = {}) {
  return send('/training/join', { form: { token, firstName: 'Nia', lastName: 'Newstarter', terms: 'on', ...fields }, ...options });
}

function learnerCookieFrom(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^__Host-learner_session=([^;]+)/.exec(cookie);
    if (match) return `__Host-learner_session=${match[1]}`;
  }
  return undefined;
}

/** An invitation row written straight to D1, for states a test needs (expired, another employer's). */
async function storedInvitation(
  employerId: number,
  email: string,
  { expiresAt = Date.now() + 7 * day, acceptedAt = null as number | null } = {},
): Promise<string> {
  const token = unique('invite-token');
  await env.DB.prepare(
    'INSERT INTO training_team_invitations (id, employer_id, email, token_hash, created_at, expires_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), employerId, email, await sha256Hex(token), Date.now() - day, expiresAt, acceptedAt)
    .run();
  return token;
}

let module: { id: number; title: string; quizIndex: number; quizTitle: string };

beforeAll(async () => {
  const rows = (
    await env.DB.prepare('SELECT id, title, content FROM training_modules WHERE is_active = 1 ORDER BY id').all<{
      id: number;
      title: string;
      content: string;
    }>()
  ).results;
  for (const row of rows) {
    const sections = (JSON.parse(row.content) as { sections: { type: string; title: string }[] }).sections;
    const quizIndex = sections.findIndex((section) => section.type === 'quiz');
    if (quizIndex >= 0) {
      module = { id: row.id, title: row.title, quizIndex, quizTitle: sections[quizIndex]?.title ?? '' };
      return;
    }
  }
  throw new Error('no module with a quiz in the seed');
});

async function giveProgress(learnerId: number, certificateNumber: string) {
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO training_progress (user_id, module_id, status, progress_percentage, completed_sections, current_section, last_accessed, completed_at) VALUES (?, ?, 'completed', 100, '[0]', 0, ?, ?)",
  )
    .bind(learnerId, module.id, now, now)
    .run();
  for (const [score, passing, attempt] of [
    [40, 0, 1],
    [90, 1, 2],
  ] as const) {
    await env.DB.prepare(
      "INSERT INTO training_quiz_attempts (user_id, module_id, section_index, score, total_questions, correct_answers, answers, is_passing, attempt_number, created_at) VALUES (?, ?, ?, ?, 10, ?, '[]', ?, ?, ?)",
    )
      .bind(learnerId, module.id, module.quizIndex, score, score / 10, passing, attempt, now - (3 - attempt) * 1000)
      .run();
  }
  await env.DB.prepare(
    'INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active) VALUES (?, ?, ?, ?, ?, ?, 1)',
  )
    .bind(learnerId, module.id, `${module.title} certificate`, now, Date.UTC(2029, 2, 14, 12), certificateNumber)
    .run();
}

describe('/training/team: who may open it', () => {
  it('sends someone not signed in to sign-in', async () => {
    const response = await send('/training/team');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/training/sign-in');
  });

  it('refuses a demo learner, an employee and an employer whose subscription has ended, with a 403 page that says how to ask', async () => {
    const demo = await signedInLearner();
    const employee = await signedInLearner({ status: 'active', tier: 'employee', expiry: inAYear() });
    const lapsed = await employer({ expiry: Date.now() - day });
    for (const learner of [demo, employee, lapsed]) {
      const response = await getAsLearner(learner, '/training/team');
      expect(response.status).toBe(403);
      const text = pageText(await response.text());
      expect(text).toContain('The team page comes with an Employer subscription');
      expect(text).toContain(siteConfig.email);
      // Nothing of the page's own behind it: the CSV and the forms are refused alike.
      expect((await getAsLearner(learner, '/training/team/export.csv')).status).toBe(403);
      expect((await postAsLearner(learner, '/training/team/invitations', { email: address('nobody') })).status).toBe(403);
    }
  });

  it('opens for an employer: no-store, noindex, the invite form with its label, and no members yet', async () => {
    const boss = await employer();
    const response = await getAsLearner(boss, '/training/team');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(formPostingTo(html, '/training/team/invitations')).toBeDefined();
    expect(html).toMatch(/<label for="team-invite-email"[^>]*>Their email address/);
    const text = pageText(html);
    expect(text).toContain(`${TEAM}: your team`);
    expect(text).toContain('Team members (0)');
    expect(text).toContain('No invitations awaiting acceptance.');
  });

  it('asks an employer with no business name for one before any invitation, then keeps it', async () => {
    const boss = await employer({ companyName: null });
    const page = await (await getAsLearner(boss, '/training/team')).text();
    expect(formPostingTo(page, '/training/team/company')).toBeDefined();
    expect(formPostingTo(page, '/training/team/invitations')).toBeUndefined();
    const refused = await postAsLearner(boss, '/training/team/invitations', { email: address('early') });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain('Add your business name first');

    expect((await postAsLearner(boss, '/training/team/company', { companyName: '  ' })).status).toBe(400);
    const saved = await postAsLearner(boss, '/training/team/company', { companyName: 'Waggy Tails Grooming' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/training/team?notice=team-named');
    expect((await userByEmail(boss.email))?.company_name).toBe('Waggy Tails Grooming');
    // Set once: a second post changes nothing.
    await postAsLearner(boss, '/training/team/company', { companyName: 'Something Else' });
    expect((await userByEmail(boss.email))?.company_name).toBe('Waggy Tails Grooming');
  });
});

describe('inviting and joining', () => {
  it('emails the invitation with a /training/join link, keeps only the token hash, and shows nobody before they accept', async () => {
    const boss = await employer();
    const typed = `  ${unique('New.Starter')}@Example.co.uk `;
    const email = typed.trim().toLowerCase();
    const { response, token, sent } = await invite(boss, typed);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/training\/team\?invited=[0-9a-f-]{36}$/);
    // No address in the URL.
    expect(location).not.toContain('example');

    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(email);
    expect(sent[0]?.subject).toContain('Erin Employer invited you');
    expect(sent[0]?.text).toContain(TEAM);
    expect(token.length).toBeGreaterThan(20);

    const [row, ...others] = await invitationsTo(email);
    expect(others).toHaveLength(0);
    expect(row?.token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(siteConfig.academy.invitationDays * day);

    const notice = pageText(await (await getAsLearner(boss, location)).text());
    expect(notice).toContain(`Invitation sent to ${email}`);
    expect(notice).toContain('1 invitation awaiting acceptance.');

    const page = await (await getAsLearner(boss, '/training/team')).text();
    expect(page).not.toContain(email);
    expect(pageText(page)).toContain('Team members (0)');

    // Another employer cannot read the notice of this one's invitation.
    const other = await employer({ companyName: 'Other Kennels' });
    expect(pageText(await (await getAsLearner(other, location)).text())).not.toContain(email);
  });

  it('refuses an invalid address and your own address; inviting again sends a new link in place of the waiting one', async () => {
    const boss = await employer();
    const bad = await postAsLearner(boss, '/training/team/invitations', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('aria-invalid="true"');

    const self = await postAsLearner(boss, '/training/team/invitations', { email: boss.email.toUpperCase() });
    expect(self.status).toBe(400);
    expect(pageText(await self.text())).toContain('That is your own address');
    expect(await invitationsTo(boss.email)).toHaveLength(0);

    const email = address('twice');
    const first = await invite(boss, email);
    expect(first.response.status).toBe(303);
    // The first email never arrived, say: the employer invites again and a new link goes out.
    const again = await invite(boss, email);
    expect(again.response.status).toBe(303);
    expect(again.sent).toHaveLength(1);
    expect(again.token).not.toBe(first.token);
    expect(await invitationsTo(email)).toHaveLength(1);
    // Only the newest link works.
    expect((await send(`/training/join?token=${encodeURIComponent(first.token)}`)).status).toBe(400);
    expect((await send(`/training/join?token=${encodeURIComponent(again.token)}`)).status).toBe(200);
  });

  it('shows the join page, then accepting makes an employee-tier account tied to the employer, signs it in, and lists it with its training', async () => {
    const boss = await employer();
    const email = address('nia');
    const { token } = await invite(boss, email);

    const joinPage = await send(`/training/join?token=${encodeURIComponent(token)}`);
    expect(joinPage.status).toBe(200);
    expect(joinPage.headers.get('cache-control')).toBe('private, no-store');
    const html = await joinPage.text();
    const text = pageText(html);
    expect(text).toContain(`Join ${TEAM} on the Training Academy`);
    expect(text).toContain('can see the modules you start and complete, your progress, your quiz results and your certificates');
    const form = formPostingTo(html, '/training/join');
    expect(form).toBeDefined();
    expect(tagsNamed(html, 'input').find((input) => input.name === 'token')?.value).toBe(token);
    for (const id of ['join-first-name', 'join-last-name']) expect(html).toMatch(new RegExp(`<label for="${id}"`));
    // Opening the page uses nothing up.
    expect((await invitationsTo(email))[0]?.accepted_at).toBeNull();

    const accepted = await join(token);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/training/me');
    const cookie = learnerCookieFrom(accepted);
    expect(cookie).toBeDefined();

    const member = await userByEmail(email);
    expect(member).toMatchObject({
      first_name: 'Nia',
      last_name: 'Newstarter',
      employer_id: (await userByEmail(boss.email))?.id,
      company_name: TEAM,
      // Their own subscription is untouched: the team's access comes from the employer's, while it is current.
      subscription_status: 'demo',
      subscription_tier: 'employee',
      subscription_expiry: null,
      consent_policy_version: siteConfig.privacyPolicyVersion,
      consent_wording: learnerTermsWording,
    });
    expect(member?.consent_given_at).toBeTypeOf('number');
    const [invitation] = await invitationsTo(email);
    expect(invitation?.accepted_at).toBeTypeOf('number');
    expect(invitation?.accepted_learner_id).toBe(member?.id);

    const home = await send('/training/me', { cookie: cookie ?? '' });
    expect(home.status).toBe(200);
    // Through the team they read as an employee: the second module of a course opens.
    const second = await (await send('/training/module/canine-emergencies-heatstroke-choking-bleeding-bloat', { cookie: cookie ?? '' })).text();
    expect(second).toContain('data-island="training-module-reader"');
    expect(pageText(await home.text())).toContain('Hello, Nia');

    await giveProgress(member?.id ?? 0, 'PAW-2026-TEAM0001');
    const team = await getAsLearner(boss, '/training/team');
    const teamText = pageText(await team.text());
    expect(teamText).toContain('Team members (1)');
    expect(teamText).toContain('Nia Newstarter');
    expect(teamText).toContain(email);
    expect(teamText).toContain(module.title);
    expect(teamText).toContain('Completed');
    expect(teamText).toContain('100%');
    expect(teamText).toContain(`${module.quizTitle}: best 90%, passed (2 attempts)`);
    expect(teamText).toContain('PAW-2026-TEAM0001');
    expect(teamText).toContain('14 March 2029');
    expect(teamText).toContain('Valid');
    expect(teamText).toContain('No invitations awaiting acceptance.');
  });

  it('refuses a used token, on the page and on the POST', async () => {
    const boss = await employer();
    const email = address('used');
    const { token } = await invite(boss, email);
    expect((await join(token)).status).toBe(303);

    const page = await send(`/training/join?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(400);
    expect(pageText(await page.text())).toContain('already been used');
    const again = await join(token, { firstName: 'Someone', lastName: 'Else' });
    expect(again.status).toBe(400);
    expect(learnerCookieFrom(again)).toBeUndefined();
    expect((await userByEmail(email))?.first_name).toBe('Nia');
  });

  it('refuses an expired token and an unknown one, saying to ask for a new invitation', async () => {
    const boss = await employer();
    const bossRow = await userByEmail(boss.email);
    const email = address('late');
    const token = await storedInvitation(bossRow?.id ?? 0, email, { expiresAt: Date.now() - 1000 });

    const page = await send(`/training/join?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(400);
    expect(pageText(await page.text())).toContain('Ask your employer to send you a new one');
    const post = await join(token);
    expect(post.status).toBe(400);
    expect(learnerCookieFrom(post)).toBeUndefined();
    expect(await userByEmail(email)).toBeNull();

    const unknown = await send('/training/join?token=not-a-real-token');
    expect(unknown.status).toBe(400);
    expect(pageText(await unknown.text())).toContain('not valid');
    expect((await send('/training/join')).status).toBe(400);
  });

  it("refuses an invitation whose employer's subscription has ended", async () => {
    const lapsed = await employer({ expiry: Date.now() - day });
    const email = address('closed');
    const token = await storedInvitation((await userByEmail(lapsed.email))?.id ?? 0, email);
    const page = await send(`/training/join?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(400);
    expect(pageText(await page.text())).toContain('This team is not open at the moment');
    expect((await join(token)).status).toBe(400);
    expect(await userByEmail(email)).toBeNull();
  });

  it('gives two presses of the same invitation one account and one session between them', async () => {
    const boss = await employer();
    const email = address('race');
    const { token } = await invite(boss, email);
    const responses = await Promise.all([join(token), join(token), join(token)]);
    expect(responses.map((response) => response.status).sort()).toEqual([303, 400, 400]);
    expect(responses.filter((response) => learnerCookieFrom(response))).toHaveLength(1);
    const member = await userByEmail(email);
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.learnerId') = ?")
      .bind(member?.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });

  it('asks for the names and the terms again when missing, using nothing up', async () => {
    const boss = await employer();
    const email = address('form');
    const { token } = await invite(boss, email);
    const response = await join(token, { firstName: '', terms: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(pageText(html)).toContain('First name is required');
    expect(pageText(html)).toContain('Please accept the terms to join');
    expect(html).toContain('aria-invalid="true"');
    expect((await invitationsTo(email))[0]?.accepted_at).toBeNull();
    expect(await userByEmail(email)).toBeNull();
  });

  it('ties an existing account to the team through its own session, without changing its name or starting another session', async () => {
    const boss = await employer();
    const existing = await signedInLearner({ email: address('existing'), firstName: 'Priya', lastName: 'Patel' });
    const { token } = await invite(boss, existing.email);
    const page = await send(`/training/join?token=${encodeURIComponent(token)}`, { cookie: existing.cookie });
    expect(pageText(await page.text())).toContain(`You are signed in with ${existing.email}`);

    const accepted = await join(token, { firstName: 'Typed', lastName: 'Differently' }, { cookie: existing.cookie });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/training/me');
    // No new session: at most its own cookie pushed back (a session in use is extended hourly).
    expect([undefined, existing.cookie]).toContain(learnerCookieFrom(accepted));
    expect(await userByEmail(existing.email)).toMatchObject({
      first_name: 'Priya',
      last_name: 'Patel',
      subscription_tier: 'employee',
      subscription_status: 'demo',
      company_name: TEAM,
    });
    expect(pageText(await (await send('/training/me', { cookie: existing.cookie })).text())).toContain('Hello, Priya');
  });

  it('never turns an employer account into a team member', async () => {
    const boss = await employer();
    const otherBoss = await employer({ companyName: 'Other Kennels', firstName: 'Olu' });
    const { token } = await invite(boss, otherBoss.email);
    const response = await join(token);
    expect(response.status).toBe(409);
    expect(pageText(await response.text())).toContain('An employer account cannot join a team');
    expect(await userByEmail(otherBoss.email)).toMatchObject({ subscription_tier: 'employer', company_name: 'Other Kennels', employer_id: null });
    expect((await invitationsTo(otherBoss.email))[0]?.accepted_at).toBeNull();
  });
});

describe('the team page, the CSV and Remove see the team only', () => {
  it("never shows another company's member, even one with the same company name, on the page or in the CSV", async () => {
    const boss = await employer();
    const rival = await employer({ firstName: 'Rhea' });
    const rivalId = (await userByEmail(rival.email))?.id ?? 0;
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    const theirs = await createLearner({
      email: address('rivals-member'),
      firstName: 'Rival',
      lastName: 'Member',
      companyName: TEAM,
      status: 'active',
      employerId: rivalId,
    });
    await giveProgress(theirs.id, 'PAW-2026-R1VAL000');
    // Same company name, no employer: not a member either.
    const loose = await createLearner({ email: address('loose'), firstName: 'Loose', lastName: 'Learner', companyName: TEAM });
    const ours = await createLearner({ email: address('ours'), firstName: 'Our', lastName: 'Member', companyName: TEAM, status: 'active', employerId: bossId });

    const page = await (await getAsLearner(boss, '/training/team')).text();
    expect(page).toContain(ours.email);
    for (const hidden of [theirs.email, loose.email, 'Rival Member', 'PAW-2026-R1VAL000']) expect(page).not.toContain(hidden);

    const csv = await (await getAsLearner(boss, '/training/team/export.csv')).text();
    expect(csv).toContain(ours.email);
    for (const hidden of [theirs.email, loose.email, 'Rival', 'PAW-2026-R1VAL000']) expect(csv).not.toContain(hidden);
  });

  it('exports one row per member and module, formula-safe, as an attachment never stored', async () => {
    const boss = await employer();
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    const sly = await createLearner({
      email: address('sly'),
      firstName: '=HYPERLINK("https://evil.example","Click")',
      lastName: 'Smith',
      status: 'active',
      employerId: bossId,
    });
    const idle = await createLearner({ email: address('idle'), firstName: 'Ida', lastName: 'Idle', status: 'active', employerId: bossId });
    await giveProgress(sly.id, 'PAW-2026-CSV00001');

    const response = await getAsLearner(boss, '/training/team/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="team-training-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Module","Status","Percent complete","Quizzes passed","Certificate number","Certificate expiry","Certificate status"',
    );
    expect(lines).toHaveLength(3);
    // The formula is text: an apostrophe before the = and the quotes doubled.
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"") Smith","${sly.email}","${module.title}","Completed","100",`);
    expect(csv).toContain('"PAW-2026-CSV00001","2029-03-14","Valid"');
    expect(csv).toContain(`"Ida Idle","${idle.email}","","No module started"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  it('removes its own member after a confirmation step, who keeps their training and their own subscription', async () => {
    const boss = await employer();
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    const leaver = await createLearner({
      email: address('leaver'),
      firstName: 'Lee',
      lastName: 'Leaver',
      companyName: TEAM,
      status: 'active',
      expiry: inAYear(),
      employerId: bossId,
    });
    await giveProgress(leaver.id, 'PAW-2026-LEAVE001');
    const path = `/training/team/members/${leaver.id}/remove`;

    const confirm = await getAsLearner(boss, path);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(pageText(html)).toContain('Remove Lee Leaver from your team?');
    expect(formPostingTo(html, path)).toBeDefined();
    // Opening the confirmation changes nothing.
    expect((await userByEmail(leaver.email))?.employer_id).toBe(bossId);

    const removed = await postAsLearner(boss, path);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/training/team?notice=removed');
    // Off the team, with what their own (here a paid) subscription opens, unchanged.
    expect(await userByEmail(leaver.email)).toMatchObject({
      employer_id: null,
      company_name: null,
      subscription_status: 'active',
      subscription_tier: 'employee',
    });
    const kept = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM training_progress WHERE user_id = ?1) + (SELECT count(*) FROM training_certificates WHERE user_id = ?1) AS n',
    )
      .bind(leaver.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(2);
    expect(await (await getAsLearner(boss, '/training/team')).text()).not.toContain(leaver.email);
    // A second press finds nobody.
    expect((await postAsLearner(boss, path)).status).toBe(404);
  });

  it("answers 404 for anyone who is not the employer's member, and changes nothing", async () => {
    const boss = await employer();
    const rival = await employer({ firstName: 'Rhea' });
    const rivalId = (await userByEmail(rival.email))?.id ?? 0;
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    const theirs = await createLearner({ email: address('not-yours'), status: 'active', employerId: rivalId, companyName: TEAM });
    const stranger = await createLearner({ email: address('stranger') });
    for (const id of [String(theirs.id), String(stranger.id), String(bossId), String(rivalId), '999999', 'abc']) {
      expect((await getAsLearner(boss, `/training/team/members/${id}/remove`)).status).toBe(404);
      expect((await postAsLearner(boss, `/training/team/members/${id}/remove`)).status).toBe(404);
    }
    expect(await userByEmail(theirs.email)).toMatchObject({ employer_id: rivalId, subscription_status: 'active' });
    expect(await userByEmail(rival.email)).toMatchObject({ subscription_tier: 'employer' });
  });
});

describe('every change is a same-origin POST with the session token', () => {
  it('refuses a cross-site POST to join, and to the team forms', async () => {
    const boss = await employer();
    const email = address('cross-site');
    const { token } = await invite(boss, email);
    const joined = await join(token, {}, { origin: 'https://evil.example' });
    expect(joined.status).toBe(403);
    expect((await invitationsTo(email))[0]?.accepted_at).toBeNull();

    const other = address('cross-site-invite');
    const invited = await send('/training/team/invitations', { cookie: boss.cookie, form: { csrf: boss.csrf, email: other }, origin: 'https://evil.example' });
    expect(invited.status).toBe(403);
    expect(await invitationsTo(other)).toHaveLength(0);
    // A browser that says the form came from another site, with no Origin at all.
    const fetchSite = await send('/training/team/invitations', {
      cookie: boss.cookie,
      form: { csrf: boss.csrf, email: other },
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    expect(await invitationsTo(other)).toHaveLength(0);
  });

  it('refuses a POST without the csrf field (403) and makes nothing', async () => {
    const boss = await employer();
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    const email = address('no-csrf');
    const invited = await send('/training/team/invitations', { cookie: boss.cookie, form: { email } });
    expect(invited.status).toBe(403);
    expect(await invitationsTo(email)).toHaveLength(0);

    const member = await createLearner({ email: address('stays'), status: 'active', employerId: bossId });
    const removed = await send(`/training/team/members/${member.id}/remove`, { cookie: boss.cookie, form: { csrf: 'wrong' } });
    expect(removed.status).toBe(403);
    expect((await userByEmail(member.email))?.employer_id).toBe(bossId);
  });

  it('limits invitations per employer (FORM_RATE_LIMITER, 20 a minute), with a 429 page that sends nothing', async () => {
    const boss = await employer();
    const bossId = (await userByEmail(boss.email))?.id ?? 0;
    // A stand-in limiter (the real one counts in wall-clock windows): it records the keys and refuses after 20.
    const keys: string[] = [];
    const limiter = { limit: async ({ key }: { key: string }) => ({ success: keys.push(key) <= 20 }) } as unknown as RateLimit;
    const mailer = recordingMailer();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await send('/training/team/invitations', {
        cookie: boss.cookie,
        form: { csrf: boss.csrf, email: address(`burst-${index}`) },
        bindings: mailingBindings(mailer, { FORM_RATE_LIMITER: limiter }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toBe('60');
    }
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(new Set(keys)).toEqual(new Set([`team-invite:${bossId}`]));
    expect(mailer.sent).toHaveLength(20);
  });
});
