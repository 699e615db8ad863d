/**
 * What a data request covers beyond the submissions themselves, in workerd
 * against the real D1: the notification records, when submissions were first
 * opened, the private links to bookings, and the Training Academy account,
 * each in the download and erased with the person, counted without the address.
 * The lookup, the download and the erasure: admin-data-requests-lookup.test.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, insert, send, tagsNamed } from '../../../test/support/admin';
import { textOf } from '../../../test/support/page-html';
import {
  foundCounts,
  lookUp,
  OTHER,
  PERSON,
  signedInOwnerWithJosRecords,
} from '../../../test/support/data-request-fixtures';
import { downloadJosRecords } from '../../../test/support/admin-data-requests-download';
import { count } from '../../../test/support/request';
import { dataRequestsPageText, eraseJosRecords, erasureDetail } from '../../../test/support/admin-data-requests';

let owner: Browser;

beforeEach(async () => {
  owner = await signedInOwnerWithJosRecords();
});

describe('a data request', () => {
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
    const body = await downloadJosRecords(owner);
    expect((body.tables.notification_outbox ?? []).map((row) => `${row.itemId}/${row.message}`).sort()).toEqual([
      'b-jo/lead',
      'b-jo/visitor-booked',
      'b-jo/visitor-confirmed:1',
      expect.stringMatching(/^b-jo\/visitor-reminder:\d+$/),
      'w-jo/lead',
    ]);
    expect(body.tables.notification_outbox?.find((row) => row.id === 'o-jo-booking')).toMatchObject({
      itemKind: 'booking',
      itemId: 'b-jo',
      status: 'failed',
    });
    expect(body.tables.notification_outbox?.find((row) => row.id === 'o-jo-booked')).toMatchObject({
      itemId: 'b-jo',
      message: 'visitor-booked',
    });

    const response = await eraseJosRecords(owner);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=13');
    const left = await env.DB.prepare('SELECT id FROM notification_outbox ORDER BY id').all<{ id: string }>();
    expect(left.results.map((row) => row.id)).toEqual(['o-other', 'o-other-booked']);
    const detail = await erasureDetail();
    expect(JSON.parse(detail || '{}')).toMatchObject({ notification_outbox: 5 });
    expect(detail.toLowerCase()).not.toContain('bloggs');
    expect(await dataRequestsPageText(owner)).toContain(
      'Emails about their submissions, certificates and Training Academy account, and to their address: 5',
    );
  });

  it('covers when their submissions were first opened: in the download, and erased with them, counted without the address', async () => {
    expect((await owner.get('/admin/items/booking/b-jo')).status).toBe(200);
    expect((await owner.get('/admin/items/waiting-list/w-jo')).status).toBe(200);
    expect((await owner.get('/admin/items/contact/c-other')).status).toBe(200);

    expect(foundCounts(await lookUp(owner, PERSON))).toMatchObject({ opened_items: 2 });
    const body = await downloadJosRecords(owner);
    expect((body.tables.opened_items ?? []).map((row) => `${row.itemKind}/${row.itemId}`).sort()).toEqual([
      'booking/b-jo',
      'waiting-list/w-jo',
    ]);
    expect(Date.parse(String(body.tables.opened_items?.[0]?.firstOpenedAt))).toBeGreaterThan(Date.now() - 60_000);

    const response = await eraseJosRecords(owner);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=11');
    const left = await env.DB.prepare('SELECT item_kind, item_id FROM opened_items').all<{
      item_kind: string;
      item_id: string;
    }>();
    expect(left.results).toEqual([{ item_kind: 'contact', item_id: 'c-other' }]);
    const detail = await erasureDetail();
    expect(JSON.parse(detail || '{}')).toMatchObject({ opened_items: 2 });
    expect(await dataRequestsPageText(owner)).toContain('When their submissions were first opened here: 2');
  });

  it('covers the private links to their bookings: counted and dated in the download, never with their hashes, and erased with them', async () => {
    const made = Date.now() - 60_000;
    const link = (hash: string, bookingId: string, at: number) =>
      insert('INSERT INTO booking_links (token_hash, booking_id, created_at) VALUES (?, ?, ?)', hash, bookingId, at);
    await link('a1'.repeat(32), 'b-jo', made);
    await link('b2'.repeat(32), 'b-jo', made + 1000);
    await link('c3'.repeat(32), 'b-other', made);

    expect(foundCounts(await lookUp(owner, PERSON))).toMatchObject({ booking_links: 2 });
    const { text, ...body } = await downloadJosRecords(owner);
    expect(body.tables.booking_links).toEqual([
      { bookingId: 'b-jo', createdAt: new Date(made).toISOString() },
      { bookingId: 'b-jo', createdAt: new Date(made + 1000).toISOString() },
    ]);
    for (const hash of ['a1', 'b2', 'c3']) expect(text).not.toContain(hash.repeat(32));

    const response = await eraseJosRecords(owner);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/data-requests?erased=11');
    const left = await env.DB.prepare('SELECT booking_id FROM booking_links').all<{ booking_id: string }>();
    expect(left.results).toEqual([{ booking_id: 'b-other' }]);
    const detail = await erasureDetail();
    expect(JSON.parse(detail || '{}')).toMatchObject({ booking_links: 2 });
    expect(await dataRequestsPageText(owner)).toContain('Private links to their bookings: 2');
  });

  it('covers their Training Academy account: progress, quiz attempts, certificates, sign-in links, sessions, invitations and reminders; erasure withdraws the certificates and unlinks their team', async () => {
    const now = Date.now();
    const session = JSON.stringify({ audience: 'learner', learnerId: 4242, csrfToken: 'learner-csrf' });
    await insert(
      "UPDATE training_users SET subscription_tier = 'employer', subscription_status = 'active', company_name = 'Bloggs Kennels' WHERE id = 4242",
    );
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
    await insert(
      "INSERT INTO training_certificates (user_id, title, certificate_number) VALUES (4343, 'Canine first aid', 'PAW-2026-M3MBER00')",
    );
    await insert(
      'INSERT INTO learner_sign_in_links (token_hash, learner_id, created_at, expires_at) VALUES (?, 4242, ?, ?)',
      'f0'.repeat(32),
      now,
      now + 60_000,
    );
    await insert(
      'INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)',
      'e1'.repeat(32),
      session,
      now + 86_400_000,
    );
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

    // Jo's Academy rows, the same in what the lookup finds and in what the erasure counts.
    const academyRows = {
      training_users: 1,
      training_progress: 1,
      training_quiz_attempts: 1,
      training_certificates: 1,
      training_team_invitations: 2,
      learner_sign_in_links: 1,
      learner_sessions: 1,
    };
    const html = await lookUp(owner, PERSON);
    expect(foundCounts(html)).toMatchObject({ ...academyRows, notification_outbox: 2, audit_events: 3 });
    expect(tagsNamed(html, 'a').some((link) => link.href === '/admin/learners/4242')).toBe(true);
    expect(textOf(html)).toContain('withdrawn rather than deleted');

    const { text, ...body } = await downloadJosRecords(owner);
    expect(body.tables.training_certificates?.map((row) => row.certificateNumber)).toEqual(['PAW-2026-JBQ7K2MX']);
    expect(body.tables.training_team_invitations?.map((row) => row.id).sort()).toEqual(['i-by-jo', 'i-to-jo']);
    expect(Object.keys(body.tables.learner_sign_in_links?.[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'usedAt',
    ]);
    expect(body.tables.learner_sessions).toEqual([{ expire: expect.any(String) }]);
    for (const secret of ['f0'.repeat(32), 'e1'.repeat(32), 'hash-secret', 'learner-csrf'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('Mo');

    const response = await eraseJosRecords(owner);
    expect(response.status).toBe(303);
    expect(await count('SELECT count(*) AS n FROM training_users WHERE id = 4242')).toBe(0);
    for (const table of ['training_progress', 'training_quiz_attempts'])
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = 4242`), table).toBe(0);
    expect(await count('SELECT count(*) AS n FROM learner_sign_in_links WHERE learner_id = 4242')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.learnerId') = 4242")).toBe(0);
    expect((await env.DB.prepare('SELECT id FROM training_team_invitations').all<{ id: string }>()).results).toEqual([
      { id: 'i-other' },
    ]);
    expect(await count("SELECT count(*) AS n FROM notification_outbox WHERE id = 'o-renewal'")).toBe(0);
    // The certificate stays, withdrawn and without its holder; the verification page names nobody.
    expect(
      await env.DB.prepare(
        'SELECT user_id, is_active, withdrawn_at IS NOT NULL AS withdrawn FROM training_certificates WHERE id = 77',
      ).first(),
    ).toEqual({
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
    expect(
      await env.DB.prepare(
        'SELECT employer_id, company_name, subscription_status FROM training_users WHERE id = 4343',
      ).first(),
    ).toEqual({
      employer_id: null,
      company_name: null,
      subscription_status: 'active',
    });
    expect(await count('SELECT count(*) AS n FROM training_certificates WHERE user_id = 4343 AND is_active = 1')).toBe(
      1,
    );
    const detail = await erasureDetail();
    expect(JSON.parse(detail || '{}')).toMatchObject(academyRows);
    expect(detail.toLowerCase()).not.toContain('bloggs');
  });
});
