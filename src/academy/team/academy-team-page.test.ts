/**
 * Teams for employers in workerd against the real D1: who may open the team
 * page; the team page and CSV show the team's own members only (never
 * another company's, whatever its name), Remove takes a member off the team,
 * and every change is a same-origin POST carrying the session's token.
 * Inviting and joining: academy-team-joining.test.ts.
 */
import { withinOneRateLimitWindow } from '../../../test/support/request';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { formPostingTo, send } from '../../../test/support/admin';
import { createLearner, getAsLearner, inAYear, postAsLearner, signedInLearner } from '../../../test/support/learner';
import { recordingMailer, mailingBindings } from '../../../test/support/notify';
import { pageText } from '../../../test/support/page-html';
import { seededDetails } from '../../content/business-details';

beforeAll(findModuleWithQuiz);

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
      expect(text).toContain(seededDetails.email);
      // Nothing of the page's own behind it: the CSV and the forms are refused alike.
      expect((await getAsLearner(learner, '/training/team/export.csv')).status).toBe(403);
      expect((await postAsLearner(learner, '/training/team/invitations', { email: address('nobody') })).status).toBe(
        403,
      );
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

/** An active member of the team whose employer (owner) is given. */
function teamMember(owner: { id: number }, fields: Parameters<typeof createLearner>[0]) {
  return createLearner({ ...fields, status: 'active', employerId: owner.id });
}

/** A signed-in employer, and a rival employer whose team has the same company name and one active member. */
async function bossAndRival(theirMember: Parameters<typeof createLearner>[0]) {
  const boss = await employer();
  const rival = await employer({ firstName: 'Rhea' });
  const theirs = await teamMember(rival, { ...theirMember, companyName: TEAM });
  return { boss, rival, theirs };
}

describe('the team page, the CSV and Remove see the team only', () => {
  it("never shows another company's member, even one with the same company name, on the page or in the CSV", async () => {
    const { boss, theirs } = await bossAndRival({
      email: address('rivals-member'),
      firstName: 'Rival',
      lastName: 'Member',
    });
    await giveProgress(theirs.id, 'PAW-2026-R1VAL000');
    // Same company name, no employer: not a member either.
    const loose = await createLearner({
      email: address('loose'),
      firstName: 'Loose',
      lastName: 'Learner',
      companyName: TEAM,
    });
    const ours = await teamMember(boss, {
      email: address('ours'),
      firstName: 'Our',
      lastName: 'Member',
      companyName: TEAM,
    });

    const page = await (await getAsLearner(boss, '/training/team')).text();
    expect(page).toContain(ours.email);
    for (const hidden of [theirs.email, loose.email, 'Rival Member', 'PAW-2026-R1VAL000'])
      expect(page).not.toContain(hidden);

    const csv = await (await getAsLearner(boss, '/training/team/export.csv')).text();
    expect(csv).toContain(ours.email);
    for (const hidden of [theirs.email, loose.email, 'Rival', 'PAW-2026-R1VAL000']) expect(csv).not.toContain(hidden);
  });

  it('exports one row per member and module, formula-safe, as an attachment never stored', async () => {
    const boss = await employer();
    const sly = await teamMember(boss, {
      email: address('sly'),
      firstName: '=HYPERLINK("https://evil.example","Click")',
      lastName: 'Smith',
    });
    const idle = await teamMember(boss, {
      email: address('idle'),
      firstName: 'Ida',
      lastName: 'Idle',
    });
    await giveProgress(sly.id, 'PAW-2026-CSV00001');

    const response = await getAsLearner(boss, '/training/team/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="team-training-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = (await response.text()).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Module","Status","Percent complete","Quizzes passed","Certificate number","Certificate expiry","Certificate status"',
    );
    expect(lines).toHaveLength(3);
    // The formula is text: an apostrophe before the = and the quotes doubled.
    expect(csv).toContain(
      `"'=HYPERLINK(""https://evil.example"",""Click"") Smith","${sly.email}","${module.title}","Completed","100",`,
    );
    expect(csv).toContain('"PAW-2026-CSV00001","2029-03-14","Valid"');
    expect(csv).toContain(`"Ida Idle","${idle.email}","","No module started"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  it('removes its own member after a confirmation step, who keeps their training and their own subscription', async () => {
    const boss = await employer();
    const leaver = await teamMember(boss, {
      email: address('leaver'),
      firstName: 'Lee',
      lastName: 'Leaver',
      companyName: TEAM,
      expiry: inAYear(),
    });
    await giveProgress(leaver.id, 'PAW-2026-LEAVE001');
    const path = `/training/team/members/${leaver.id}/remove`;

    const confirm = await getAsLearner(boss, path);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(pageText(html)).toContain('Remove Lee Leaver from your team?');
    expect(formPostingTo(html, path)).toBeDefined();
    // Opening the confirmation changes nothing.
    expect((await userByEmail(leaver.email))?.employer_id).toBe(boss.id);

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
    const { boss, rival, theirs } = await bossAndRival({ email: address('not-yours') });
    const stranger = await createLearner({ email: address('stranger') });
    for (const id of [String(theirs.id), String(stranger.id), String(boss.id), String(rival.id), '999999', 'abc']) {
      expect((await getAsLearner(boss, `/training/team/members/${id}/remove`)).status).toBe(404);
      expect((await postAsLearner(boss, `/training/team/members/${id}/remove`)).status).toBe(404);
    }
    expect(await userByEmail(theirs.email)).toMatchObject({ employer_id: rival.id, subscription_status: 'active' });
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
    const invited = await send('/training/team/invitations', {
      cookie: boss.cookie,
      form: { csrf: boss.csrf, email: other },
      origin: 'https://evil.example',
    });
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
    const email = address('no-csrf');
    const invited = await send('/training/team/invitations', { cookie: boss.cookie, form: { email } });
    expect(invited.status).toBe(403);
    expect(await invitationsTo(email)).toHaveLength(0);

    const member = await teamMember(boss, { email: address('stays') });
    const removed = await send(`/training/team/members/${member.id}/remove`, {
      cookie: boss.cookie,
      form: { csrf: 'wrong' },
    });
    expect(removed.status).toBe(403);
    expect((await userByEmail(member.email))?.employer_id).toBe(boss.id);
  });

  it('limits invitations per employer (FORM_RATE_LIMITER, 20 a minute), with a 429 page that sends nothing', async () => {
    await withinOneRateLimitWindow();
    const boss = await employer();
    // A stand-in limiter (the real one counts in wall-clock windows): it records the keys and refuses after 20.
    const keys: string[] = [];
    const limiter = {
      limit: async ({ key }: { key: string }) => ({ success: keys.push(key) <= 20 }),
    } as unknown as RateLimit;
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
    expect(new Set(keys)).toEqual(new Set([`team-invite:${boss.id}`]));
    expect(mailer.sent).toHaveLength(20);
  });
});
