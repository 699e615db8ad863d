import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../content/site-config';
import worker from '../worker';
import { deleteExpiredSubmissions, runRetention } from './retention';

const DAY_MS = 86_400_000;

async function seed(table: string, id: string, ageDays: number, now: number) {
  const at = now - ageDays * DAY_MS;
  const statements: Record<string, string> = {
    contact_submissions:
      'INSERT INTO contact_submissions (id, first_name, last_name, email, message, created_at) VALUES (?, "A", "B", "a@b.co", "m", ?)',
    consultation_bookings:
      'INSERT INTO consultation_bookings (id, first_name, last_name, email, created_at) VALUES (?, "A", "B", "a@b.co", ?)',
    resource_downloads:
      'INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES (?, "Marketing Calendar", "a@b.co", ?)',
    shop_notifications: `INSERT INTO shop_notifications (id, email, created_at) VALUES (?, '${id}@b.co', ?)`,
    recruitment_applications:
      'INSERT INTO recruitment_applications (id, first_name, last_name, email, created_at) VALUES (?, "A", "B", "a@b.co", ?)',
  };
  await env.DB.prepare(statements[table] ?? '')
    .bind(id, at)
    .run();
}

const ids = async (table: string) =>
  (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map((row) => row.id);

describe('retention clean-up', () => {
  it('deletes rows past each retention period and keeps the rest', async () => {
    const now = Date.now();
    const periods = siteConfig.retentionDays;
    const tables = {
      contact_submissions: periods.contactSubmissions,
      consultation_bookings: periods.consultationBookings,
      resource_downloads: periods.resourceDownloads,
      shop_notifications: periods.shopNotifications,
      recruitment_applications: periods.recruitmentApplications,
    };
    for (const [table, days] of Object.entries(tables)) {
      await seed(table, `${table}-old`, days + 1, now);
      await seed(table, `${table}-recent`, days - 1, now);
    }
    expect(await deleteExpiredSubmissions(env.DB, new Date(now))).toBe(5);
    for (const table of Object.keys(tables)) expect(await ids(table)).toEqual([`${table}-recent`]);
  });

  it('covers the back office too: expired sessions and links, users switched off long ago, notes whose item is gone, old audit records', async () => {
    const now = Date.now();
    const periods = siteConfig.retentionDays;
    const run = (query: string, ...values: unknown[]) =>
      env.DB.prepare(query)
        .bind(...values)
        .run();
    await run(
      'INSERT INTO users (id, email) VALUES (?, ?), (?, ?)',
      'user-kept',
      'kept@example.co.uk',
      'user-gone',
      'gone@example.co.uk',
    );
    await run(
      'INSERT INTO user_access (user_id, disabled_at) VALUES (?, ?), (?, ?)',
      'user-gone',
      now - (periods.disabledUsers + 1) * DAY_MS,
      'user-kept',
      now - (periods.disabledUsers - 1) * DAY_MS,
    );
    await run(
      'INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)',
      'session-expired',
      JSON.stringify({ userId: 'user-kept' }),
      now - 1000,
      'session-live',
      JSON.stringify({ userId: 'user-kept' }),
      now + DAY_MS,
      'session-of-gone-user',
      JSON.stringify({ userId: 'user-gone' }),
      now + DAY_MS,
    );
    await run(
      'INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
      'link-old',
      'user-kept',
      now - 3 * DAY_MS,
      now - (periods.signInLinks + 1) * DAY_MS,
      'link-recent',
      'user-kept',
      now,
      now + 15 * 60_000,
    );
    await seed('contact_submissions', 'contact-with-note', 1, now);
    await run(
      'INSERT INTO admin_notes (id, item_kind, item_id, body, created_at) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
      'note-kept',
      'contact',
      'contact-with-note',
      'Called back',
      now,
      'note-orphan',
      'booking',
      'booking-long-gone',
      'Sent the quote',
      now,
    );
    await run(
      'INSERT INTO audit_events (id, action, created_at) VALUES (?, ?, ?), (?, ?, ?)',
      'audit-old',
      'status',
      now - (periods.auditEvents + 1) * DAY_MS,
      'audit-recent',
      'status',
      now - DAY_MS,
    );
    await deleteExpiredSubmissions(env.DB, new Date(now));
    const keys = async (query: string) =>
      (await env.DB.prepare(query).all<{ key: string }>()).results.map((row) => row.key);
    expect(await keys("SELECT sid AS key FROM sessions WHERE sid LIKE 'session-%' ORDER BY sid")).toEqual([
      'session-live',
    ]);
    expect(await keys("SELECT token_hash AS key FROM sign_in_links WHERE token_hash LIKE 'link-%'")).toEqual([
      'link-recent',
    ]);
    expect(await keys("SELECT id AS key FROM users WHERE id LIKE 'user-%'")).toEqual(['user-kept']);
    expect(await keys("SELECT user_id AS key FROM user_access WHERE user_id LIKE 'user-%'")).toEqual(['user-kept']);
    expect(await keys("SELECT id AS key FROM admin_notes WHERE id LIKE 'note-%'")).toEqual(['note-kept']);
    expect(await keys("SELECT id AS key FROM audit_events WHERE id LIKE 'audit-%'")).toEqual(['audit-recent']);
  });

  it('deletes a notification record with its item, and any record past its period whatever its state, failed ones too', async () => {
    const now = Date.now();
    const period = siteConfig.retentionDays.notificationOutbox;
    for (const id of ['item-live-1', 'item-live-2', 'item-live-3', 'item-live-4'])
      await seed('contact_submissions', id, 1, now);
    await seed('contact_submissions', 'item-expiring', siteConfig.retentionDays.contactSubmissions + 1, now);
    const outbox = (id: string, itemId: string, status: string, ageDays: number) =>
      env.DB.prepare(
        "INSERT INTO notification_outbox (id, item_kind, item_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, 'contact', ?, 'email', ?, 6, ?, ?, ?)",
      )
        .bind(id, itemId, status, now - ageDays * DAY_MS, now - ageDays * DAY_MS, now - ageDays * DAY_MS)
        .run();
    await outbox('outbox-failed-recent', 'item-live-1', 'failed', 1);
    await outbox('outbox-pending-recent', 'item-live-2', 'pending', 0);
    await outbox('outbox-failed-old', 'item-live-3', 'failed', period + 1);
    await outbox('outbox-sent-old', 'item-live-4', 'sent', period + 1);
    await outbox('outbox-pending-item-gone', 'item-erased-1', 'pending', 1);
    await outbox('outbox-failed-item-gone', 'item-erased-2', 'failed', 1);
    await outbox('outbox-item-expires-today', 'item-expiring', 'failed', 1);
    await deleteExpiredSubmissions(env.DB, new Date(now));
    expect((await ids('notification_outbox')).filter((id) => id.startsWith('outbox-'))).toEqual([
      'outbox-failed-recent',
      'outbox-pending-recent',
    ]);
  });

  it('deletes the mark of when an item was first opened with its item, whether it expired or was erased, and keeps the rest', async () => {
    const now = Date.now();
    await seed('contact_submissions', 'opened-live', 1, now);
    await seed('contact_submissions', 'opened-expiring', siteConfig.retentionDays.contactSubmissions + 1, now);
    await seed('consultation_bookings', 'opened-live', 1, now);
    const mark = (kind: string, id: string) =>
      env.DB.prepare('INSERT INTO opened_items (item_kind, item_id, first_opened_at) VALUES (?, ?, ?)')
        .bind(kind, id, now)
        .run();
    await mark('contact', 'opened-live');
    await mark('contact', 'opened-expiring');
    // Same id, other kind: it is the booking that exists, not a contact message.
    await mark('booking', 'opened-live');
    await mark('waiting-list', 'opened-live');
    await deleteExpiredSubmissions(env.DB, new Date(now));
    const left = await env.DB.prepare(
      "SELECT item_kind || '/' || item_id AS key FROM opened_items WHERE item_id LIKE 'opened-%' ORDER BY key",
    ).all<{
      key: string;
    }>();
    expect(left.results.map((row) => row.key)).toEqual(['booking/opened-live', 'contact/opened-live']);
  });

  it("deletes a booking's private links and every one of its notification records (the visitor's too) with the booking, and keeps the rest", async () => {
    const now = Date.now();
    await seed('consultation_bookings', 'booked-live', 1, now);
    await seed('consultation_bookings', 'booked-expiring', siteConfig.retentionDays.consultationBookings + 1, now);
    const link = (hash: string, bookingId: string) =>
      env.DB.prepare('INSERT INTO booking_links (token_hash, booking_id, created_at) VALUES (?, ?, ?)')
        .bind(hash, bookingId, now)
        .run();
    await link('link-live', 'booked-live');
    await link('link-expiring-first', 'booked-expiring');
    await link('link-expiring-second', 'booked-expiring');
    await link('link-erased', 'booked-erased');
    const outbox = (id: string, itemId: string, message: string) =>
      env.DB.prepare(
        "INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, 'booking', ?, ?, 'email', 'sent', 1, ?, ?, ?)",
      )
        .bind(id, itemId, message, now, now, now)
        .run();
    await outbox('booked-live-lead', 'booked-live', 'lead');
    await outbox('booked-live-visitor', 'booked-live', 'visitor-booked');
    await outbox('booked-expiring-lead', 'booked-expiring', 'lead');
    await outbox('booked-expiring-visitor', 'booked-expiring', 'visitor-booked');
    await outbox('booked-expiring-reminder', 'booked-expiring', `visitor-reminder:${now}`);
    await deleteExpiredSubmissions(env.DB, new Date(now));
    const links = await env.DB.prepare(
      "SELECT token_hash AS key FROM booking_links WHERE token_hash LIKE 'link-%' ORDER BY key",
    ).all<{ key: string }>();
    expect(links.results.map((row) => row.key)).toEqual(['link-live']);
    expect((await ids('notification_outbox')).filter((id) => id.startsWith('booked-'))).toEqual([
      'booked-live-lead',
      'booked-live-visitor',
    ]);
  });

  it('records each run in the audit trail, and a failed one as failed, with counts and the error class only', async () => {
    await seed('contact_submissions', 'recorded-old', siteConfig.retentionDays.contactSubmissions + 1, Date.now());
    await runRetention(env.DB);
    const last = () =>
      env.DB.prepare(
        "SELECT action, detail FROM audit_events WHERE action LIKE 'retention_%' ORDER BY created_at DESC, rowid DESC LIMIT 1",
      ).first<{
        action: string;
        detail: string;
      }>();
    const ok = await last();
    expect(ok?.action).toBe('retention_run');
    expect(JSON.parse(ok?.detail ?? '{}').deleted).toBeGreaterThanOrEqual(1);

    // D1 refuses the clean-up's batch but still takes the record of the failure.
    const failingBatch = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'batch')
          return () => Promise.reject(Object.assign(new Error('D1_ERROR: overloaded'), { name: 'D1Error' }));
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runRetention(failingBatch, new Date(Date.now() + 1000));
    quiet.mockRestore();
    const failed = await last();
    expect(failed).toEqual({ action: 'retention_failed', detail: JSON.stringify({ error: 'D1Error' }) });
  });

  it('runs from the Worker scheduled handler', async () => {
    await seed('contact_submissions', 'scheduled-old', siteConfig.retentionDays.contactSubmissions + 30, Date.now());
    const waits: Promise<unknown>[] = [];
    const controller = { scheduledTime: Date.now(), cron: '15 3 * * *', noRetry() {} } as ScheduledController;
    await worker.scheduled(controller, env, {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext);
    await Promise.all(waits);
    expect(await ids('contact_submissions')).not.toContain('scheduled-old');
  });
});

describe('retention in the Training Academy', () => {
  const run = (query: string, ...values: unknown[]) =>
    env.DB.prepare(query)
      .bind(...values)
      .run();
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
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE sid = 'retention-learner-session'").first('n'),
    ).toBe(0);
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
