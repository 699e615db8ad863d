import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../content/site-config';
import worker from '../worker';
import { deleteExpiredSubmissions } from './retention';

const DAY_MS = 86_400_000;

async function seed(table: string, id: string, ageDays: number, now: number) {
  const at = now - ageDays * DAY_MS;
  const statements: Record<string, string> = {
    contact_submissions: 'INSERT INTO contact_submissions (id, first_name, last_name, email, message, created_at) VALUES (?, "A", "B", "a@b.co", "m", ?)',
    consultation_bookings: 'INSERT INTO consultation_bookings (id, first_name, last_name, email, created_at) VALUES (?, "A", "B", "a@b.co", ?)',
    resource_downloads: 'INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES (?, "Marketing Calendar", "a@b.co", ?)',
    shop_notifications: `INSERT INTO shop_notifications (id, email, created_at) VALUES (?, '${id}@b.co', ?)`,
    recruitment_applications: 'INSERT INTO recruitment_applications (id, first_name, last_name, email, created_at) VALUES (?, "A", "B", "a@b.co", ?)',
  };
  await env.DB.prepare(statements[table] ?? '').bind(id, at).run();
}

const ids = async (table: string) => (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map((row) => row.id);

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

  it('runs from the Worker scheduled handler', async () => {
    await seed('contact_submissions', 'scheduled-old', siteConfig.retentionDays.contactSubmissions + 30, Date.now());
    const waits: Promise<unknown>[] = [];
    const controller = { scheduledTime: Date.now(), cron: '15 3 * * *', noRetry() {} } as ScheduledController;
    await worker.scheduled(controller, env, { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext);
    await Promise.all(waits);
    expect(await ids('contact_submissions')).not.toContain('scheduled-old');
  });
});
