import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../content/site-config';
import { DAY_MS, run } from '../../test/support/jobs-retention';
import { deleteExpiredSubmissions } from './retention';
import { count } from '../../test/support/request';

describe('retention in the Training Academy', () => {
  const learner = async (
    email: string,
    fields: { createdDaysAgo?: number; lastLoginDaysAgo?: number | null; employerId?: number; company?: string } = {},
  ) => {
    const now = Date.now();
    const row = await env.DB.prepare(
      'INSERT INTO training_users (email, first_name, last_name, company_name, employer_id, created_at, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    )
      .bind(
        email,
        'Kept',
        'Or-Not',
        fields.company ?? null,
        fields.employerId ?? null,
        now - (fields.createdDaysAgo ?? 1000) * DAY_MS,
        fields.lastLoginDaysAgo === null || fields.lastLoginDaysAgo === undefined
          ? null
          : now - fields.lastLoginDaysAgo * DAY_MS,
      )
      .first<{ id: number }>();
    return row?.id ?? 0;
  };
  const certificate = (userId: number, number: string, expiryDaysFromNow: number | null, earnedDaysAgo = 1000) =>
    run(
      'INSERT INTO training_certificates (user_id, title, earned_date, expiry_date, certificate_number) VALUES (?, ?, ?, ?, ?)',
      userId,
      'Canine first aid',
      Date.now() - earnedDaysAgo * DAY_MS,
      expiryDaysFromNow === null ? null : Date.now() + expiryDaysFromNow * DAY_MS,
      number,
    );
  const learnerIds = async () =>
    (
      await env.DB.prepare("SELECT email FROM training_users WHERE email LIKE '%@retention.test' ORDER BY email").all<{
        email: string;
      }>()
    ).results.map((row) => row.email);

  it('erases learners inactive for longer than the period, counting a certificate still in force, and withdraws their certificates', async () => {
    const days = siteConfig.retentionDays.learnerAccounts;
    const now = Date.now();
    const gone = await learner('gone@retention.test', { lastLoginDaysAgo: days + 1 });
    await learner('never-signed-in@retention.test', { createdDaysAgo: days + 1, lastLoginDaysAgo: null });
    await learner('recent@retention.test', { lastLoginDaysAgo: days - 1 });
    await learner('new@retention.test', { createdDaysAgo: days - 1, lastLoginDaysAgo: null });
    const certified = await learner('certified@retention.test', { lastLoginDaysAgo: days + 300 });
    await certificate(certified, 'PAW-2026-RETAIN01', -(days - 10));
    const lapsed = await learner('lapsed@retention.test', { lastLoginDaysAgo: days + 300 });
    await certificate(lapsed, 'PAW-2026-RETAIN02', -(days + 10));
    // A certificate that never expires counts from the day it was earned.
    const lifelong = await learner('lifelong@retention.test', { lastLoginDaysAgo: days + 300 });
    await certificate(lifelong, 'PAW-2026-RETAIN03', null, days + 5);
    await certificate(gone, 'PAW-2026-RETAIN04', -(days + 100));
    // The erased learner's other rows, and a member of their team.
    await run("INSERT INTO training_progress (user_id, status) VALUES (?, 'completed')", gone);
    await run(
      "INSERT INTO training_quiz_attempts (user_id, section_index, score, total_questions, correct_answers, answers, is_passing, created_at) VALUES (?, 1, 100, 5, 5, '[]', 1, ?)",
      gone,
      now - (days + 2) * DAY_MS,
    );
    await run(
      'INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      'retention-live-link',
      gone,
      now,
      now + 60_000,
    );
    await run(
      'INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)',
      'retention-learner-session',
      JSON.stringify({ audience: 'learner', learnerId: gone, csrfToken: 'x' }),
      // Long over (not yet tidied away): a session in use would count as activity.
      now - (days + 1) * DAY_MS,
    );
    // Signed in long ago, but still using the Academy: reading a module, or with a session in use.
    const reader = await learner('reader@retention.test', { lastLoginDaysAgo: days + 300 });
    await run(
      'INSERT INTO training_progress (user_id, status, last_accessed) VALUES (?, ?, ?)',
      reader,
      'in_progress',
      now - 3 * DAY_MS,
    );
    const stayer = await learner('stays-signed-in@retention.test', { lastLoginDaysAgo: days + 300 });
    await run(
      'INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)',
      'retention-live-session',
      JSON.stringify({ audience: 'learner', learnerId: stayer, csrfToken: 'x' }),
      now + 20 * DAY_MS,
    );
    const member = await learner('member@retention.test', {
      lastLoginDaysAgo: 1,
      employerId: gone,
      company: 'Gone Kennels',
    });

    await deleteExpiredSubmissions(env.DB, new Date(now));

    expect(await learnerIds()).toEqual([
      'certified@retention.test',
      'member@retention.test',
      'new@retention.test',
      'reader@retention.test',
      'recent@retention.test',
      'stays-signed-in@retention.test',
    ]);
    const certificates = await env.DB.prepare(
      "SELECT certificate_number AS number, user_id, is_active, withdrawn_at FROM training_certificates WHERE certificate_number LIKE 'PAW-2026-RETAIN%' ORDER BY number",
    ).all<{ number: string; user_id: number | null; is_active: number; withdrawn_at: number | null }>();
    expect(
      certificates.results.map((row) => [
        row.number,
        row.user_id,
        row.is_active,
        row.withdrawn_at === null ? null : 'withdrawn',
      ]),
    ).toEqual([
      ['PAW-2026-RETAIN01', certified, 1, null],
      ['PAW-2026-RETAIN02', null, 0, 'withdrawn'],
      ['PAW-2026-RETAIN03', null, 0, 'withdrawn'],
      ['PAW-2026-RETAIN04', null, 0, 'withdrawn'],
    ]);
    const left = async (table: string, column: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(gone).first<{ n: number }>())
        ?.n;
    expect(await left('training_progress', 'user_id')).toBe(0);
    expect(await left('training_quiz_attempts', 'user_id')).toBe(0);
    expect(await left('learner_sign_in_links', 'learner_id')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE sid = 'retention-learner-session'")).toBe(0);
    // The member keeps their account, on nobody's team.
    expect(
      await env.DB.prepare('SELECT employer_id, company_name FROM training_users WHERE id = ?').bind(member).first(),
    ).toEqual({
      employer_id: null,
      company_name: null,
    });
  });

  it('deletes team invitations past their period after they expired or were accepted, and learners’ old sign-in links', async () => {
    const days = siteConfig.retentionDays.teamInvitations;
    const now = Date.now();
    const employer = await learner('employer@retention.test', { lastLoginDaysAgo: 1 });
    const invitation = (id: string, expiresDaysAgo: number, acceptedDaysAgo: number | null) =>
      run(
        'INSERT INTO training_team_invitations (id, employer_id, email, token_hash, created_at, expires_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        id,
        employer,
        `${id}@invited.test`,
        `hash-${id}`,
        now - (expiresDaysAgo + 7) * DAY_MS,
        now - expiresDaysAgo * DAY_MS,
        acceptedDaysAgo === null ? null : now - acceptedDaysAgo * DAY_MS,
      );
    await invitation('invite-open', -3, null);
    await invitation('invite-expired-recently', days - 1, null);
    await invitation('invite-expired-long-ago', days + 1, null);
    await invitation('invite-accepted-recently', days + 5, days - 1);
    await invitation('invite-accepted-long-ago', days + 5, days + 1);
    const link = (hash: string, expiredDaysAgo: number) =>
      run(
        'INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        hash,
        employer,
        now,
        now - expiredDaysAgo * DAY_MS,
      );
    await link('learner-link-old', siteConfig.retentionDays.signInLinks + 1);
    await link('learner-link-recent', 0);

    await deleteExpiredSubmissions(env.DB, new Date(now));

    const invitations = await env.DB.prepare(
      "SELECT id FROM training_team_invitations WHERE id LIKE 'invite-%' ORDER BY id",
    ).all<{ id: string }>();
    expect(invitations.results.map((row) => row.id)).toEqual([
      'invite-accepted-recently',
      'invite-expired-recently',
      'invite-open',
    ]);
    const links = await env.DB.prepare(
      "SELECT token_hash FROM learner_sign_in_links WHERE token_hash LIKE 'learner-link-%'",
    ).all<{ token_hash: string }>();
    expect(links.results.map((row) => row.token_hash)).toEqual(['learner-link-recent']);
  });
});
