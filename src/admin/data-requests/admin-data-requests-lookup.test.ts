/**
 * Data requests in workerd against the real D1: everything about one email
 * address (matched trimmed and case-insensitively) in every table, downloaded
 * as one JSON file, and erased after a typed confirmation, with the erasure in
 * the audit trail but not the address. What else a request covers (emails,
 * opened items, booking links, the Training Academy account):
 * admin-data-requests-coverage.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Browser,
  createOwner,
  formPostingTo,
  send,
  signedInBrowser,
  tagsNamed,
} from '../../../test/support/admin';
import { textOf } from '../../../test/support/page-html';
import {
  foundCounts,
  lookUp,
  OTHER,
  PERSON,
  signedInOwnerWithJosRecords,
} from '../../../test/support/data-request-fixtures';
import { count } from '../../../test/support/request';
import { josOwnRows } from '../../../test/support/admin-data-requests';

let owner: Browser;

beforeEach(async () => {
  owner = await signedInOwnerWithJosRecords();
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
      ...josOwnRows,
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
    const response = await owner.post('/admin/data-requests/export', {
      csrf: owner.csrf,
      email: 'Jo.Bloggs@example.co.uk',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="data-request-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      email: string;
      exportedAt: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
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
    expect(body.tables.consultation_bookings?.[0]).toMatchObject({
      firstName: 'Jo',
      lastName: 'Bloggs',
      services: ['compliance'],
      status: 'confirmed',
    });
    expect(body.tables.admin_notes?.map((note) => note.body)).toEqual(['Jo prefers mornings.']);
    expect(body.tables.audit_events?.map((event) => event.action).sort()).toEqual(['note', 'status']);
    expect(JSON.stringify(body)).not.toContain(OTHER);
  });

  it('erases nothing until the address is typed again to confirm', async () => {
    const response = await owner.post('/admin/data-requests/erase', {
      csrf: owner.csrf,
      email: PERSON,
      confirmation: 'jo.blogs@example.co.uk',
    });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain('Type the same email address to confirm. Nothing was erased.');
    expect(await count("SELECT count(*) AS n FROM consultation_bookings WHERE id = 'b-jo'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM audit_events WHERE action = 'erasure'")).toBe(0);
  });

  it('erases every row about the person after the typed confirmation; the audit trail records it without the address', async () => {
    const html = await lookUp(owner, PERSON);
    expect(formPostingTo(html, '/admin/data-requests/erase')).toBeDefined();
    expect(html).toMatch(/<label for="erase-confirmation"[^>]*>Type the email address again to confirm<\/label>/);

    const response = await owner.post('/admin/data-requests/erase', {
      csrf: owner.csrf,
      email: PERSON,
      confirmation: ' JO.BLOGGS@example.co.uk',
    });
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

    const erasures = (
      await env.DB.prepare("SELECT * FROM audit_events WHERE action = 'erasure'").all<Record<string, unknown>>()
    ).results;
    expect(erasures).toHaveLength(1);
    expect(erasures[0]?.actor_user_id).toBe(owner.userId);
    expect(JSON.stringify(erasures).toLowerCase()).not.toContain('bloggs');
    expect(JSON.parse(String(erasures[0]?.detail))).toMatchObject({
      ...josOwnRows,
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

  it('needs a session, the CSRF token and our own Origin', async () => {
    expect((await send('/admin/data-requests', { form: { email: PERSON } })).status).toBe(303);
    expect((await owner.post('/admin/data-requests/export', { email: PERSON })).status).toBe(403);
    expect((await owner.post('/admin/data-requests/erase', { email: PERSON, confirmation: PERSON })).status).toBe(403);
    expect(
      (
        await owner.post(
          '/admin/data-requests/erase',
          { csrf: owner.csrf, email: PERSON, confirmation: PERSON },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
    expect(await count("SELECT count(*) AS n FROM consultation_bookings WHERE id = 'b-jo'")).toBe(1);
  });

  it('rejects a lookup that is not an email address', async () => {
    const response = await owner.post('/admin/data-requests', { csrf: owner.csrf, email: 'jo' });
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain('Enter a valid email address');
  });
});
