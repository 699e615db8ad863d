/**
 * Jo Bloggs's records, and someone else's, for the data request tests
 * (test/api/admin-data-requests-*.test.ts) in workerd against the real D1.
 */
import { expect } from 'vitest';
import { type Browser, insert, signedInBrowser } from './admin';
import { emptyTables } from './request';

export const PERSON = 'jo.bloggs@example.co.uk';
export const OTHER = 'someone.else@example.co.uk';

/** Jo wrote to us in several ways, typing the address differently each time; someone else did too. */
async function seed() {
  await insert(
    "INSERT INTO consultation_bookings (id, first_name, last_name, email, services) VALUES ('b-jo', 'Jo', 'Bloggs', ?, '[\"compliance\"]')",
    '  Jo.Bloggs@Example.co.uk ',
  );
  await insert(
    "INSERT INTO consultation_bookings (id, first_name, last_name, email) VALUES ('b-other', 'Sam', 'Else', ?)",
    OTHER,
  );
  await insert(
    "INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES ('c-jo', 'Jo', 'Bloggs', ?, 'Hello')",
    'JO.BLOGGS@EXAMPLE.CO.UK',
  );
  await insert(
    "INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES ('c-other', 'Sam', 'Else', ?, 'Hi')",
    OTHER,
  );
  await insert(
    "INSERT INTO recruitment_applications (id, first_name, last_name, email) VALUES ('a-jo', 'Jo', 'Bloggs', ?)",
    PERSON,
  );
  await insert("INSERT INTO shop_notifications (id, email) VALUES ('w-jo', ?)", PERSON);
  await insert("INSERT INTO shop_notifications (id, email) VALUES ('w-other', ?)", OTHER);
  await insert(
    "INSERT INTO resource_downloads (id, resource_name, email) VALUES ('d-jo', 'Marketing Calendar', ?)",
    PERSON,
  );
  await insert(
    "INSERT INTO training_users (id, email, first_name, last_name) VALUES (4242, ?, 'Jo', 'Bloggs')",
    PERSON,
  );
  await insert("INSERT INTO training_progress (user_id, status) VALUES (4242, 'in_progress')");
}

export async function lookUp(owner: Browser, email: string): Promise<string> {
  const response = await owner.post('/admin/data-requests', { csrf: owner.csrf, email });
  expect(response.status).toBe(200);
  return response.text();
}

/** Rows per table as the results table shows them. */
export function foundCounts(html: string): Record<string, number> {
  return Object.fromEntries(
    [...html.matchAll(/data-table="([^"]+)">(\d+)</g)].map(([, table = '', rows = '']) => [table, Number(rows)]),
  );
}

/** Each test's start (run it in a beforeEach): every table a data request reads emptied, Jo's records seeded, the owner signed in. */
export async function signedInOwnerWithJosRecords(): Promise<Browser> {
  await emptyTables(
    'training_progress',
    'training_quiz_attempts',
    'training_certificates',
    'training_team_invitations',
    'learner_sign_in_links',
    'training_users',
    'consultation_bookings',
    'contact_submissions',
    'recruitment_applications',
    'shop_notifications',
    'resource_downloads',
    'admin_notes',
    'audit_events',
    'notification_outbox',
    'opened_items',
    'booking_links',
  );
  const owner = await signedInBrowser();
  await seed();
  // The owner has a note and a status change on Jo's booking; confirming it puts Jo's confirmation email on record.
  expect(
    (await owner.post('/admin/items/booking/b-jo/notes', { csrf: owner.csrf, body: 'Jo prefers mornings.' })).status,
  ).toBe(303);
  expect(
    (await owner.post('/admin/items/booking/b-jo/status', { csrf: owner.csrf, from: 'pending', to: 'confirmed' }))
      .status,
  ).toBe(303);
  return owner;
}
