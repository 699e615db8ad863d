/**
 * Refunds from the back office, with Stripe's API answered by the local stand-in: the form carries its own
 * idempotency key, so sending it twice refunds once; the ledger and the audit trail record the refund together; an
 * amount above what is left is refused beside the field before Stripe hears of it; Stripe's refusals and failures
 * read as messages on the page, never a 500.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formPostingTo, tagsNamed } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { emptyPaymentTables, ownerGets, paymentRow, seedPayment } from '../../../test/support/admin-payments';
import { pageText } from '../../../test/support/page-html';
import { paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { callsTo } from '../../../test/support/stripe-stand-in';

const owner = ownerForEachTest(emptyPaymentTables);
const stripe = standInForEachTest();
const bindings = () => paymentBindings(stripe.current);

/** The payment's page as the owner opens it: its refund form's hidden key and the amount it offers. */
async function refundForm(id: string) {
  const html = await (await ownerGets(owner, `/admin/payments/${id}`, bindings())).text();
  expect(formPostingTo(html, `/admin/payments/${id}/refund`)).toBeDefined();
  const inputs = tagsNamed(html, 'input');
  return {
    key: inputs.find((input) => input.name === 'key')?.value ?? '',
    amount: inputs.find((input) => input.name === 'amount')?.value ?? '',
  };
}

function postRefund(id: string, fields: { amount: string; key: string }) {
  return owner.post(`/admin/payments/${id}/refund`, { csrf: owner.csrf, ...fields }, { bindings: bindings() });
}

async function auditRows(id: string) {
  const rows = await env.DB.prepare(
    'SELECT actor_user_id, action, item_kind, from_status, to_status, detail FROM audit_events WHERE item_id = ?',
  )
    .bind(id)
    .all();
  return rows.results;
}

describe('refunding a payment', () => {
  it('refunds part of a payment: Stripe is asked with the PaymentIntent, pence and the key; ledger and audit follow', async () => {
    await seedPayment({ id: 'in_part', paymentIntentId: 'pi_part', amount: 1200 });
    const form = await refundForm('in_part');
    expect(form.amount).toBe('12.00');
    expect(form.key).toMatch(/^[\w-]{16,}$/);

    const response = await postRefund('in_part', { amount: '5.50', key: form.key });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/payments/in_part?notice=refunded');

    const [call] = callsTo(stripe.current, '/v1/refunds');
    expect(call?.params).toEqual({ payment_intent: 'pi_part', amount: '550', reason: 'requested_by_customer' });
    expect(call?.idempotencyKey).toBe(`refund-${form.key}`);
    expect(await paymentRow('in_part')).toMatchObject({ status: 'partly_refunded', amount_refunded: 550 });
    expect(await auditRows('in_part')).toEqual([
      {
        actor_user_id: owner.userId,
        action: 'payment.refund',
        item_kind: 'payment',
        from_status: 'paid',
        to_status: 'partly_refunded',
        detail: '£5.50',
      },
    ]);

    const page = pageText(await (await ownerGets(owner, '/admin/payments/in_part?notice=refunded', bindings())).text());
    expect(page).toContain('Refunded: Stripe returns the money');
    expect(page).toContain('Partly refunded');
    // What is left is offered next, with a new key.
    const next = await refundForm('in_part');
    expect(next.amount).toBe('6.50');
    expect(next.key).not.toBe(form.key);
  });

  it('refunds once when the same form is sent twice', async () => {
    await seedPayment({ id: 'in_twice', paymentIntentId: 'pi_twice', amount: 1200 });
    const form = await refundForm('in_twice');
    const first = await postRefund('in_twice', { amount: '4.00', key: form.key });
    const second = await postRefund('in_twice', { amount: '4.00', key: form.key });
    expect(first.headers.get('location')).toBe('/admin/payments/in_twice?notice=refunded');
    expect(second.headers.get('location')).toBe('/admin/payments/in_twice?notice=already');
    const calls = callsTo(stripe.current, '/v1/refunds');
    expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(new Set([`refund-${form.key}`]));
    expect(stripe.current.refunded.get('pi_twice')).toBe(400);
    expect(await paymentRow('in_twice')).toMatchObject({ status: 'partly_refunded', amount_refunded: 400 });
    expect(await auditRows('in_twice')).toHaveLength(1);
  });

  it('refunds the whole of what is left by default, and then offers no form', async () => {
    await seedPayment({ id: 'in_whole', amount: 1200, status: 'partly_refunded', amountRefunded: 200 });
    const form = await refundForm('in_whole');
    expect(form.amount).toBe('10.00');
    await postRefund('in_whole', form);
    // Sent again once all is refunded: nothing is asked of Stripe.
    const again = await postRefund('in_whole', form);
    expect(again.headers.get('location')).toBe('/admin/payments/in_whole?notice=nothing-left');
    expect(callsTo(stripe.current, '/v1/refunds')).toHaveLength(1);
    expect(callsTo(stripe.current, '/v1/refunds')[0]?.params.amount).toBe('1000');
    expect(await paymentRow('in_whole')).toMatchObject({ status: 'refunded', amount_refunded: 1200 });
    const html = await (await ownerGets(owner, '/admin/payments/in_whole', bindings())).text();
    expect(formPostingTo(html, '/admin/payments/in_whole/refund')).toBeUndefined();
    expect(pageText(html)).toContain('Nothing is left to refund of this payment.');
  });

  it('refuses more than is left, or nothing, beside the field, and asks nothing of Stripe', async () => {
    await seedPayment({ id: 'in_over', amount: 1200, status: 'partly_refunded', amountRefunded: 500 });
    const form = await refundForm('in_over');
    for (const [amount, message] of [
      ['7.01', 'Enter at most £7.00, what is left of this payment'],
      ['0', 'Enter an amount of more than £0.00'],
      ['five pounds', 'Enter the amount in pounds, such as 12.50'],
    ] as const) {
      const response = await postRefund('in_over', { amount, key: form.key });
      expect(response.status, amount).toBe(400);
      const html = await response.text();
      expect(/<p id="refund-amount-error"[^>]*>(.*?)<\/p>/.exec(html)?.[1], amount).toBe(message);
      const input = tagsNamed(html, 'input').find((tag) => tag.name === 'amount');
      expect(input?.value).toBe(amount);
      expect(input?.['aria-invalid']).toBe('true');
    }
    expect(stripe.current.calls).toEqual([]);
    expect(await paymentRow('in_over')).toMatchObject({ status: 'partly_refunded', amount_refunded: 500 });
  });

  it('finds the PaymentIntent through the invoice payments when the ledger has none, and keeps it', async () => {
    await seedPayment({ id: 'in_lookup', paymentIntentId: null, amount: 1200 });
    stripe.current.invoicePaymentIntents.set('in_lookup', 'pi_found');
    const form = await refundForm('in_lookup');
    const response = await postRefund('in_lookup', { amount: '12', key: form.key });
    expect(response.status).toBe(303);
    expect(callsTo(stripe.current, '/v1/invoice_payments')[0]?.params).toMatchObject({
      invoice: 'in_lookup',
      limit: '5',
    });
    expect(callsTo(stripe.current, '/v1/refunds')[0]?.params.payment_intent).toBe('pi_found');
    expect(await paymentRow('in_lookup')).toEqual({
      status: 'refunded',
      amount_refunded: 1200,
      payment_intent_id: 'pi_found',
    });
  });

  it("shows Stripe's refusal as a message with a fresh form, and a failure as a 503 to try again", async () => {
    await seedPayment({ id: 'in_refused', amount: 1200 });
    const answer = stripe.current.handle;
    stripe.current.handle = async (request) =>
      new URL(request.url).pathname === '/v1/refunds'
        ? Response.json(
            { error: { type: 'invalid_request_error', message: 'Charge ch_1 has already been refunded.' } },
            { status: 400 },
          )
        : answer(request);
    const form = await refundForm('in_refused');
    const refused = await postRefund('in_refused', { amount: '3.00', key: form.key });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(pageText(html)).toContain('Stripe refused the refund: Charge ch_1 has already been refunded.');
    expect(tagsNamed(html, 'input').find((input) => input.name === 'key')?.value).not.toBe(form.key);

    stripe.current.handle = async () =>
      Response.json({ error: { type: 'api_error', message: 'Something about a customer' } }, { status: 500 });
    const failed = await postRefund('in_refused', { amount: '3.00', key: form.key });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    const text = pageText(await failed.text());
    expect(text).toContain('Stripe could not be reached just now');
    expect(text).not.toContain('Something about a customer');
    expect(await paymentRow('in_refused')).toMatchObject({ status: 'paid', amount_refunded: 0 });
    expect(await auditRows('in_refused')).toEqual([]);
  });

  it('says refunds cannot be made here while payments are not connected to Stripe', async () => {
    await seedPayment({ id: 'in_off' });
    const html = await (await owner.get('/admin/payments/in_off')).text();
    expect(formPostingTo(html, '/admin/payments/in_off/refund')).toBeUndefined();
    expect(pageText(html)).toContain('Refunds cannot be made here');
    const response = await owner.post('/admin/payments/in_off/refund', {
      csrf: owner.csrf,
      amount: '1.00',
      key: crypto.randomUUID(),
    });
    expect(response.status).toBe(409);
    expect(await paymentRow('in_off')).toMatchObject({ status: 'paid', amount_refunded: 0 });
  });

  it('answers any fields posted with a redirect back or a 4xx page, never a 5xx', async () => {
    await seedPayment({ id: 'in_hostile', amount: 100_000 });
    const names = fc.constantFrom('amount', 'key', 'csrf', '__proto__', 'constructor');
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('0.01', '1,000.00', '£5', '-1', '1e3', '12.345', crypto.randomUUID()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/in_hostile/refund', '/in_missing/refund', '/%2e%2e/refund', '/pi_1/refund'),
        fc.array(fc.tuple(names, values), { maxLength: 6 }),
        async (path, fields) => {
          const response = await owner.post(
            `/admin/payments${path}`,
            new URLSearchParams([['csrf', owner.csrf], ...fields]),
            { bindings: bindings() },
          );
          expect([303, 400, 403, 404], `${path} ${JSON.stringify(fields)}`).toContain(response.status);
          if (response.status === 303)
            expect(response.headers.get('location')).toMatch(/^\/admin\/payments\/in_hostile\?notice=/);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 40 },
    );
  });
});
