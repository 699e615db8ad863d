/**
 * Data requests in workerd against the real D1: everything about one email
 * address (matched trimmed and case-insensitively) in every table, downloaded
 * as one JSON file, and erased after a typed confirmation, with the erasure in
 * the audit trail but not the address.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, createOwner, formPostingTo, insert, send, signedInBrowser, tagsNamed } from './admin-support';
import { textOf } from './page-html';
import { emptyTables } from './request';

const PERSON = 'jo.bloggs@example.co.uk';
const OTHER = 'someone.else@example.co.uk';

async function count(sql: string, ...values: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...values)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** Jo wrote to us in several ways, typing the address differently each time; someone else did too. */
async function seed() {
  await insert(
    "INSERT INTO consultation_bookings (id, first_name, last_name, email, services) VALUES ('b-jo', 'Jo', 'Bloggs', ?, '[\"compliance\"]')",
    '  Jo.Bloggs@Example.co.uk ',
  );
  await insert("INSERT INTO consultation_bookings (id, first_name, last_name, email) VALUES ('b-other', 'Sam', 'Else', ?)", OTHER);
  await insert(
    "INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES ('c-jo', 'Jo', 'Bloggs', ?, 'Hello')",
    'JO.BLOGGS@EXAMPLE.CO.UK',
  );
  await insert("INSERT INTO contact_submissions (id, first_name, last_name, email, message) VALUES ('c-other', 'Sam', 'Else', ?, 'Hi')", OTHER);
  await insert("INSERT INTO recruitment_applications (id, first_name, last_name, email) VALUES ('a-jo', 'Jo', 'Bloggs', ?)", PERSON);
  await insert("INSERT INTO shop_notifications (id, email) VALUES ('w-jo', ?)", PERSON);
  await insert("INSERT INTO shop_notifications (id, email) VALUES ('w-other', ?)", OTHER);
  await insert("INSERT INTO resource_downloads (id, resource_name, email) VALUES ('d-jo', 'Marketing Calendar', ?)", PERSON);
  await insert("INSERT INTO training_users (id, email, first_name, last_name) VALUES (4242, ?, 'Jo', 'Bloggs')", PERSON);
  await insert("INSERT INTO training_progress (user_id, status) VALUES (4242, 'in_progress')");
}

async function lookUp(owner: Browser, email: string): Promise<string> {
  const response = await owner.post('/admin/data-requests', { csrf: owner.csrf, email });
  expect(response.status).toBe(200);
  return response.text();
}

/** Rows per table as the results table shows them. */
function foundCounts(html: string): Record<string, number> {
  return Object.fromEntries([...html.matchAll(/data-table="([^"]+)">(\d+)</g)].map(([, table = '', rows = '']) => [table, Number(rows)]));
}

let owner: Browser;

beforeEach(async () => {
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
  owner = await signedInBrowser();
  await seed();
  // The owner has a note and a status change on Jo's booking; confirming it puts Jo's confirmation email on record.
  expect((await owner.post('/admin/items/booking/b-jo/notes', { csrf: owner.csrf, body: 'Jo prefers mornings.' })).status).toBe(303);
  expect((await owner.post('/admin/items/booking/b-jo/status', { csrf: owner.csrf, from: 'pending', to: 'confirmed' })).status).toBe(303);
});

describe('a data request', () => {
  it('finds every row about the address in every table, whatever its capitals and spaces, and nobody else’s', async () => {
    const page = await owner.get('/admin/data-requests');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const form = await page.text();
    expect(formPostingTo(form, '/admin/data-requests')).toBeDefined();
    expect(form).toMatch(/<label for="data-request-email"[^>]*>Email address<\/label>/);

    const html = await lookUp(owner, '  JO.bloggs@example.CO.uk ');
    expect(foundCounts(html)).toEqual({
      consultation_bookings: 1,
      contact_submissions: 1,
      recruitment_applications: 1,
      shop_notifications: 1,
      resource_downloads: 1,
      training_users: 1,
      training_progress: 1,
      admin_notes: 1,
      audit_events: 2,
      notification_outbox: 1,
    });
    expect(textOf(html)).toContain(`What we hold about ${PERSON}`);
    const itemLinks = tagsNamed(html, 'a')
      .map((link) => link.href)
      .filter((href) => href?.startsWith('/admin/items/'));
    expect(itemLinks.sort()).toEqual([
      '/admin/items/application/a-jo',
      '/admin/items/booking/b-jo',
      '/admin/items/contact/c-jo',
      '/admin/items/download/d-jo',
      '/admin/items/waiting-list/w-jo',
    ]);
    expect(textOf(html)).not.toContain('Sam');
  });

  it('finds a back office account too, without its secrets', async () => {
    const email = 'staff.member@example.co.uk';
    const userId = await createOwner(email, 'Staff', 'Member');
    await signedInBrowser(email, userId);
    const html = await lookUp(owner, email);
    expect(foundCounts(html)).toMatchObject({ users: 1, sign_in_links: 1, sessions: 1 });
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email });
    const body = (await download.json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.sessions?.[0]).toEqual({ expire: expect.any(String) });
    expect(Object.keys(body.tables.sign_in_links?.[0] ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'usedAt']);
  });

  it('says so when nothing is stored about the address', async () => {
    const html = await lookUp(owner, 'nobody@example.co.uk');
    expect(textOf(html)).toContain('Nothing is stored about this address.');
    expect(formPostingTo(html, '/admin/data-requests/erase')).toBeUndefined();
  });

  it('downloads everything about the person as one JSON file', async () => {
    const response = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: 'Jo.Bloggs@example.co.uk' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { email: string; exportedAt: string; tables: Record<string, Record<string, unknown>[]> };
    expect(body.email).toBe(PERSON);
    expect(Date.parse(body.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    const ids = (table: string) => (body.tables[table] ?? []).map((row) => row.id);
    expect(ids('consultation_bookings')).toEqual(['b-jo']);
    expect(ids('contact_submissions')).toEqual(['c-jo']);
    expect(ids('recruitment_applications')).toEqual(['a-jo']);
    expect(ids('shop_notifications')).toEqual(['w-jo']);
    expect(ids('resource_downloads')).toEqual(['d-jo']);
    expect(ids('training_users')).toEqual([4242]);
    expect(body.tables.training_progress).toHaveLength(1);
    expect(body.tables.consultation_bookings?.[0]).toMatchObject({ firstName: 'Jo', lastName: 'Bloggs', services: ['compliance'], status: 'confirmed' });
    expect(body.tables.admin_notes?.map((note) => note.body)).toEqual(['Jo prefers mornings.']);
    expect(body.tables.audit_events?.map((event) => event.action).sort()).toEqual(['note', 'status']);
    expect(JSON.stringify(body)).not.toContain(OTHER);
  });

  it('erases nothing until the address is typed again to confirm', async () => {
    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: 'jo.blogs@example.co.uk' });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain('Type the same email address to confirm. Nothing was erased.');
    expect(await count("SELECT count(*) AS n FROM consultation_bookings WHERE id = 'b-jo'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audit_events WHERE action = 'erasure'")).toBe(0);
  });

  it('erases every row about the person after the typed confirmation; the audit trail records it without the address', async () => {
    const html = await lookUp(owner, PERSON);
    expect(formPostingTo(html, '/admin/data-requests/erase')).toBeDefined();
    expect(html).toMatch(/<label for="erase-confirmation"[^>]*>Type the email address again to confirm<\/label>/);

    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: ' JO.BLOGGS@example.co.uk' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/admin/data-requests?erased=9');
    expect(location).not.toContain('bloggs');

    for (const [table, column] of [
      ['consultation_bookings', 'email'],
      ['contact_submissions', 'email'],
      ['recruitment_applications', 'email'],
      ['shop_notifications', 'email'],
      ['resource_downloads', 'email'],
      ['training_users', 'email'],
    ] as const) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE lower(trim(${column})) = ?`, PERSON), table).toBe(0);
    }
    expect(await count('SELECT count(*) AS n FROM training_progress WHERE user_id = 4242')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM admin_notes WHERE item_id = 'b-jo'")).toBe(0);
    // Everyone else's rows stay.
    expect(await count('SELECT count(*) AS n FROM consultation_bookings WHERE email = ?', OTHER)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM contact_submissions WHERE email = ?', OTHER)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM shop_notifications WHERE email = ?', OTHER)).toBe(1);

    const erasures = (await env.DB.prepare("SELECT * FROM audit_events WHERE action = 'erasure'").all<Record<string, unknown>>()).results;
    expect(erasures).toHaveLength(1);
    expect(erasures[0]?.actor_user_id).toBe(owner.userId);
    expect(JSON.stringify(erasures).toLowerCase()).not.toContain('bloggs');
    expect(JSON.parse(String(erasures[0]?.detail))).toMatchObject({
      consultation_bookings: 1,
      contact_submissions: 1,
      recruitment_applications: 1,
      shop_notifications: 1,
      resource_downloads: 1,
      training_users: 1,
      admin_notes: 1,
    });

    const page = await (await owner.get(location)).text();
    expect(textOf(page)).toContain('Erased 9 rows. The audit trail records the erasure without the address.');
    const erasureTable = textOf(page.slice(page.indexOf('id="erasures-heading"')));
    expect(erasureTable).toContain('Olivia Owner');
    expect(erasureTable).toContain('Consultation bookings: 1');
    expect(erasureTable.toLowerCase()).not.toContain('bloggs');

    // The erased items are gone from the inbox; looking the address up again finds nothing.
    expect((await owner.get('/admin/items/booking/b-jo')).status).toBe(404);
    expect(textOf(await lookUp(owner, PERSON))).toContain('Nothing is stored about this address.');
  });

  it('covers the notification records of their submissions, every message (the visitor’s too): in the download, and erased with them, counted without the address', async () => {
    const outbox = (id: string, kind: string, itemId: string, channel: string, status: string, message = 'lead') =>
      insert(
        'INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, last_error, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 6, ?, ?, ?, ?)',
        id,
        kind,
        itemId,
        message,
        channel,
        status,
        Date.now(),
        status === 'failed' ? 'EmailSendError' : null,
        Date.now(),
        Date.now(),
      );
    await outbox('o-jo-booking', 'booking', 'b-jo', 'email', 'failed');
    // The visitor's own email about the booking, and its reminder: records about Jo's booking too.
    await outbox('o-jo-booked', 'booking', 'b-jo', 'email', 'sent', 'visitor-booked');
    await outbox('o-jo-reminder', 'booking', 'b-jo', 'email', 'pending', `visitor-reminder:${Date.now() + 86_400_000}`);
    await outbox('o-jo-waiting', 'waiting-list', 'w-jo', 'digest', 'pending');
    await outbox('o-other', 'booking', 'b-other', 'email', 'failed');
    await outbox('o-other-booked', 'booking', 'b-other', 'email', 'sent', 'visitor-booked');

    // With the confirmation email the owner's status change put on record.
    expect(foundCounts(await lookUp(owner, PERSON))).toMatchObject({ notification_outbox: 5 });
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: PERSON });
    const body = (await download.json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect((body.tables.notification_outbox ?? []).map((row) => `${row.itemId}/${row.message}`).sort()).toEqual([
      'b-jo/lead',
      'b-jo/visitor-booked',
      'b-jo/visitor-confirmed:1',
      expect.stringMatching(/^b-jo\/visitor-reminder:\d+$/),
      'w-jo/lead',
    ]);
    expect(body.tables.notification_outbox?.find((row) => row.id === 'o-jo-booking')).toMatchObject({ itemKind: 'booking', itemId: 'b-jo', status: 'failed' });
    expect(body.tables.notification_outbox?.find((row) => row.id === 'o-jo-booked')).toMatchObject({ itemId: 'b-jo', message: 'visitor-booked' });

    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=13');
    const left = await env.DB.prepare('SELECT id FROM notification_outbox ORDER BY id').all<{ id: string }>();
    expect(left.results.map((row) => row.id)).toEqual(['o-other', 'o-other-booked']);
    const detail = await env.DB.prepare("SELECT detail FROM audit_events WHERE action = 'erasure'").first<{ detail: string }>();
    expect(JSON.parse(detail?.detail ?? '{}')).toMatchObject({ notification_outbox: 5 });
    expect((detail?.detail ?? '').toLowerCase()).not.toContain('bloggs');
    expect(textOf(await (await owner.get('/admin/data-requests')).text())).toContain(
      'Emails about their submissions, certificates and Training Academy account, and to their address: 5',
    );
  });

  it('covers when their submissions were first opened: in the download, and erased with them, counted without the address', async () => {
    expect((await owner.get('/admin/items/booking/b-jo')).status).toBe(200);
    expect((await owner.get('/admin/items/waiting-list/w-jo')).status).toBe(200);
    expect((await owner.get('/admin/items/contact/c-other')).status).toBe(200);

    expect(foundCounts(await lookUp(owner, PERSON))).toMatchObject({ opened_items: 2 });
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: PERSON });
    const body = (await download.json()) as { tables: Record<string, Record<string, unknown>[]> };
    expect((body.tables.opened_items ?? []).map((row) => `${row.itemKind}/${row.itemId}`).sort()).toEqual(['booking/b-jo', 'waiting-list/w-jo']);
    expect(Date.parse(String(body.tables.opened_items?.[0]?.firstOpenedAt))).toBeGreaterThan(Date.now() - 60_000);

    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=11');
    const left = await env.DB.prepare('SELECT item_kind, item_id FROM opened_items').all<{ item_kind: string; item_id: string }>();
    expect(left.results).toEqual([{ item_kind: 'contact', item_id: 'c-other' }]);
    const detail = await env.DB.prepare("SELECT detail FROM audit_events WHERE action = 'erasure'").first<{ detail: string }>();
    expect(JSON.parse(detail?.detail ?? '{}')).toMatchObject({ opened_items: 2 });
    expect(textOf(await (await owner.get('/admin/data-requests')).text())).toContain('When their submissions were first opened here: 2');
  });

  it('covers the private links to their bookings: counted and dated in the download, never with their hashes, and erased with them', async () => {
    const made = Date.now() - 60_000;
    const link = (hash: string, bookingId: string, at: number) =>
      insert('INSERT INTO booking_links (token_hash, booking_id, created_at) VALUES (?, ?, ?)', hash, bookingId, at);
    await link('a1'.repeat(32), 'b-jo', made);
    await link('b2'.repeat(32), 'b-jo', made + 1000);
    await link('c3'.repeat(32), 'b-other', made);

    expect(foundCounts(await lookUp(owner, PERSON))).toMatchObject({ booking_links: 2 });
    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: PERSON });
    const text = await download.text();
    const body = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.booking_links).toEqual([
      { bookingId: 'b-jo', createdAt: new Date(made).toISOString() },
      { bookingId: 'b-jo', createdAt: new Date(made + 1000).toISOString() },
    ]);
    for (const hash of ['a1', 'b2', 'c3']) expect(text).not.toContain(hash.repeat(32));

    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=11');
    const left = await env.DB.prepare('SELECT booking_id FROM booking_links').all<{ booking_id: string }>();
    expect(left.results).toEqual([{ booking_id: 'b-other' }]);
    const detail = await env.DB.prepare("SELECT detail FROM audit_events WHERE action = 'erasure'").first<{ detail: string }>();
    expect(JSON.parse(detail?.detail ?? '{}')).toMatchObject({ booking_links: 2 });
    expect(textOf(await (await owner.get('/admin/data-requests')).text())).toContain('Private links to their bookings: 2');
  });

  it('covers their Training Academy account: progress, quiz attempts, certificates, sign-in links, sessions, invitations and reminders; erasure withdraws the certificates and unlinks their team', async () => {
    const now = Date.now();
    const session = JSON.stringify({ audience: 'learner', learnerId: 4242, csrfToken: 'learner-csrf' });
    await insert("UPDATE training_users SET subscription_tier = 'employer', subscription_status = 'active', company_name = 'Bloggs Kennels' WHERE id = 4242");
    await insert(
      "INSERT INTO training_users (id, email, first_name, last_name, employer_id, company_name, subscription_status) VALUES (4343, 'member@example.co.uk', 'Mo', 'Member', 4242, 'Bloggs Kennels', 'active')",
    );
    await insert(
      "INSERT INTO training_quiz_attempts (user_id, section_index, score, total_questions, correct_answers, answers, is_passing) VALUES (4242, 2, 80, 5, 4, '[0,1,2,3,0]', 1)",
    );
    await insert(
      "INSERT INTO training_certificates (id, user_id, title, earned_date, expiry_date, certificate_number) VALUES (77, 4242, 'Canine first aid', ?, ?, 'PAW-2026-JBQ7K2MX')",
      now - 1000,
      now + 30 * 86_400_000,
    );
    await insert("INSERT INTO training_certificates (user_id, title, certificate_number) VALUES (4343, 'Canine first aid', 'PAW-2026-M3MBER00')");
    await insert(
      'INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) VALUES (?, 4242, ?, ?)',
      'f0'.repeat(32),
      now,
      now + 60_000,
    );
    await insert('INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)', 'e1'.repeat(32), session, now + 86_400_000);
    const invitation = (id: string, employerId: number, email: string, acceptedBy: number | null) =>
      insert(
        'INSERT INTO training_team_invitations (id, employer_id, email, token_hash, created_at, expires_at, accepted_learner_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        id,
        employerId,
        email,
        `${id}-hash-secret`,
        now,
        now + 86_400_000,
        acceptedBy,
      );
    await invitation('i-by-jo', 4242, 'member@example.co.uk', 4343);
    await invitation('i-to-jo', 9999, ' Jo.Bloggs@example.co.uk', null);
    await invitation('i-other', 9999, OTHER, null);
    await insert(
      "INSERT INTO notification_outbox (id, item_kind, item_id, message, channel, status, attempts, next_attempt_at, created_at, updated_at) VALUES ('o-renewal', 'certificate', '77', 'renewal-60', 'email', 'sent', 1, ?, ?, ?)",
      now,
      now,
      now,
    );
    await insert(
      "INSERT INTO audit_events (id, actor_user_id, action, item_kind, item_id, from_status, to_status, created_at) VALUES ('a-learner', ?, 'learner.subscription', 'learner', '4242', 'employee, demo', 'employer, active', ?)",
      owner.userId,
      now,
    );

    const html = await lookUp(owner, PERSON);
    expect(foundCounts(html)).toMatchObject({
      training_users: 1,
      training_progress: 1,
      training_quiz_attempts: 1,
      training_certificates: 1,
      training_team_invitations: 2,
      learner_sign_in_links: 1,
      learner_sessions: 1,
      notification_outbox: 2,
      audit_events: 3,
    });
    expect(tagsNamed(html, 'a').some((link) => link.href === '/admin/learners/4242')).toBe(true);
    expect(textOf(html)).toContain('withdrawn rather than deleted');

    const download = await owner.post('/admin/data-requests/export', { csrf: owner.csrf, email: PERSON });
    const text = await download.text();
    const body = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
    expect(body.tables.training_certificates?.map((row) => row.certificateNumber)).toEqual(['PAW-2026-JBQ7K2MX']);
    expect(body.tables.training_team_invitations?.map((row) => row.id).sort()).toEqual(['i-by-jo', 'i-to-jo']);
    expect(Object.keys(body.tables.learner_sign_in_links?.[0] ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'usedAt']);
    expect(body.tables.learner_sessions).toEqual([{ expire: expect.any(String) }]);
    for (const secret of ['f0'.repeat(32), 'e1'.repeat(32), 'hash-secret', 'learner-csrf']) expect(text).not.toContain(secret);
    expect(text).not.toContain('Mo');

    const response = await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON });
    expect(response.status).toBe(303);
    expect(await count('SELECT count(*) AS n FROM training_users WHERE id = 4242')).toBe(0);
    for (const table of ['training_progress', 'training_quiz_attempts'])
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = 4242`), table).toBe(0);
    expect(await count('SELECT count(*) AS n FROM learner_sign_in_links WHERE learner_id = 4242')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.learnerId') = 4242")).toBe(0);
    expect((await env.DB.prepare('SELECT id FROM training_team_invitations').all<{ id: string }>()).results).toEqual([{ id: 'i-other' }]);
    expect(await count("SELECT count(*) AS n FROM notification_outbox WHERE id = 'o-renewal'")).toBe(0);
    // The certificate stays, withdrawn and without its holder; the verification page names nobody.
    expect(await env.DB.prepare('SELECT user_id, is_active, withdrawn_at IS NOT NULL AS withdrawn FROM training_certificates WHERE id = 77').first()).toEqual({
      user_id: null,
      is_active: 0,
      withdrawn: 1,
    });
    const verification = await send('/certificates/PAW-2026-JBQ7K2MX');
    expect(verification.status).toBe(200);
    const verified = textOf(await verification.text());
    expect(verified.toLowerCase()).toContain('withdrawn');
    expect(verified).not.toContain('Bloggs');
    // Their team's member keeps the account, the subscription and the certificate, on nobody's team.
    expect(await env.DB.prepare('SELECT employer_id, company_name, subscription_status FROM training_users WHERE id = 4343').first()).toEqual({
      employer_id: null,
      company_name: null,
      subscription_status: 'active',
    });
    expect(await count('SELECT count(*) AS n FROM training_certificates WHERE user_id = 4343 AND is_active = 1')).toBe(1);
    const detail = await env.DB.prepare("SELECT detail FROM audit_events WHERE action = 'erasure'").first<{ detail: string }>();
    expect(JSON.parse(detail?.detail ?? '{}')).toMatchObject({
      training_users: 1,
      training_progress: 1,
      training_quiz_attempts: 1,
      training_certificates: 1,
      training_team_invitations: 2,
      learner_sign_in_links: 1,
      learner_sessions: 1,
    });
    expect((detail?.detail ?? '').toLowerCase()).not.toContain('bloggs');
  });

  it('needs a session, the CSRF token and our own Origin', async () => {
    expect((await send('/admin/data-requests', { form: { email: PERSON } })).status).toBe(303);
    expect((await owner.post('/admin/data-requests/export', { email: PERSON })).status).toBe(403);
    expect((await owner.post('/admin/data-requests/erase', { email: PERSON, confirmation: PERSON })).status).toBe(403);
    expect(
      (await owner.post('/admin/data-requests/erase', { csrf: owner.csrf, email: PERSON, confirmation: PERSON }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(await count("SELECT count(*) AS n FROM consultation_bookings WHERE id = 'b-jo'")).toBe(1);
  });

  it('rejects a lookup that is not an email address', async () => {
    const response = await owner.post('/admin/data-requests', { csrf: owner.csrf, email: 'jo' });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain('Enter a valid email address');
  });
});
