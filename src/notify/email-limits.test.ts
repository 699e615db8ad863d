/**
 * Nobody can make the site mail a stranger: an address that has not proved it
 * is its owner's gets at most 3 emails an hour and 10 a day, whatever asks
 * for them; the rest are held, listed for the owner with their reason and a
 * Send button. Verified addresses (the business's own, owners, learners who
 * signed in through an emailed link) are never held.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { database } from '../db/client';
import { deleteExpiredSubmissions } from '../jobs/retention';
import { deliver as deliverEmail } from './deliver';
import { signToken } from '../lib/signing';
import { send, signedInBrowser, unique } from '../../test/support/admin';
import { createLearner } from '../../test/support/learner';
import {
  deliver,
  mailingBindings,
  outboxRow,
  outboxRows,
  recordingMailer,
  recordingQueue,
  runCron,
  submit,
} from '../../test/support/notify';
import { pressOutboxButton } from '../../test/support/notify-outbox-buttons';
import { pageText } from '../../test/support/page-html';

afterEach(() => vi.useRealTimers());

/** The per-address limit of sign-in requests counts in one-minute windows: an attacker simply spreads the requests out. */
const patientAttacker = { limit: async () => ({ success: true }) } as unknown as RateLimit;

/** How the limit keys a plain address (no +tag, not Gmail): its HMAC under the tests' SIGNING_SECRET. */
const recipientHash = (address: string) => signToken(env.SIGNING_SECRET, 'email-recipient', address);

const deliveriesTo = async (address: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM email_deliveries WHERE recipient_hash = ?')
      .bind(await recipientHash(address))
      .first<{ n: number }>()
  )?.n ?? 0;

/** A plain email from the Academy to this address, for sending straight through the limit. */
const hello = (to: string) => ({
  from: { name: 'Test', email: 'academy@pawsperity.co.uk' },
  to,
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
});

/** Asks for `times` emails to `email` through a form, each request to the end (its email sent or held). */
async function ask(path: string, form: Record<string, string>, times: number) {
  const mailer = recordingMailer();
  const bindings = mailingBindings(mailer, { SIGN_IN_RATE_LIMITER: patientAttacker });
  const answers: number[] = [];
  for (let index = 0; index < times; index += 1) answers.push((await send(path, { form, bindings })).status);
  return { mailer, answers };
}

describe('the per-recipient email limit', () => {
  it('registering a victim 20 times sends 3 emails; the rest are held with a reason and no account is made', async () => {
    const victim = `${unique('victim')}@example.co.uk`.toLowerCase();
    const { mailer, answers } = await ask(
      '/training/register',
      { firstName: 'Mal', lastName: 'Lory', email: victim, terms: 'on' },
      20,
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(mailer.sent).toHaveLength(3);
    expect(await deliveriesTo(victim)).toBe(3);
    const rows = await outboxRows("item_kind = 'learner-registration' AND status IN ('sent', 'held', 'skipped')");
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'held')).toHaveLength(17);
    expect(
      rows
        .filter((row) => row.status === 'held')
        .every((row) => (row as unknown as { held_reason: string }).held_reason === 'hourly-limit'),
    ).toBe(true);
    expect(await env.DB.prepare('SELECT id FROM training_users WHERE email = ?').bind(victim).first()).toBeNull();
  });

  it("asking 20 times for an unproved learner's sign-in links sends 3; the owner sees the rest held and Send delivers one over the limit", async () => {
    const { email } = await createLearner();
    const { mailer } = await ask('/training/sign-in', { email }, 20);
    expect(mailer.sent).toHaveLength(3);
    const held = await outboxRows("item_kind = 'learner' AND status = 'held'");
    expect(held).toHaveLength(17);
    const id = held.at(-1)?.id ?? '';

    const owner = await signedInBrowser();
    const page = await (await owner.get('/admin/notifications')).text();
    expect(page).toContain(`action="/admin/notifications/${id}/send"`);
    expect(pageText(page)).toContain('Held: this address was sent 3 emails in the last hour');
    expect(pageText(page)).toContain('Training Academy sign-in link');

    const queue = recordingQueue();
    const forged = await pressOutboxButton(owner, `/admin/notifications/${id}/send`, queue, 'not-the-token');
    expect(forged.status).toBe(403);
    expect(await outboxRow(id)).toMatchObject({ status: 'held' });

    const released = await pressOutboxButton(owner, `/admin/notifications/${id}/send`, queue);
    expect(released.status).toBe(303);
    expect(released.headers.get('location')).toBe('/admin/notifications?notice=released');
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: id }]);
    const audit = await env.DB.prepare(
      "SELECT actor_user_id, from_status, to_status FROM audit_events WHERE action = 'notification_release' AND detail LIKE ?",
    )
      .bind(`%${id}%`)
      .all();
    expect(audit.results).toEqual([{ actor_user_id: owner.userId, from_status: 'held', to_status: 'pending' }]);
    expect((await pressOutboxButton(owner, `/admin/notifications/${id}/send`, queue)).status).toBe(409);

    // The consumer sends it whatever the limit says, with a working link minted now.
    const owned = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: owned.binding });
    expect(owned.sent).toHaveLength(1);
    expect(owned.sent[0]?.text).toContain('/training/sign-in/confirm?token=');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
    expect(await deliveriesTo(email)).toBe(4);
    const after = await (await owner.get('/admin/notifications')).text();
    expect(after).not.toContain(`/admin/notifications/${id}/send`);
  });

  it('never holds the sign-in links of a learner who has proved the address by signing in', async () => {
    const { id, email } = await createLearner();
    await env.DB.prepare('UPDATE training_users SET last_login_at = ? WHERE id = ?').bind(Date.now(), id).run();
    const { mailer } = await ask('/training/sign-in', { email }, 6);
    expect(mailer.sent).toHaveLength(6);
    expect(await deliveriesTo(email)).toBe(0);
  });

  it("never holds the owner's notifications, however many arrive", async () => {
    const queue = recordingQueue();
    for (let index = 0; index < 6; index += 1) {
      await submit(
        '/api/contact-submissions',
        {
          firstName: 'Nora',
          lastName: `Many ${index}`,
          email: 'nora@example.co.uk',
          businessType: 'daycare',
          message: 'Please call me back.',
          submissionId: crypto.randomUUID(),
        },
        { NOTIFY_QUEUE: queue.binding },
      );
    }
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent.filter((sent) => sent.to === 'hello@pawsperity.co.uk')).toHaveLength(6);
  });

  it('counts every spelling of one inbox together: +tags, and dots at Gmail', async () => {
    const db = database(env.DB);
    const mailer = recordingMailer();
    const spellings = [
      'jo.bloggs+1@gmail.com',
      'JoBloggs+2@gmail.com',
      'j.o.bloggs@googlemail.com',
      'jobloggs+x@gmail.com',
      'jo.bloggs@gmail.com',
    ];
    const outcomes = [];
    for (const to of spellings)
      outcomes.push(await deliverEmail(mailer.binding, hello(to), { db, now: new Date(), secret: env.SIGNING_SECRET }));
    expect(mailer.sent).toHaveLength(3);
    expect(outcomes.slice(3)).toEqual([{ held: 'hourly-limit' }, { held: 'hourly-limit' }]);
    // Elsewhere dots are part of the address: two people, two counts.
    for (const to of ['a.b+1@example.co.uk', 'a.b+2@example.co.uk', 'a.b@example.co.uk', 'ab@example.co.uk']) {
      await deliverEmail(mailer.binding, hello(to), { db, now: new Date(), secret: env.SIGNING_SECRET });
    }
    expect(await deliveriesTo('a.b@example.co.uk')).toBe(3);
    expect(await deliveriesTo('ab@example.co.uk')).toBe(1);
  });

  it('lets racing sends to one address take no more than the limit between them', async () => {
    const stranger = `${unique('racing')}@example.co.uk`.toLowerCase();
    const mailer = recordingMailer();
    const message = hello(stranger);
    const db = database(env.DB);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        deliverEmail(mailer.binding, message, { db, now: new Date(), secret: env.SIGNING_SECRET }),
      ),
    );
    expect(mailer.sent).toHaveLength(3);
    expect(outcomes.filter((outcome) => 'sent' in outcome)).toHaveLength(3);
    expect(outcomes.filter((outcome) => 'held' in outcome && outcome.held === 'hourly-limit')).toHaveLength(9);
  });

  it('holds the eleventh email of a day even when the hour is quiet, and counts a refused send as none', async () => {
    const stranger = `${unique('daily')}@example.co.uk`.toLowerCase();
    const hash = await recipientHash(stranger);
    const now = Date.now();
    for (let hour = 2; hour < 12; hour += 1) {
      await env.DB.prepare('INSERT INTO email_deliveries (id, recipient_hash, sent_at) VALUES (?, ?, ?)')
        .bind(crypto.randomUUID(), hash, now - hour * 60 * 60 * 1000)
        .run();
    }
    const message = hello(stranger);
    const db = database(env.DB);
    expect(
      await deliverEmail(recordingMailer().binding, message, { db, now: new Date(now), secret: env.SIGNING_SECRET }),
    ).toEqual({ held: 'daily-limit' });
    // Released by the owner: it goes, and counts.
    expect(
      await deliverEmail(recordingMailer().binding, message, {
        db,
        now: new Date(now),
        secret: env.SIGNING_SECRET,
        released: true,
      }),
    ).toEqual({
      sent: true,
    });
    expect(await deliveriesTo(stranger)).toBe(11);

    const fresh = `${unique('refused')}@example.co.uk`.toLowerCase();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      deliverEmail(recordingMailer({ fail: true }).binding, hello(fresh), {
        db,
        now: new Date(now),
        secret: env.SIGNING_SECRET,
      }),
    ).rejects.toThrow();
    expect(await deliveriesTo(fresh)).toBe(0);
  });

  it('leaves held rows to the owner: the sweep does not queue them again', async () => {
    const { email } = await createLearner();
    await ask('/training/sign-in', { email }, 4);
    const [held] = await outboxRows("item_kind = 'learner' AND status = 'held'");
    expect(held).toBeDefined();
    await env.DB.prepare('UPDATE notification_outbox SET next_attempt_at = ? WHERE id = ?')
      .bind(Date.now() - 60 * 60 * 1000, held?.id)
      .run();
    const queue = recordingQueue();
    await runCron('*/5 * * * *', { NOTIFY_QUEUE: queue.binding });
    expect(queue.bodies).not.toContainEqual({ type: 'send', outboxId: held?.id });
    expect(await outboxRow(held?.id ?? '')).toMatchObject({ status: 'held' });
  });

  it('forgets the counts after a day and a half, and registrations never confirmed once expired', async () => {
    const old = `${unique('old')}@example.co.uk`.toLowerCase();
    const now = Date.now();
    await env.DB.prepare('INSERT INTO email_deliveries (id, recipient_hash, sent_at) VALUES (?, ?, ?), (?, ?, ?)')
      .bind(
        crypto.randomUUID(),
        await recipientHash(old),
        now - 37 * 60 * 60 * 1000,
        crypto.randomUUID(),
        await recipientHash(old),
        now - 35 * 60 * 60 * 1000,
      )
      .run();
    await env.DB.prepare(
      'INSERT INTO learner_registrations (id, email, first_name, last_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)',
    )
      .bind(
        'r-expired',
        `${unique('expired')}@example.co.uk`,
        'Ex',
        'Pired',
        now - 25 * 3600_000,
        now - 3600_000,
        'r-live',
        `${unique('live')}@example.co.uk`,
        'Li',
        'Ve',
        now,
        now + 3600_000,
      )
      .run();
    await deleteExpiredSubmissions(env.DB, new Date(now));
    expect(await deliveriesTo(old)).toBe(1);
    const left = await env.DB.prepare("SELECT id FROM learner_registrations WHERE id IN ('r-expired', 'r-live')").all<{
      id: string;
    }>();
    expect(left.results.map((row) => row.id)).toEqual(['r-live']);
  });
});
