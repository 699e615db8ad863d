/**
 * The back office's learners (/admin/learners): the list with its search and
 * pages, one learner's page (subscription, certificates, team, progress),
 * and its changes, each a CSRF-checked post written with its audit entry,
 * which names the learner and the certificate by id and holds no name or
 * address.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Browser, insert, send, signedInBrowser, tagsNamed } from '../../../test/support/admin';
import { createLearner } from '../../../test/support/learner';
import { textOf } from '../../../test/support/page-html';
import { auditOf } from '../../../test/support/inbox-items';
import { emptyTables } from '../../../test/support/request';

const DAY = 86_400_000;

let owner: Browser;

beforeEach(async () => {
  await emptyTables(
    'audit_events',
    'training_progress',
    'training_quiz_attempts',
    'training_certificates',
    'training_users',
  );
  owner = await signedInBrowser();
});

async function learnerRow(id: number) {
  return env.DB.prepare(
    'SELECT subscription_tier, subscription_status, subscription_expiry, company_name FROM training_users WHERE id = ?',
  )
    .bind(id)
    .first<{
      subscription_tier: string;
      subscription_status: string;
      subscription_expiry: number | null;
      company_name: string | null;
    }>();
}

async function firstModule() {
  const row = await env.DB.prepare('SELECT id, title FROM training_modules ORDER BY id LIMIT 1').first<{
    id: number;
    title: string;
  }>();
  if (!row) throw new Error('no seeded module');
  return row;
}

async function certificate(
  userId: number,
  number: string,
  fields: { expiry?: number | null; revokedAt?: number } = {},
): Promise<number> {
  const module = await firstModule();
  const row = await env.DB.prepare(
    'INSERT INTO training_certificates (user_id, module_id, title, earned_date, expiry_date, certificate_number, is_active, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      userId,
      module.id,
      `${module.title} certificate`,
      Date.now() - 10 * DAY,
      fields.expiry === undefined ? Date.now() + 300 * DAY : fields.expiry,
      number,
      fields.revokedAt ? 0 : 1,
      fields.revokedAt ?? null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const subscriptionForm = (
  csrf: string,
  fields: Partial<
    Record<'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiry' | 'companyName', string>
  > = {},
) => ({
  csrf,
  subscriptionTier: 'employee',
  subscriptionStatus: 'demo',
  subscriptionExpiry: '',
  companyName: '',
  ...fields,
});

describe('/admin/learners', () => {
  it('needs a session, and is in the back office menu', async () => {
    const refused = await send('/admin/learners');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain('/admin/sign-in');
    const page = await owner.get('/admin/learners');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const menu = tagsNamed(html, 'a').filter((link) => link.href === '/admin/learners');
    expect(menu[0]?.['aria-current']).toBe('page');
    expect(textOf(html)).toContain('Nobody has registered for the Training Academy yet.');
  });

  it('lists learners newest first with company, subscription, expiry, last sign-in and certificates, searched by name or address', async () => {
    const older = await createLearner({ firstName: 'Olive', lastName: 'Older', email: 'olive.older@example.co.uk' });
    await insert(
      'UPDATE training_users SET created_at = ?, last_login_at = ? WHERE id = ?',
      Date.now() - 5 * DAY,
      Date.now() - DAY,
      older.id,
    );
    const newer = await createLearner({
      firstName: 'Nina',
      lastName: 'Newer',
      email: 'nina@kennels.example',
      companyName: 'Happy Tails Kennels',
      status: 'active',
      tier: 'employer',
      expiry: Date.parse('2026-12-31T23:59:59Z') + 1,
    });
    await certificate(newer.id, 'PAW-2026-L1STAAAA');
    await certificate(newer.id, 'PAW-2026-L1STBBBB');

    const html = await (await owner.get('/admin/learners')).text();
    const rows = [...html.matchAll(/<tr[^>]*data-learner="(\d+)"[^>]*>(.*?)<\/tr>/gs)].map(
      ([, id, row = '']) => [Number(id), textOf(row)] as const,
    );
    expect(rows.map(([id]) => id)).toEqual([newer.id, older.id]);
    expect(rows[0]?.[1]).toContain('Nina Newer');
    expect(rows[0]?.[1]).toContain('nina@kennels.example');
    expect(rows[0]?.[1]).toContain('Happy Tails Kennels');
    expect(rows[0]?.[1]).toContain('Employer');
    expect(rows[0]?.[1]).toContain('Active');
    expect(rows[0]?.[1]).toContain('31 December 2026');
    expect(rows[0]?.[1]).toContain('Never');
    expect(rows[0]?.[1]).toMatch(/2$/);
    expect(rows[1]?.[1]).toContain('No expiry');
    expect(rows[1]?.[1]).toMatch(/0$/);
    expect(tagsNamed(html, 'a').some((link) => link.href === `/admin/learners/${newer.id}`)).toBe(true);

    const byName = await (await owner.get('/admin/learners?q=OLIVE')).text();
    expect([...byName.matchAll(/data-learner="(\d+)"/g)].map(([, id]) => Number(id))).toEqual([older.id]);
    const byAddress = await (await owner.get('/admin/learners?q=kennels.example')).text();
    expect([...byAddress.matchAll(/data-learner="(\d+)"/g)].map(([, id]) => Number(id))).toEqual([newer.id]);
    expect(textOf(await (await owner.get('/admin/learners?q=nobody-here')).text())).toContain(
      'No learner’s name or email contains “nobody-here”.',
    );
  });

  it('shows 50 learners a page, with links to the others', async () => {
    const now = Date.now();
    const values = Array.from(
      { length: 51 },
      (_, index) => `('paged-${index}@example.co.uk', 'Paged', 'Learner ${index}', ${now - index * 1000})`,
    );
    await env.DB.prepare(
      `INSERT INTO training_users (email, first_name, last_name, created_at) VALUES ${values.join(', ')}`,
    ).run();
    const first = await (await owner.get('/admin/learners')).text();
    expect([...first.matchAll(/data-learner=/g)]).toHaveLength(50);
    expect(textOf(first)).toContain('Showing 1–50 of 51');
    expect(tagsNamed(first, 'a').some((link) => link.href === '/admin/learners?page=2')).toBe(true);
    const second = await (await owner.get('/admin/learners?page=2')).text();
    expect(textOf(second)).toContain('Learner 50');
    expect(textOf(second)).toContain('Page 2 of 2');
  });
});

describe('a learner’s page', () => {
  it('shows their subscription, certificates with their verification links, their team and their progress', async () => {
    const employer = await createLearner({
      firstName: 'Erin',
      lastName: 'Employer',
      tier: 'employer',
      status: 'active',
      companyName: 'Paws Ltd',
    });
    const member = await createLearner({
      firstName: 'Milo',
      lastName: 'Member',
      employerId: employer.id,
      companyName: 'Paws Ltd',
    });
    const module = await firstModule();
    await certificate(employer.id, 'PAW-2026-SH0WAAAA');
    await certificate(employer.id, 'PAW-2026-SH0WBBBB', { revokedAt: Date.now() - DAY });
    await insert(
      "INSERT INTO training_progress (user_id, module_id, status, progress_percentage, last_accessed) VALUES (?, ?, 'in_progress', 40, ?)",
      employer.id,
      module.id,
      Date.now(),
    );

    const response = await owner.get(`/admin/learners/${employer.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain('Erin Employer');
    expect(text).toContain('Paws Ltd');
    const links = tagsNamed(html, 'a').map((link) => link.href);
    expect(links).toContain('/certificates/PAW-2026-SH0WAAAA');
    expect(links).toContain('/certificates/PAW-2026-SH0WBBBB');
    expect(links).toContain(`/admin/learners/${member.id}`);
    // Revoke is offered for the valid certificate only.
    const revokeForms = tagsNamed(html, 'form').filter((form) => form.action?.endsWith('/revoke'));
    expect(revokeForms).toHaveLength(1);
    expect(text).toContain(module.title);
    expect(text).toContain('40%');
    expect(text).toContain('In progress');

    const memberPage = await (await owner.get(`/admin/learners/${member.id}`)).text();
    expect(tagsNamed(memberPage, 'a').some((link) => link.href === `/admin/learners/${employer.id}`)).toBe(true);
    expect(textOf(memberPage)).toContain('On the team of Erin Employer');
    const menu = tagsNamed(memberPage, 'a').filter((link) => link.href === '/admin/learners');
    expect(menu[0]?.['aria-current']).toBe('true');
  });

  it('answers 404 for a learner that does not exist', async () => {
    for (const path of ['/admin/learners/999999', '/admin/learners/abc']) {
      const response = await owner.get(path);
      expect(response.status, path).toBe(404);
      expect(textOf(await response.text())).toContain('No such learner');
    }
  });
});

describe('changing a learner’s subscription', () => {
  it('saves tier, status, expiry (to the end of that UK day) and company name, audited without their name, address or company', async () => {
    const learner = await createLearner({ firstName: 'Sally', lastName: 'Subscriber', email: 'sally@example.co.uk' });
    const response = await owner.post(
      `/admin/learners/${learner.id}/subscription`,
      subscriptionForm(owner.csrf, {
        subscriptionTier: 'employer',
        subscriptionStatus: 'active',
        subscriptionExpiry: '2026-07-31',
        companyName: 'Sally’s Salon',
      }),
    );
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
        to_status: 'employer, active, until 2026-07-31',
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
    await owner.post(
      `/admin/learners/${learner.id}/subscription`,
      subscriptionForm(owner.csrf, {
        subscriptionTier: 'employer',
        subscriptionStatus: 'active',
        subscriptionExpiry: '2026-12-31',
        companyName: 'Sally’s Salon',
      }),
    );
    expect((await learnerRow(learner.id))?.subscription_expiry).toBe(Date.parse('2027-01-01T00:00:00Z'));
    await owner.post(
      `/admin/learners/${learner.id}/subscription`,
      subscriptionForm(owner.csrf, { subscriptionStatus: 'cancelled' }),
    );
    expect(await learnerRow(learner.id)).toEqual({
      subscription_tier: 'employee',
      subscription_status: 'cancelled',
      subscription_expiry: null,
      company_name: null,
    });
    expect((await auditOf('learner.company')).map((entry) => entry.detail)).toEqual(['changed', 'cleared']);
    expect((await auditOf('learner.subscription')).map((entry) => entry.to_status)).toEqual([
      'employer, active, until 2026-07-31',
      'employer, active, until 2026-12-31',
      'employee, cancelled, no expiry',
    ]);
  });

  it('changes nothing and records nothing when the form matches what is stored', async () => {
    const learner = await createLearner();
    const response = await owner.post(`/admin/learners/${learner.id}/subscription`, subscriptionForm(owner.csrf));
    expect(response.headers.get('location')).toBe(`/admin/learners/${learner.id}?notice=unchanged`);
    expect(await auditOf('learner.subscription')).toEqual([]);
    expect(await auditOf('learner.company')).toEqual([]);
  });

  it('shows the form again with its messages when a value is wrong, and saves nothing', async () => {
    const learner = await createLearner();
    const response = await owner.post(
      `/admin/learners/${learner.id}/subscription`,
      subscriptionForm(owner.csrf, {
        subscriptionTier: 'platinum',
        subscriptionStatus: 'active',
        subscriptionExpiry: '2026-02-30',
      }),
    );
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
      (
        await owner.post(
          `/admin/learners/${learner.id}/subscription`,
          subscriptionForm(owner.csrf, { subscriptionStatus: 'active' }),
          {
            origin: 'https://evil.example',
          },
        )
      ).status,
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
    const names = fc.constantFrom(
      'subscriptionTier',
      'subscriptionStatus',
      'subscriptionExpiry',
      'companyName',
      'constructor',
      '__proto__',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'employer',
        'active',
        'cancelled',
        '9999-12-31',
        '0000-00-00',
        '2026-02-29',
        '',
        'x'.repeat(300),
        '99999999999999999999',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          `/${learner.id}/subscription`,
          `/${learner.id}/certificates/${certificateId}/revoke`,
          `/${learner.id}/certificates/99999999999999999999/revoke`,
          '/99999999999999999999/subscription',
          '/%2e%2e/subscription',
          '/0/subscription',
        ),
        fc.array(fc.tuple(names, values), { maxLength: 8 }),
        async (path, fields) => {
          const response = await owner.post(
            `/admin/learners${path}`,
            new URLSearchParams([['csrf', owner.csrf], ...fields]),
          );
          expect([303, 400, 404], `${path} ${JSON.stringify(fields)}`).toContain(response.status);
          if (response.status === 303)
            expect(response.headers.get('location')).toMatch(/^\/admin\/learners\/\d+\?notice=[a-z-]+$/);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);
});
