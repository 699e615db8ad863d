import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../content/site-config';
import worker from '../worker';
import { DAY_MS, keys, run } from '../../test/support/jobs-retention';
import { deleteExpiredSubmissions, runRetention } from './retention';

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
      run(
        "INSERT INTO notification_outbox (id, item_kind, item_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, 'contact', ?, 'email', ?, 6, ?, ?, ?)",
        id,
        itemId,
        status,
        now - ageDays * DAY_MS,
        now - ageDays * DAY_MS,
        now - ageDays * DAY_MS,
      );
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
      run('INSERT INTO opened_items (item_kind, item_id, first_opened_at) VALUES (?, ?, ?)', kind, id, now);
    await mark('contact', 'opened-live');
    await mark('contact', 'opened-expiring');
    // Same id, other kind: it is the booking that exists, not a contact message.
    await mark('booking', 'opened-live');
    await mark('waiting-list', 'opened-live');
    await deleteExpiredSubmissions(env.DB, new Date(now));
    expect(
      await keys(
        "SELECT item_kind || '/' || item_id AS key FROM opened_items WHERE item_id LIKE 'opened-%' ORDER BY key",
      ),
    ).toEqual(['booking/opened-live', 'contact/opened-live']);
  });

  it("deletes a booking's private links and every one of its notification records (the visitor's too) with the booking, and keeps the rest", async () => {
    const now = Date.now();
    await seed('consultation_bookings', 'booked-live', 1, now);
    await seed('consultation_bookings', 'booked-expiring', siteConfig.retentionDays.consultationBookings + 1, now);
    const link = (hash: string, bookingId: string) =>
      run('INSERT INTO booking_links (token_hash, booking_id, created_at) VALUES (?, ?, ?)', hash, bookingId, now);
    await link('link-live', 'booked-live');
    await link('link-expiring-first', 'booked-expiring');
    await link('link-expiring-second', 'booked-expiring');
    await link('link-erased', 'booked-erased');
    const outbox = (id: string, itemId: string, message: string) =>
      run(
        "INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, 'booking', ?, ?, 'email', 'sent', 1, ?, ?, ?)",
        id,
        itemId,
        message,
        now,
        now,
        now,
      );
    await outbox('booked-live-lead', 'booked-live', 'lead');
    await outbox('booked-live-visitor', 'booked-live', 'visitor-booked');
    await outbox('booked-expiring-lead', 'booked-expiring', 'lead');
    await outbox('booked-expiring-visitor', 'booked-expiring', 'visitor-booked');
    await outbox('booked-expiring-reminder', 'booked-expiring', `visitor-reminder:${now}`);
    await deleteExpiredSubmissions(env.DB, new Date(now));
    expect(
      await keys("SELECT token_hash AS key FROM booking_links WHERE token_hash LIKE 'link-%' ORDER BY key"),
    ).toEqual(['link-live']);
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
