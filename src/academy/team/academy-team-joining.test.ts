/**
 * Joining an employer's team in workerd against the real D1: an employer
 * invites by email (only the token's hash kept), nobody shows before
 * accepting, the invitee accepts on /training/join and becomes an
 * employee-tier member (someone new is signed in; an existing account accepts
 * from its own session), and used, expired, unknown or closed invitations are
 * refused. The team page, the CSV, Remove and the POST checks:
 * academy-team-page.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { learnerTermsWording } from '../content/academy';
import { siteConfig } from '../../content/site-config';
import {
  address,
  day,
  employer,
  findModuleWithQuiz,
  giveProgress,
  invitationsTo,
  invite,
  join,
  module,
  TEAM,
  userByEmail,
} from '../../../test/support/team-fixtures';
import { formPostingTo, send, sha256Hex, tagsNamed, unique } from '../../../test/support/admin';
import { getAsLearner, postAsLearner, signedInLearner } from '../../../test/support/learner';
import { pageText } from '../../../test/support/page-html';

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

beforeAll(findModuleWithQuiz);

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
    expect(text).toContain(
      'can see the modules you start and complete, your progress, your quiz results and your certificates',
    );
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
    const second = await (
      await send('/training/module/canine-emergencies-heatstroke-choking-bleeding-bloat', { cookie: cookie ?? '' })
    ).text();
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
    const sessions = await env.DB.prepare(
      "SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.learnerId') = ?",
    )
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
    expect(await userByEmail(otherBoss.email)).toMatchObject({
      subscription_tier: 'employer',
      company_name: 'Other Kennels',
      employer_id: null,
    });
    expect((await invitationsTo(otherBoss.email))[0]?.accepted_at).toBeNull();
  });
});
