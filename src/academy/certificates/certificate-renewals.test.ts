/**
 * Certificate renewal reminders (issue 23 point 5): the daily 07:00 UTC cron
 * writes one outbox row per certificate 60 days (`renewal-60`) or 14 days
 * (`renewal-14`) from expiry, each once however often it runs, and the queue
 * consumer emails the holder how to renew. Only the nearest threshold
 * reached is written; a certificate revoked, withdrawn, renewed or without a
 * holder gets nothing, and one revoked after its row was written is skipped.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { createLearner } from '../../../test/support/learner';
import { deliver, outboxRows, recordingMailer, recordingQueue, runCron } from '../../../test/support/notify';
import { emptyTables } from '../../../test/support/request';

const DAILY = '0 7 * * *';
const DAY = 86_400_000;

let module: { id: number; title: string; slug: string };

beforeAll(async () => {
  const row = await env.DB.prepare('SELECT id, title, slug FROM training_modules ORDER BY id LIMIT 1').first<{
    id: number;
    title: string;
    slug: string;
  }>();
  if (!row) throw new Error('no seeded module');
  module = row;
});
beforeEach(async () => {
  await emptyTables('notification_outbox', 'training_certificates', 'training_users');
});
afterEach(() => {
  vi.restoreAllMocks();
});

let serial = 0;
/** A certificate of the seeded module; expiry in ms (null: never). */
async function certificate(
  userId: number | null,
  expiry: number | null,
  fields: { active?: boolean; revokedAt?: number; withdrawnAt?: number; earned?: number } = {},
): Promise<{ id: number; number: string }> {
  serial += 1;
  const number = `PAW-2026-RENEW${String(serial).padStart(3, '0')}`;
  const row = await env.DB.prepare(
    `INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active, revoked_at, withdrawn_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      userId,
      module.id,
      `${module.title} certificate`,
      fields.earned ?? Date.now() - 1000 * DAY,
      expiry,
      number,
      fields.active === false ? 0 : 1,
      fields.revokedAt ?? null,
      fields.withdrawnAt ?? null,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('certificate not stored');
  return { id: row.id, number };
}

const remindersOf = (certificateId: number) =>
  outboxRows("item_kind = 'certificate' AND item_id = ?", String(certificateId));

function bindings() {
  const queue = recordingQueue();
  const mailer = recordingMailer();
  return { queue, mailer, env: { NOTIFY_QUEUE: queue.binding, NOTIFY_EMAIL: mailer.binding } };
}

describe('certificate renewal reminders', () => {
  it('writes renewal-60 for a certificate 50 days from expiry, once however often the job runs, and emails the holder how to renew', async () => {
    const now = Date.now();
    const holder = await createLearner({ firstName: 'Rosa', email: 'rosa.renewal@example.co.uk' });
    const held = await certificate(holder.id, now + 50 * DAY);
    const { queue, mailer, env: bound } = bindings();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await runCron(DAILY, bound, now);
    const rows = await remindersOf(held.id);
    expect(rows.map((row) => [row.message, row.channel, row.status])).toEqual([['renewal-60', 'email', 'pending']]);
    const queued = queue.bodies.filter((body) => (body as { outboxId?: string }).outboxId === rows[0]?.id);
    expect(queued).toEqual([{ type: 'send', outboxId: rows[0]?.id }]);

    // The job again, the same day and the next: nothing new.
    await runCron(DAILY, bound, now + 60_000);
    await runCron(DAILY, bound, now + DAY);
    expect(await remindersOf(held.id)).toHaveLength(1);

    const delivery = await deliver(queued, bound);
    expect(delivery.explicitAcks).toHaveLength(1);
    expect((await remindersOf(held.id))[0]?.status).toBe('sent');
    const email = mailer.sent.find((sent) => sent.to === 'rosa.renewal@example.co.uk');
    expect(email?.subject).toMatch(
      new RegExp(`^Your ${module.title} certificate expires on \\d{1,2} [A-Z][a-z]+ \\d{4}$`),
    );
    expect(email?.text).toContain('Hello Rosa,');
    expect(email?.text).toContain(held.number);
    expect(email?.text).toContain(`https://www.pawsperity.co.uk/training/module/${module.slug}`);
    expect(email?.text).toContain('https://www.pawsperity.co.uk/training/sign-in');
    expect(email?.text).toContain('complete the module again');
    expect(email?.html).toContain(held.number);
  });

  it('writes renewal-14 at 10 days left, and only that for a certificate first seen then', async () => {
    const now = Date.now();
    // Two holders: one holder's later certificate of the same module would count as renewing the earlier.
    const reminded = await certificate((await createLearner()).id, now + 50 * DAY);
    const late = await certificate((await createLearner()).id, now + 10 * DAY);
    const { env: bound } = bindings();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await runCron(DAILY, bound, now);
    expect((await remindersOf(late.id)).map((row) => row.message)).toEqual(['renewal-14']);
    // 40 days on, the first is 10 days from expiry.
    await runCron(DAILY, bound, now + 40 * DAY);
    expect((await remindersOf(reminded.id)).map((row) => row.message).sort()).toEqual(['renewal-14', 'renewal-60']);
    expect((await remindersOf(late.id)).map((row) => row.message)).toEqual(['renewal-14']);
  });

  it('reminds nobody of a certificate far from expiry, expired, without expiry, revoked, withdrawn, without a holder or already renewed', async () => {
    const now = Date.now();
    const holder = await createLearner();
    const ignored = [
      await certificate(holder.id, now + 61 * DAY),
      await certificate(holder.id, now - DAY),
      await certificate(holder.id, null),
      await certificate(holder.id, now + 30 * DAY, { active: false, revokedAt: now - DAY }),
      await certificate(holder.id, now + 30 * DAY, { active: false, withdrawnAt: now - DAY }),
      await certificate(null, now + 30 * DAY),
    ];
    // Renewed: the same module completed again, a new certificate that lasts longer.
    const other = await createLearner();
    const renewed = await certificate(other.id, now + 20 * DAY);
    await certificate(other.id, now + 3 * 365 * DAY, { earned: now - DAY });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await runCron(DAILY, bindings().env, now);
    for (const { id } of [...ignored, renewed]) expect(await remindersOf(id), String(id)).toEqual([]);
  });

  it('skips a reminder whose certificate was revoked, or whose holder was erased, before it went', async () => {
    const now = Date.now();
    const revoked = await certificate((await createLearner()).id, now + 12 * DAY);
    const erasedHolder = await createLearner();
    const withdrawn = await certificate(erasedHolder.id, now + 12 * DAY);
    const { queue, mailer, env: bound } = bindings();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await runCron(DAILY, bound, now);
    const rows = [...(await remindersOf(revoked.id)), ...(await remindersOf(withdrawn.id))];
    expect(rows).toHaveLength(2);

    await env.DB.prepare('UPDATE training_certificates SET is_active = 0, revoked_at = ? WHERE id = ?')
      .bind(now, revoked.id)
      .run();
    await env.DB.prepare(
      'UPDATE training_certificates SET is_active = 0, withdrawn_at = ?, user_id = NULL WHERE id = ?',
    )
      .bind(now, withdrawn.id)
      .run();
    await deliver(
      rows.map((row) => ({ type: 'send', outboxId: row.id })),
      bound,
    );
    expect(queue.bodies).toEqual(expect.arrayContaining(rows.map((row) => ({ type: 'send', outboxId: row.id }))));
    expect(mailer.sent).toEqual([]);
    expect((await remindersOf(revoked.id))[0]?.status).toBe('skipped');
    expect((await remindersOf(withdrawn.id))[0]?.status).toBe('skipped');
  });

  it('lists a failed reminder in the back office with the learner it was for', async () => {
    const holder = await createLearner();
    const held = await certificate(holder.id, Date.now() + 30 * DAY);
    await env.DB.prepare(
      "INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, last_error, created_at, updated_at) VALUES ('renewal-failed', 'certificate', ?, 'renewal-60', 'email', 'failed', 6, ?, 'EmailSendError', ?, ?)",
    )
      .bind(String(held.id), Date.now(), Date.now(), Date.now())
      .run();
    const owner = await signedInBrowser();
    const html = await (await owner.get('/admin/notifications')).text();
    const row = /<tr[^>]*data-outbox-id="renewal-failed"[^>]*>(.*?)<\/tr>/s.exec(html)?.[1] ?? '';
    expect(row).toContain('Certificate renewal reminder');
    expect(tagsNamed(row, 'a').some((link) => link.href === `/admin/learners/${holder.id}`)).toBe(true);
  });
});
