/**
 * Changes on a learner's page in the back office, each a CSRF-checked post
 * written with its audit entry, which names the learner and the certificate
 * by id and holds no name or address.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send, tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import {
  certificate,
  DAY,
  emptyLearnerTables,
  learnerRow,
  saveSubscription,
  subscriptionForm,
} from '../../../test/support/admin-learners';
import { expectOnlyRedirectsOr4xx } from '../../../test/support/admin-hostile-posts';
import { auditOf } from '../../../test/support/inbox-items';
import { createLearner } from '../../../test/support/learner';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(emptyLearnerTables);

describe('changing a learner’s subscription', () => {
  it('saves tier, status, expiry (to the end of that UK day) and company name, audited without their name, address or company', async () => {
    const learner = await createLearner({ firstName: 'Sally', lastName: 'Subscriber', email: 'sally@example.co.uk' });
    const response = await saveSubscription(owner, learner.id, {
      subscriptionTier: 'employer',
      subscriptionStatus: 'active',
      subscriptionExpiry: '2026-07-31',
      teamSeats: '5',
      companyName: 'Sally’s Salon',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/learners/${learner.id}?notice=saved`);
    // The end of 31 July in London (BST): midnight starting 1 August, 23:00 UTC.
    expect(await learnerRow(learner.id)).toEqual({
      subscription_tier: 'employer',
      subscription_status: 'active',
      subscription_expiry: Date.parse('2026-07-31T23:00:00Z'),
      company_name: 'Sally’s Salon',
    });
    expect(await auditOf('learner.subscription')).toEqual([
      {
        actor_user_id: owner.userId,
        item_kind: 'learner',
        item_id: String(learner.id),
        from_status: 'employee, demo, no expiry',
        to_status: 'employer, active, until 2026-07-31, 5 seats',
        detail: null,
      },
    ]);
    expect(await auditOf('learner.company')).toEqual([
      {
        actor_user_id: owner.userId,
        item_kind: 'learner',
        item_id: String(learner.id),
        from_status: null,
        to_status: null,
        detail: 'changed',
      },
    ]);
    const all = JSON.stringify((await env.DB.prepare('SELECT * FROM audit_events').all()).results).toLowerCase();
    for (const personal of ['sally', 'subscriber', 'salon']) expect(all).not.toContain(personal);

    const page = await (await owner.get(`/admin/learners/${learner.id}?notice=saved`)).text();
    expect(textOf(page)).toContain('Saved');
    expect(tagsNamed(page, 'input').find((input) => input.name === 'subscriptionExpiry')?.value).toBe('2026-07-31');

    // In winter the day ends at midnight UTC; an empty date is no expiry again.
    await saveSubscription(owner, learner.id, {
      subscriptionTier: 'employer',
      subscriptionStatus: 'active',
      subscriptionExpiry: '2026-12-31',
      teamSeats: '5',
      companyName: 'Sally’s Salon',
    });
    expect((await learnerRow(learner.id))?.subscription_expiry).toBe(Date.parse('2027-01-01T00:00:00Z'));
    await saveSubscription(owner, learner.id, { subscriptionStatus: 'cancelled' });
    expect(await learnerRow(learner.id)).toEqual({
      subscription_tier: 'employee',
      subscription_status: 'cancelled',
      subscription_expiry: null,
      company_name: null,
    });
    expect((await auditOf('learner.company')).map((entry) => entry.detail)).toEqual(['changed', 'cleared']);
    expect((await auditOf('learner.subscription')).map((entry) => entry.to_status)).toEqual([
      'employer, active, until 2026-07-31, 5 seats',
      'employer, active, until 2026-12-31, 5 seats',
      'employee, cancelled, no expiry',
    ]);
  });

  it('grants Employer access in one action: tier, active status and expiry together, marked granted', async () => {
    const learner = await createLearner();
    await saveSubscription(owner, learner.id, {
      subscriptionTier: 'employer',
      subscriptionExpiry: '2027-03-31',
      teamSeats: '4',
    });
    const row = await env.DB.prepare(
      'SELECT subscription_tier, subscription_status, access_source, team_seats FROM training_users WHERE id = ?',
    )
      .bind(learner.id)
      .first();
    expect(row).toEqual({
      subscription_tier: 'employer',
      subscription_status: 'active',
      access_source: 'granted',
      team_seats: 4,
    });
  });

  it('changes nothing and records nothing when the form matches what is stored', async () => {
    const learner = await createLearner({ status: 'active' });
    const response = await saveSubscription(owner, learner.id);
    expect(response.headers.get('location')).toBe(`/admin/learners/${learner.id}?notice=unchanged`);
    expect(await auditOf('learner.subscription')).toEqual([]);
    expect(await auditOf('learner.company')).toEqual([]);
  });

  it('shows the form again with its messages when a value is wrong, and saves nothing', async () => {
    const learner = await createLearner();
    const response = await saveSubscription(owner, learner.id, {
      subscriptionTier: 'platinum',
      subscriptionStatus: 'active',
      subscriptionExpiry: '2026-02-30',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(textOf(html)).toContain('Nothing was saved');
    expect(textOf(html)).toContain('Choose the tier');
    expect(textOf(html)).toContain('Enter the last day as a date');
    expect(tagsNamed(html, 'input').find((input) => input.name === 'subscriptionExpiry')?.value).toBe('2026-02-30');
    expect((await learnerRow(learner.id))?.subscription_status).toBe('demo');
    expect(await auditOf('learner.subscription')).toEqual([]);
  });

  it('needs the CSRF token and our own Origin', async () => {
    const learner = await createLearner();
    const { csrf: _, ...withoutToken } = subscriptionForm(owner.csrf, { subscriptionStatus: 'active' });
    expect((await owner.post(`/admin/learners/${learner.id}/subscription`, withoutToken)).status).toBe(403);
    expect(
      (await saveSubscription(owner, learner.id, { subscriptionStatus: 'active' }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect(
      (
        await send(`/admin/learners/${learner.id}/subscription`, {
          form: subscriptionForm('x', { subscriptionStatus: 'active' }),
        })
      ).status,
    ).toBe(303);
    expect((await learnerRow(learner.id))?.subscription_status).toBe('demo');
  });
});

describe('revoking a certificate', () => {
  it('revokes it once, audited with the state it had, and the verification page says so', async () => {
    const learner = await createLearner({ firstName: 'Rory', lastName: 'Revoked' });
    const id = await certificate(learner.id, 'PAW-2026-REV0KE00');
    const revoke = () => owner.post(`/admin/learners/${learner.id}/certificates/${id}/revoke`, { csrf: owner.csrf });

    const first = await revoke();
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/admin/learners/${learner.id}?notice=revoked`);
    const row = await env.DB.prepare('SELECT is_active, revoked_at FROM training_certificates WHERE id = ?')
      .bind(id)
      .first<{ is_active: number; revoked_at: number | null }>();
    expect(row?.is_active).toBe(0);
    expect(row?.revoked_at).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf('certificate.revoke')).toEqual([
      {
        actor_user_id: owner.userId,
        item_kind: 'certificate',
        item_id: String(id),
        from_status: 'valid',
        to_status: 'revoked',
        detail: 'PAW-2026-REV0KE00',
      },
    ]);
    const verification = textOf(await (await send('/certificates/PAW-2026-REV0KE00')).text());
    expect(verification.toLowerCase()).toContain('revoked');

    const again = await revoke();
    expect(again.headers.get('location')).toBe(`/admin/learners/${learner.id}?notice=not-revocable`);
    expect(await auditOf('certificate.revoke')).toHaveLength(1);
  });

  it('revokes an expired certificate too, and never another learner’s through this learner’s page', async () => {
    const learner = await createLearner();
    const other = await createLearner();
    const expired = await certificate(learner.id, 'PAW-2026-EXP1RED0', { expiry: Date.now() - DAY });
    const theirs = await certificate(other.id, 'PAW-2026-THE1RS00');
    expect(
      (
        await owner.post(`/admin/learners/${learner.id}/certificates/${theirs}/revoke`, { csrf: owner.csrf })
      ).headers.get('location'),
    ).toBe(`/admin/learners/${learner.id}?notice=not-revocable`);
    expect(
      await env.DB.prepare('SELECT is_active FROM training_certificates WHERE id = ?').bind(theirs).first('is_active'),
    ).toBe(1);
    await owner.post(`/admin/learners/${learner.id}/certificates/${expired}/revoke`, { csrf: owner.csrf });
    expect((await auditOf('certificate.revoke')).map((entry) => [entry.item_id, entry.from_status])).toEqual([
      [String(expired), 'expired'],
    ]);
  });

  it('needs the CSRF token', async () => {
    const learner = await createLearner();
    const id = await certificate(learner.id, 'PAW-2026-CSRF0000');
    expect((await owner.post(`/admin/learners/${learner.id}/certificates/${id}/revoke`, {})).status).toBe(403);
    expect(
      await env.DB.prepare('SELECT is_active FROM training_certificates WHERE id = ?').bind(id).first('is_active'),
    ).toBe(1);
  });
});

describe('under hostile input', () => {
  it('answers any fields posted to any of its forms with a redirect back or a 4xx page, never a 5xx', async () => {
    const learner = await createLearner();
    const certificateId = await certificate(learner.id, 'PAW-2026-H0ST1LE0');
    await expectOnlyRedirectsOr4xx(owner, {
      area: '/admin/learners',
      paths: [
        `/${learner.id}/subscription`,
        `/${learner.id}/certificates/${certificateId}/revoke`,
        `/${learner.id}/certificates/99999999999999999999/revoke`,
        '/99999999999999999999/subscription',
        '/%2e%2e/subscription',
        '/0/subscription',
      ],
      names: [
        'subscriptionTier',
        'subscriptionStatus',
        'subscriptionExpiry',
        'companyName',
        'constructor',
        '__proto__',
      ],
      values: [
        'employer',
        'active',
        'cancelled',
        '9999-12-31',
        '0000-00-00',
        '2026-02-29',
        '',
        'x'.repeat(300),
        '99999999999999999999',
      ],
      redirect: /^\/admin\/learners\/\d+\?notice=[a-z-]+$/,
      runs: 80,
    });
  }, 60_000);
});
