/**
 * Inbox items of every kind written straight into the test D1 (with the
 * fields each test cares about), and readers of what the inbox and the audit
 * trail then hold, shared by the back office tests.
 */
import { env } from 'cloudflare:workers';
import { insert } from './admin';
import { textOf } from './page-html';
import { emptyTables } from './request';

export function booking(
  id: string,
  createdAt: number,
  fields: { first?: string; last?: string; email?: string; status?: string; services?: string[] } = {},
) {
  return insert(
    'INSERT INTO consultation_bookings (id, first_name, last_name, email, services, estimated_cost, project_details, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    id,
    fields.first ?? 'Aisha',
    fields.last ?? 'Khan',
    fields.email ?? 'aisha@example.co.uk',
    JSON.stringify(fields.services ?? ['business-planning']),
    '£1,995',
    'A new daycare in Stockport.',
    fields.status ?? 'pending',
    createdAt,
  );
}

export function contact(
  id: string,
  createdAt: number,
  fields: { first?: string; last?: string; email?: string; message?: string; status?: string } = {},
) {
  return insert(
    'INSERT INTO contact_submissions (id, first_name, last_name, email, message, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    id,
    fields.first ?? 'Morag',
    fields.last ?? 'Campbell',
    fields.email ?? 'morag@example.co.uk',
    fields.message ?? 'Can you help with our boarding licence?',
    fields.status ?? 'new',
    createdAt,
  );
}

export function application(id: string, createdAt: number, status = 'new') {
  return insert(
    "INSERT INTO recruitment_applications (id, first_name, last_name, email, interested_roles, status, created_at) VALUES (?, 'Tom', 'Baker', 'tom@example.co.uk', '[\"Dog Walker\",\"Pet Groomer\"]', ?, ?)",
    id,
    status,
    createdAt,
  );
}

export function waitingList(id: string, createdAt: number, email = 'wait@example.co.uk', status = 'active') {
  return insert(
    'INSERT INTO shop_notifications (id, email, status, created_at) VALUES (?, ?, ?, ?)',
    id,
    email,
    status,
    createdAt,
  );
}

export function download(id: string, downloadedAt: number, email = 'reader@example.co.uk') {
  return insert(
    "INSERT INTO resource_downloads (id, resource_name, email, downloaded_at) VALUES (?, 'Marketing Calendar', ?, ?)",
    id,
    email,
    downloadedAt,
  );
}

export async function statusOf(table: string, id: string): Promise<string | undefined> {
  return (await env.DB.prepare(`SELECT status FROM ${table} WHERE id = ?`).bind(id).first<{ status: string }>())
    ?.status;
}

export async function auditRows(itemId: string) {
  return (
    await env.DB.prepare('SELECT * FROM audit_events WHERE item_id = ? ORDER BY created_at, rowid')
      .bind(itemId)
      .all<Record<string, unknown>>()
  ).results;
}

/** Who did it, to what and how, for each audit entry of this action, oldest first. */
export async function auditOf(action: string) {
  return (
    await env.DB.prepare(
      'SELECT actor_user_id, item_kind, item_id, from_status, to_status, detail FROM audit_events WHERE action = ? ORDER BY created_at, rowid',
    )
      .bind(action)
      .all<Record<string, string | null>>()
  ).results;
}

/** The visible text of each row of the inbox table's body. */
export function inboxRows(html: string): string[] {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr\b[^>]*>(.*?)<\/tr>/gs)].map(([, row = '']) => textOf(row));
}

/** Empties every table the inbox tests write to, so each test starts from an empty inbox. */
export async function clearInbox(): Promise<void> {
  await emptyTables(
    'consultation_bookings',
    'contact_submissions',
    'recruitment_applications',
    'shop_notifications',
    'resource_downloads',
    'admin_notes',
    'audit_events',
    'opened_items',
  );
}
