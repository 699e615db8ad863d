/**
 * The back office's payments (/admin/payments): the ledger newest first with its filters and links to Stripe, the
 * subscriptions with their learners and what each account opens now, the two CSVs, and an editor kept out.
 */
import { describe, expect, it } from 'vitest';
import { signedInBrowser, tagsNamed, unique } from '../../../test/support/admin';
import { expectSentToSignIn, openedFromMenu } from '../../../test/support/admin-page-checks';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { emptyPaymentTables, ownerGets, seedPayment, seedSubscription } from '../../../test/support/admin-payments';
import { createLearner } from '../../../test/support/learner';
import { textOf } from '../../../test/support/page-html';
import { paymentBindings, standInForEachTest } from '../../../test/support/payments';

const owner = ownerForEachTest(emptyPaymentTables);
const stripe = standInForEachTest();
const DAY = 86_400_000;

/** Each row of a table marked with `data-<kind>`: [id, its text]. */
function rowsOf(html: string, kind: 'payment' | 'subscription'): [string, string][] {
  return [...html.matchAll(new RegExp(`<tr[^>]*data-${kind}="([^"]+)"[^>]*>(.*?)</tr>`, 'gs'))].map(
    ([, id = '', row = '']) => [id, textOf(row)],
  );
}

async function twoPayments() {
  const learner = await createLearner({ firstName: 'Nina', lastName: 'Newer', email: 'nina@kennels.example' });
  await seedPayment({
    id: 'in_older',
    learnerId: learner.id,
    amount: 1200,
    status: 'failed',
    paymentIntentId: null,
    createdAt: Date.parse('2026-03-01T10:00:00Z'),
  });
  await seedPayment({
    id: 'in_newer',
    learnerId: learner.id,
    amount: 9600,
    status: 'partly_refunded',
    amountRefunded: 1000,
    customerId: 'cus_nina',
    createdAt: Date.parse('2026-07-01T10:00:00Z'),
    source: ['google.com', 'newsletter', 'email', 'spring'],
  });
  return learner;
}

describe('/admin/payments', () => {
  it('needs a session, and is in the back office menu', async () => {
    await expectSentToSignIn('/admin/payments');
    const html = await openedFromMenu(owner, '/admin/payments');
    expect(textOf(html)).toContain('No payment has been taken yet.');
    expect(textOf(html)).toContain('Nobody has subscribed through Stripe yet.');
    expect(textOf(html)).toContain('Refunds cannot be made here yet');
  });

  it('lists payments newest first, with amounts, statuses in words, the learner and links to Stripe', async () => {
    const learner = await twoPayments();
    const html = await (await ownerGets(owner, '/admin/payments', paymentBindings(stripe.current))).text();
    const rows = rowsOf(html, 'payment');
    expect(rows.map(([id]) => id)).toEqual(['in_newer', 'in_older']);
    expect(rows[0]?.[1]).toContain('£96.00');
    expect(rows[0]?.[1]).toContain('Partly refunded');
    expect(rows[0]?.[1]).toContain('£10.00 refunded');
    expect(rows[0]?.[1]).toContain('Nina Newer');
    expect(rows[0]?.[1]).toContain('nina@kennels.example');
    expect(rows[1]?.[1]).toContain('£12.00');
    expect(rows[1]?.[1]).toContain('Failed');
    expect(textOf(html)).not.toContain('Refunds cannot be made here yet');

    const links = tagsNamed(html, 'a');
    const stripeLinks = links.filter((link) => link.href?.startsWith('https://dashboard.stripe.com/'));
    expect(stripeLinks.map((link) => link.href)).toEqual([
      'https://dashboard.stripe.com/test/invoices/in_newer',
      'https://dashboard.stripe.com/test/payments/pi_newer',
      'https://dashboard.stripe.com/test/customers/cus_nina',
      'https://dashboard.stripe.com/test/invoices/in_older',
      'https://dashboard.stripe.com/test/customers/cus_test_owner',
    ]);
    for (const link of stripeLinks) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
    }
    expect(links.some((link) => link.href === `/admin/learners/${learner.id}`)).toBe(true);
    expect(links.some((link) => link.href === '/admin/payments/in_newer')).toBe(true);

    // Each payment's page says where the visit that brought it came from, as a lead's page does.
    const newer = textOf(await (await ownerGets(owner, '/admin/payments/in_newer')).text());
    expect(newer).toContain('Visit came from google.com');
    expect(newer).toContain('Campaign newsletter / email / spring');
    const older = textOf(await (await ownerGets(owner, '/admin/payments/in_older')).text());
    expect(older).toContain('Visit came from Direct or not known Campaign None');
  });

  it('filters payments, failures and refunds', async () => {
    await twoPayments();
    await seedPayment({ id: 'in_paid', createdAt: Date.parse('2026-05-01T10:00:00Z') });
    const shown = async (show: string) =>
      rowsOf(await (await owner.get(`/admin/payments?show=${show}`)).text(), 'payment').map(([id]) => id);
    expect(await shown('all')).toEqual(['in_newer', 'in_paid', 'in_older']);
    expect(await shown('payments')).toEqual(['in_paid']);
    expect(await shown('failures')).toEqual(['in_older']);
    expect(await shown('refunds')).toEqual(['in_newer']);
    const html = await (await owner.get('/admin/payments?show=refunds')).text();
    const chosen = tagsNamed(html, 'a').find((link) => link['aria-current'] === 'true');
    expect(chosen?.href).toBe('/admin/payments?show=refunds');
  });

  it('turns the pages of the ledger 50 at a time', async () => {
    for (let index = 0; index < 51; index += 1) {
      await seedPayment({ id: `in_page${String(index).padStart(2, '0')}`, createdAt: Date.now() - index * DAY });
    }
    const first = await (await owner.get('/admin/payments')).text();
    expect(rowsOf(first, 'payment')).toHaveLength(50);
    expect(textOf(first)).toContain('Showing 1–50 of 51');
    expect(tagsNamed(first, 'a').some((link) => link.href === '/admin/payments?page=2')).toBe(true);
    const second = await (await owner.get('/admin/payments?page=2')).text();
    expect(rowsOf(second, 'payment').map(([id]) => id)).toEqual(['in_page50']);
  });

  it('lists subscriptions with the learner, the plan, grace and what the account opens now', async () => {
    const active = await createLearner({
      firstName: 'Ada',
      lastName: 'Active',
      email: 'ada@example.co.uk',
      status: 'active',
      tier: 'employer',
      expiry: Date.now() + 10 * DAY,
    });
    const lapsed = await createLearner({ firstName: 'Len', lastName: 'Lapsed', email: 'len@example.co.uk' });
    await seedSubscription({
      id: 'sub_lapsed',
      learnerId: lapsed.id,
      status: 'canceled',
      endedAt: Date.parse('2026-04-02T12:00:00Z'),
      createdAt: Date.now() - 5 * DAY,
    });
    await seedSubscription({
      id: 'sub_active',
      learnerId: active.id,
      tier: 'employer',
      billing: 'year',
      seats: 5,
      status: 'past_due',
      graceUntil: Date.now() + 3 * DAY,
      failedAt: Date.now() - 4 * DAY,
      paidThrough: Date.parse('2026-08-01T12:00:00Z'),
    });
    const html = await (await ownerGets(owner, '/admin/payments', paymentBindings(stripe.current))).text();
    const rows = rowsOf(html, 'subscription');
    expect(rows.map(([id]) => id)).toEqual(['sub_active', 'sub_lapsed']);
    expect(rows[0]?.[1]).toContain('Ada Active');
    expect(rows[0]?.[1]).toContain('Employer, annual, 5 seats');
    expect(rows[0]?.[1]).toContain('Payment overdue');
    expect(rows[0]?.[1]).toContain('Renewal failed: grace until');
    expect(rows[0]?.[1]).toContain('1 August 2026');
    expect(rows[0]?.[1]).toContain('Employer courses and team');
    expect(rows[1]?.[1]).toContain('Cancelled');
    expect(rows[1]?.[1]).toContain('Ended 2 April 2026');
    expect(rows[1]?.[1]).toContain('Demo only');
    const hrefs = tagsNamed(html, 'a').map((link) => link.href);
    expect(hrefs).toContain(`/admin/learners/${active.id}`);
    expect(hrefs).toContain('https://dashboard.stripe.com/test/subscriptions/sub_active');
    expect(hrefs).toContain('https://dashboard.stripe.com/test/customers/cus_active');
  });

  it('downloads the payments, as filtered, and the subscriptions as CSV', async () => {
    const learner = await twoPayments();
    await seedSubscription({ id: 'sub_csv', learnerId: learner.id, paidThrough: Date.parse('2026-08-01T11:30:00Z') });
    const payments = await owner.get('/admin/payments/payments.csv?show=refunds');
    expect(payments.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(payments.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await payments.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Status","Amount","Refunded","Currency","Description","Learner","Email","Invoice","Payment intent","Subscription","Visit came from","Campaign"',
    );
    // 10:00 UTC in July is 11:00 in London.
    expect(lines[1]).toBe(
      '"2026-07-01 11:00","Partly refunded","96.00","10.00","GBP","Training Academy: Employee, monthly","Nina Newer","nina@kennels.example","in_newer","pi_newer","","google.com","newsletter / email / spring"',
    );
    expect(lines.slice(2)).toEqual(['']);

    const subscriptions = await owner.get('/admin/payments/subscriptions.csv');
    expect(subscriptions.headers.get('content-disposition')).toMatch(/filename="subscriptions-\d{4}-\d\d-\d\d\.csv"/);
    const rows = (await subscriptions.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toContain('"Started","Status","Plan","Seats","Paid through"');
    expect(rows[1]).toContain('"Active","Employee, monthly, 1 seat","1","2026-08-01 12:30"');
    expect(rows[1]).toContain('"Nina Newer","nina@kennels.example","sub_csv","cus_csv"');
  });

  it('is refused to an editor, page, CSV and refund alike', async () => {
    const editor = await signedInBrowser(`${unique('editor')}@example.co.uk`, undefined, 'editor');
    await seedPayment({ id: 'in_editor' });
    for (const path of ['/admin/payments', '/admin/payments/payments.csv', '/admin/payments/in_editor']) {
      const response = await editor.get(path);
      expect(response.status, path).toBe(403);
    }
    const refund = await editor.post(
      '/admin/payments/in_editor/refund',
      { csrf: editor.csrf, amount: '12.00', key: crypto.randomUUID() },
      { bindings: paymentBindings(stripe.current) },
    );
    expect(refund.status).toBe(403);
    expect(stripe.current.calls).toEqual([]);
  });
});
