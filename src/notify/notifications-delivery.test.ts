/**
 * A lead's email leaves the outbox once: the Worker's queue consumer never
 * sends one row twice, retries with growing delays and gives up into
 * "failed" (Retry in /admin). Waiting-list sign-ups and downloads go into one
 * daily digest; a sweep re-queues strays. How each email is composed:
 * src/notify/notifications-lead-emails.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS } from './retry-policy';
import { signedInBrowser } from '../../test/support/admin';
import {
  deliver,
  outboxRow,
  outboxRows,
  recordingMailer,
  recordingQueue,
  runCron,
  submit,
} from '../../test/support/notify';
import { contact, emptyNotificationTables, MINUTE, read, sid } from '../../test/support/notification-fixtures';
import { count } from '../../test/support/request';

beforeEach(emptyNotificationTables);
afterEach(() => vi.restoreAllMocks());

describe('sent once', () => {
  it('sends one email when the same message is delivered twice, even in the same batch', async () => {
    const queue = recordingQueue();
    await submit('/api/contact-submissions', { ...contact, submissionId: sid() }, { NOTIFY_QUEUE: queue.binding });
    const mailer = recordingMailer();
    const [body] = queue.bodies;
    const together = await deliver([body, body], { NOTIFY_EMAIL: mailer.binding });
    const again = await deliver([body], { NOTIFY_EMAIL: mailer.binding }, 2);
    expect(mailer.sent).toHaveLength(1);
    expect(together.explicitAcks.sort()).toEqual(together.ids.sort());
    expect(again.explicitAcks).toEqual(again.ids);
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('stores a repeated submission once, with one outbox row and one message', async () => {
    const queue = recordingQueue();
    const body = { ...contact, submissionId: sid() };
    expect((await submit('/api/contact-submissions', body, { NOTIFY_QUEUE: queue.binding })).status).toBe(201);
    expect((await submit('/api/contact-submissions', body, { NOTIFY_QUEUE: queue.binding })).status).toBe(201);
    expect(await count('SELECT count(*) AS n FROM contact_submissions WHERE email = ?', contact.email)).toBe(1);
    expect(await outboxRows()).toHaveLength(1);
    expect(queue.bodies).toHaveLength(1);
    // An address already on the waiting list, signed up again with a new id: neither a row nor a digest line.
    await submit('/api/shop-notifications', { email: 'again@example.co.uk', submissionId: sid() }, {});
    await submit('/api/shop-notifications', { email: 'again@example.co.uk', submissionId: sid() }, {});
    expect(await outboxRows("item_kind = 'waiting-list'")).toHaveLength(1);
  });

  it('stores neither the submission nor its outbox row when the batch fails part way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The outbox insert fails (no such table), so D1 rolls the whole batch back.
    await env.DB.prepare('ALTER TABLE notification_outbox RENAME TO notification_outbox_away').run();
    try {
      const response = await submit(
        '/api/contact-submissions',
        { ...contact, email: 'rolled-back@example.co.uk', submissionId: sid() },
        { NOTIFY_QUEUE: recordingQueue().binding },
      );
      expect(response.status).toBe(503);
    } finally {
      await env.DB.prepare('ALTER TABLE notification_outbox_away RENAME TO notification_outbox').run();
    }
    expect(
      await count('SELECT count(*) AS n FROM contact_submissions WHERE email = ?', 'rolled-back@example.co.uk'),
    ).toBe(0);
  });
});

describe('a failing mail service', () => {
  it('retries with growing delays, then marks the row failed and stops', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void logged.push(parts.join(' ')));
    const queue = recordingQueue();
    await submit('/api/contact-submissions', { ...contact, submissionId: sid() }, { NOTIFY_QUEUE: queue.binding });
    const [body] = queue.bodies;
    const mailer = recordingMailer({ fail: true });
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const before = Date.now();
      const result = await deliver([body], { NOTIFY_EMAIL: mailer.binding }, attempt);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages.map((message) => message.msgId)).toEqual(result.ids);
      const delay = result.retryDelays[result.ids[0] ?? ''];
      delays.push(delay);
      const row = (await outboxRows())[0];
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'EmailSendError', claim_id: null });
      expect(row?.next_attempt_at).toBeGreaterThanOrEqual(before + (delay ?? 0) * 1000);
    }
    expect(delays).toEqual([10, 60, 300, 900, 1800]);
    const last = await deliver([body], { NOTIFY_EMAIL: mailer.binding }, 6);
    expect(last.explicitAcks).toEqual(last.ids);
    expect(last.retryMessages).toEqual([]);
    expect((await outboxRows())[0]).toMatchObject({ status: 'failed', attempts: 6, last_error: 'EmailSendError' });
    // A late duplicate of the message does not start again.
    await deliver([body], { NOTIFY_EMAIL: mailer.binding }, 7);
    expect(mailer.attempts).toBe(6);
    // The log names the row and the error class, never the visitor.
    expect(logged.join('\n')).not.toMatch(/Jane|Smith|jane\.smith|Leeds/);
  });

  it('retries the same row after a passing failure and sends it once when the service is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = recordingQueue();
    await submit('/api/contact-submissions', { ...contact, submissionId: sid() }, { NOTIFY_QUEUE: queue.binding });
    const [body] = queue.bodies;
    await deliver([body], { NOTIFY_EMAIL: recordingMailer({ fail: true }).binding });
    const mailer = recordingMailer();
    await deliver([body], { NOTIFY_EMAIL: mailer.binding }, 2);
    expect(mailer.sent).toHaveLength(1);
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('skips, without sending, a notification whose item was erased before it went', async () => {
    const queue = recordingQueue();
    await submit(
      '/api/contact-submissions',
      { ...contact, email: 'erased@example.co.uk', submissionId: sid() },
      { NOTIFY_QUEUE: queue.binding },
    );
    await env.DB.prepare('DELETE FROM contact_submissions WHERE email = ?').bind('erased@example.co.uk').run();
    const mailer = recordingMailer();
    const result = await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.attempts).toBe(0);
    expect(result.explicitAcks).toEqual(result.ids);
    expect((await outboxRows())[0]).toMatchObject({ status: 'skipped' });
  });
});

describe('the daily digest', () => {
  it('gathers waiting-list sign-ups and downloads into one email instead of one each', async () => {
    const queue = recordingQueue();
    const bindings = { NOTIFY_QUEUE: queue.binding };
    await submit('/api/shop-notifications', { email: 'first.wait@example.co.uk', submissionId: sid() }, bindings);
    await submit('/api/shop-notifications', { email: 'second.wait@example.co.uk', submissionId: sid() }, bindings);
    await submit(
      '/api/resource-downloads',
      { resourceName: 'Marketing Calendar', email: 'reader@example.co.uk', submissionId: sid() },
      bindings,
    );
    // Nothing is queued when they arrive.
    expect(queue.bodies).toEqual([]);
    expect((await outboxRows()).map((row) => [row.channel, row.status])).toEqual([
      ['digest', 'pending'],
      ['digest', 'pending'],
      ['digest', 'pending'],
    ]);

    await runCron('0 7 * * *', bindings);
    // The same cron queues the owner's agenda of the day (src/notify/owner-agenda.test.ts), an email of its own.
    const [agenda] = await outboxRows("item_kind = 'agenda'");
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: agenda?.id }, { type: 'digest' }]);
    const mailer = recordingMailer();
    const result = await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: mailer.binding });
    expect(result.explicitAcks).toEqual(result.ids);
    expect(mailer.sent).toHaveLength(1);
    const message = read(mailer.sent[0]);
    expect(message.subject).toBe('Daily digest: 2 waiting-list sign-ups and 1 resource download');
    expect(message.from).toEqual({ name: 'Pawsperity Consulting website', email: 'notifications@pawsperity.co.uk' });
    expect(message.to).toBe('hello@pawsperity.co.uk');
    expect(message.replyTo).toBeUndefined();
    const text = message.text;
    for (const expected of [
      'first.wait@example.co.uk',
      'second.wait@example.co.uk',
      'reader@example.co.uk: Marketing Calendar',
      'https://www.pawsperity.co.uk/admin/items/waiting-list/',
      'https://www.pawsperity.co.uk/admin/items/download/',
    ]) {
      expect(text).toContain(expected);
    }
    expect(message.html).toContain('reader@example.co.uk: Marketing Calendar');
    expect((await outboxRows("item_kind <> 'agenda'")).every((row) => row.status === 'sent')).toBe(true);

    // The next digest has nothing to say, so says nothing.
    await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(1);
  });

  it("links each entry and the back office at the Worker's own SITE_ORIGIN", async () => {
    await submit('/api/shop-notifications', { email: 'local.wait@example.co.uk', submissionId: sid() }, {});
    const mailer = recordingMailer();
    await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: mailer.binding, SITE_ORIGIN: 'http://127.0.0.1:43123' });
    const message = read(mailer.sent[0]);
    const item = await env.DB.prepare('SELECT id FROM shop_notifications WHERE email = ?')
      .bind('local.wait@example.co.uk')
      .first<{ id: string }>();
    expect(message.text).toContain(`http://127.0.0.1:43123/admin/items/waiting-list/${item?.id}`);
    expect(message.text).toContain('The back office: http://127.0.0.1:43123/admin');
    expect(`${message.text}${message.html}`).not.toContain('https://www.pawsperity.co.uk/admin');
  });

  it('keeps the rows for a later digest when sending fails, and marks them failed after the last attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await submit(
      '/api/resource-downloads',
      { resourceName: 'Marketing Calendar', email: 'late@example.co.uk', submissionId: sid() },
      {},
    );
    const failing = recordingMailer({ fail: true });
    const first = await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: failing.binding });
    expect(first.retryDelays[first.ids[0] ?? '']).toBe(10);
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    for (let attempt = 2; attempt <= 6; attempt += 1)
      await deliver([{ type: 'digest' }], { NOTIFY_EMAIL: failing.binding }, attempt);
    expect((await outboxRows())[0]).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('the sweep', () => {
  /** Contact submissions from these addresses, each with its outbox row (their messages go nowhere). */
  const submitContacts = async (...emails: string[]) => {
    for (const email of emails) {
      await submit(
        '/api/contact-submissions',
        { ...contact, email, submissionId: sid() },
        { NOTIFY_QUEUE: recordingQueue().binding },
      );
    }
  };
  /** The outbox row of the contact submission or waiting-list sign-up from this address. */
  const outboxIdOf = async (email: string) =>
    (
      await outboxRows(
        'item_id IN (SELECT id FROM contact_submissions WHERE email = ?1 UNION SELECT id FROM shop_notifications WHERE email = ?1)',
        email,
      )
    )[0]?.id ?? '';
  const dueAt = (id: string, at: number) =>
    env.DB.prepare('UPDATE notification_outbox SET next_attempt_at = ? WHERE id = ?').bind(at, id).run();
  /** The row as a consumer leaves it that claimed it (its `attempts`-th attempt) 20 minutes before `at` and died. */
  const crash = (id: string, attempts: number, at: number) =>
    env.DB.prepare(
      "UPDATE notification_outbox SET status = 'sending', claim_id = 'dead', claimed_at = ?, attempts = ? WHERE id = ?",
    )
      .bind(at - 20 * MINUTE, attempts, id)
      .run();

  it('re-queues email rows left pending past their time and releases claims left by a crash, and leaves fresh ones alone', async () => {
    const queue = recordingQueue();
    await submitContacts('lost@example.co.uk', 'crashed@example.co.uk', 'fresh@example.co.uk');
    const [lost, crashed, fresh] = [
      await outboxIdOf('lost@example.co.uk'),
      await outboxIdOf('crashed@example.co.uk'),
      await outboxIdOf('fresh@example.co.uk'),
    ];
    const now = Date.now();
    // The message of "lost" never arrived; "crashed" was claimed 20 minutes ago by a consumer that died.
    await dueAt(lost, now - 11 * MINUTE);
    await crash(crashed, 1, now);

    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, now);
    expect(queue.bodies).toEqual(
      expect.arrayContaining([
        { type: 'send', outboxId: lost },
        { type: 'send', outboxId: crashed },
      ]),
    );
    expect(queue.bodies).toHaveLength(2);
    expect(await outboxRow(crashed)).toMatchObject({ status: 'pending', claim_id: null, attempts: 1 });
    expect(await outboxRow(fresh)).toMatchObject({ status: 'pending' });

    // A second sweep straight after gives the new messages time instead of queueing them again.
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, now + MINUTE);
    expect(queue.bodies).toHaveLength(2);

    // The re-queued messages send; the crashed one continues its count.
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(2);
    expect(await outboxRow(crashed)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a row failed, with Retry in /admin, once consumers that crash have used all its attempts, instead of queueing it for ever', async () => {
    await submitContacts('crashes@example.co.uk', 'stuck@example.co.uk');
    await submit('/api/shop-notifications', { email: 'digest.crashes@example.co.uk', submissionId: sid() }, {});
    const [crashes, stuck, digestRow] = [
      await outboxIdOf('crashes@example.co.uk'),
      await outboxIdOf('stuck@example.co.uk'),
      await outboxIdOf('digest.crashes@example.co.uk'),
    ];
    const start = Date.now();
    // Not due until the end of the test: the sweeps in between leave it alone.
    await dueAt(stuck, start + 24 * 60 * MINUTE);
    const queue = recordingQueue();
    // Each delivery claims the row (one attempt more) and dies before it can record anything; each sweep finds the claim stale.
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const at = start + attempt * 30 * MINUTE;
      await crash(crashes, attempt, at);
      await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, at);
      expect(await outboxRow(crashes)).toMatchObject({ status: 'pending', attempts: attempt });
      expect(queue.bodies).toHaveLength(attempt);
    }
    const last = start + MAX_ATTEMPTS * 30 * MINUTE;
    await crash(crashes, MAX_ATTEMPTS, last);
    await crash(digestRow, MAX_ATTEMPTS, last);
    // A row left pending with its attempts used up (by crashes before this rule) is not queued again either.
    await env.DB.prepare('UPDATE notification_outbox SET attempts = ?, next_attempt_at = ? WHERE id = ?')
      .bind(MAX_ATTEMPTS, last - 11 * MINUTE, stuck)
      .run();
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, last);
    for (const id of [crashes, digestRow, stuck])
      expect(await outboxRow(id)).toMatchObject({ status: 'failed', claim_id: null, claimed_at: null });
    expect(await outboxRow(crashes)).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'StaleClaim' });
    expect(queue.bodies).toHaveLength(MAX_ATTEMPTS - 1);
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding }, last + 30 * MINUTE);
    expect(queue.bodies).toHaveLength(MAX_ATTEMPTS - 1);

    const page = await (await (await signedInBrowser()).get('/admin/notifications')).text();
    for (const id of [crashes, digestRow, stuck]) expect(page).toContain(`action="/admin/notifications/${id}/retry"`);
  });

  it('keeps the retention job on its own cron', async () => {
    await env.DB.prepare(
      "INSERT INTO contact_submissions (id, first_name, last_name, email, message, created_at) VALUES ('very-old', 'A', 'B', 'a@b.co', 'm', ?)",
    )
      .bind(Date.now() - 800 * 24 * 60 * MINUTE)
      .run();
    const queue = recordingQueue();
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding });
    expect(await count("SELECT count(*) AS n FROM contact_submissions WHERE id = 'very-old'")).toBe(1);
    await runCron('15 3 * * *', { NOTIFY_QUEUE: queue.binding });
    expect(await count("SELECT count(*) AS n FROM contact_submissions WHERE id = 'very-old'")).toBe(0);
  });

  it('deletes delivery records after their retention period, whatever their state, and keeps recent ones', async () => {
    const now = Date.now();
    const old = now - 91 * 24 * 60 * MINUTE;
    const insert = async (id: string, status: string, createdAt: number) => {
      await env.DB.prepare(
        "INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES (?, 'A', 'B', 'a@b.co', 'm')",
      )
        .bind(`item-${id}`)
        .run();
      await env.DB.prepare(
        "INSERT INTO notification_outbox (id, item_kind, item_id, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, 'contact', ?, 'email', ?, 1, ?, ?, ?)",
      )
        .bind(id, `item-${id}`, status, createdAt, createdAt, createdAt)
        .run();
    };
    await insert('old-sent', 'sent', old);
    await insert('old-failed', 'failed', old);
    await insert('recent-sent', 'sent', now - MINUTE);
    await insert('recent-failed', 'failed', now - MINUTE);
    await runCron('15 3 * * *', {});
    expect((await outboxRows()).map((row) => row.id).sort()).toEqual(['recent-failed', 'recent-sent']);
  });
});
