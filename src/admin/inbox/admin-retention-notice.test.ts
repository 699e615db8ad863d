/** The owner sees when the daily data clean-up failed or stopped running, on the inbox they open every day. */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../test/support/admin';

const HOUR_MS = 3_600_000;

async function record(action: string, detail: string, hoursAgo: number) {
  await env.DB.prepare('INSERT INTO audit_events (id, action, detail, created_at) VALUES (?, ?, ?, ?)')
    .bind(crypto.randomUUID(), action, detail, Date.now() - hoursAgo * HOUR_MS)
    .run();
}

async function inboxHtml(): Promise<string> {
  const owner = await signedInBrowser();
  const response = await owner.get('/admin/inbox');
  expect(response.status).toBe(200);
  return response.text();
}

describe('the daily clean-up on the inbox', () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM audit_events WHERE action LIKE 'retention_%'").run();
  });

  it('says in a notice box when it has never run, not as the page subtitle, and nothing when the last run went well', async () => {
    const never = await inboxHtml();
    expect(never).toMatch(/<div role="status" data-retention="never"[^>]*>/);
    expect(never).toContain('Old enquiries have not been cleared out yet');
    expect(never).toContain('tell whoever looks after the website');
    await record('retention_run', '{"deleted":3}', 2);
    const html = await inboxHtml();
    expect(html).not.toContain('data-retention=');
  });

  it('alerts the owner when the last run failed, with the error for whoever looks after the website', async () => {
    await record('retention_run', '{"deleted":0}', 26);
    await record('retention_failed', '{"error":"D1Error"}', 2);
    const html = await inboxHtml();
    expect(html).toMatch(/<div role="alert" data-retention="failed"/);
    expect(html).toContain('Old enquiries are being kept too long');
    expect(html).toContain('give them this: D1Error');
  });

  it('alerts the owner when no run has been recorded for more than a day and a half', async () => {
    await record('retention_run', '{"deleted":0}', 40);
    const html = await inboxHtml();
    expect(html).toMatch(/<div role="alert" data-retention="overdue"/);
    expect(html).toContain('kept longer than our privacy policy says');
  });
});
