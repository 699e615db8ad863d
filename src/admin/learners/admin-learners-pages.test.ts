/**
 * The back office's learners (/admin/learners): the list with its search and
 * pages, and one learner's page (subscription, certificates, team, progress).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { insert, tagsNamed } from '../../../test/support/admin';
import { expectSentToSignIn, openedFromMenu } from '../../../test/support/admin-page-checks';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { certificate, DAY, emptyLearnerTables, firstModule } from '../../../test/support/admin-learners';
import { createLearner } from '../../../test/support/learner';
import { textOf } from '../../../test/support/page-html';

const owner = ownerForEachTest(emptyLearnerTables);

describe('/admin/learners', () => {
  it('needs a session, and is in the back office menu', async () => {
    await expectSentToSignIn('/admin/learners');
    const html = await openedFromMenu(owner, '/admin/learners');
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
