/**
 * The owner's view of notifications in the back office: failed ones listed
 * with their item, and Retry (a CSRF-checked, audited POST) that queues one
 * again and cannot be repeated.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInBrowser } from '../../../test/support/admin';
import { expectSentToSignIn } from '../../../test/support/admin-page-checks';
import { deliver, outboxRow, outboxRows, recordingMailer, recordingQueue, submit } from '../../../test/support/notify';
import { pressOutboxButton } from '../../../test/support/notify-outbox-buttons';
import { decodeHtml } from '../../../test/support/page-html';

const contact = {
  firstName: 'Fiona',
  lastName: 'Failed',
  email: 'fiona@example.co.uk',
  businessType: 'daycare',
  message: 'Please call me back about licensing.',
};

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM notification_outbox').run();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/notifications', () => {
  async function failedRow(): Promise<string> {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = recordingQueue();
    await submit(
      '/api/contact-submissions',
      { ...contact, submissionId: crypto.randomUUID() },
      { NOTIFY_QUEUE: queue.binding },
    );
    const id = (await outboxRows())[0]?.id ?? '';
    await env.DB.prepare(
      "UPDATE notification_outbox SET status = 'failed', attempts = 6, last_error = 'EmailSendError' WHERE id = ?",
    )
      .bind(id)
      .run();
    return id;
  }

  it('needs a session', async () => {
    await expectSentToSignIn('/admin/notifications');
  });

  it('lists a failed notification with its item and a Retry button; Retry queues it again, records who did it, and cannot be repeated', async () => {
    const id = await failedRow();
    const browser = await signedInBrowser();
    const inbox = await (await browser.get('/admin/inbox')).text();
    expect(inbox).toContain('href="/admin/notifications"');
    // The inbox warns while a notification has failed.
    expect(inbox).toContain('data-outbox-failed="1"');
    expect(decodeHtml(inbox)).toContain('1 notification email could not be sent');

    const page = await (await browser.get('/admin/notifications')).text();
    expect(page).toContain(`action="/admin/notifications/${id}/retry"`);
    expect(decodeHtml(page)).toContain('Fiona Failed');
    expect(page).toContain('EmailSendError');

    // Without the session's CSRF token: refused, nothing changes.
    const queue = recordingQueue();
    const forged = await pressOutboxButton(browser, `/admin/notifications/${id}/retry`, queue, 'not-the-token');
    expect(forged.status).toBe(403);
    expect(await outboxRow(id)).toMatchObject({ status: 'failed' });

    const retried = await pressOutboxButton(browser, `/admin/notifications/${id}/retry`, queue);
    expect(retried.status).toBe(303);
    expect(retried.headers.get('location')).toBe('/admin/notifications?notice=retried');
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(queue.bodies).toEqual([{ type: 'send', outboxId: id }]);
    const audit = await env.DB.prepare(
      "SELECT actor_user_id, item_kind, from_status, to_status FROM audit_events WHERE action = 'notification_retry'",
    ).all();
    expect(audit.results).toEqual([
      { actor_user_id: browser.userId, item_kind: 'contact', from_status: 'failed', to_status: 'pending' },
    ]);

    const twice = await pressOutboxButton(browser, `/admin/notifications/${id}/retry`, queue);
    expect(twice.status).toBe(409);
    expect(queue.bodies).toHaveLength(1);

    // And the queued message sends it.
    const mailer = recordingMailer();
    await deliver(queue.bodies, { NOTIFY_EMAIL: mailer.binding });
    expect(mailer.sent.map((sent) => sent.subject)).toEqual(['New contact message: Fiona Failed']);
    const after = await (await browser.get('/admin/notifications')).text();
    expect(after).not.toContain(`/admin/notifications/${id}/retry`);
    expect(await (await browser.get('/admin/inbox')).text()).not.toContain('data-outbox-failed');
  });
});
