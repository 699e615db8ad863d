/**
 * Paying for the Academy (issue 33), through the real Worker and D1 with Stripe's API answered by the local stand-in:
 * the Checkout asked of Stripe carries the server's price, never the form's; signed events make or upgrade the account
 * and open access once, whatever the order or how often they arrive; bad signatures are refused in the one error shape.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../../test/support/admin';
import { signedInLearner } from '../../../test/support/learner';
import {
  completeCheckout,
  deliverEvent,
  paymentBindings,
  standInForEachTest,
  visitorSubscribesWith,
} from '../../../test/support/payments';
import { chargeRefundedObject, invoiceObject, signedEvent, stripeEvent } from '../../../test/support/stripe-events';
import { callsTo, subscriptionObject } from '../../../test/support/stripe-stand-in';
import { address, userByEmail } from '../../../test/support/team-fixtures';

const stripe = standInForEachTest();
const DAY = 86_400_000;

/** A visitor's Subscribe form, as posted with JavaScript off. */
const visitorSubscribes = (fields: Record<string, string>) => visitorSubscribesWith(stripe.current, fields);

async function paidVisitor(email = address('buyer'), plan = 'employee-month') {
  const started = await visitorSubscribes({ email, plan });
  expect(started.status, await started.clone().text()).toBe(303);
  const completed = await completeCheckout(stripe.current);
  expect(completed.response.status).toBe(200);
  return { email, ...completed };
}

const subscriptionRow = (id: string) =>
  env.DB.prepare('SELECT * FROM academy_subscriptions WHERE id = ?')
    .bind(id)
    .first<Record<string, number | string | null>>();

describe('checking out', () => {
  it('sends a visitor to Stripe Checkout with the price the owner set, whatever the form says', async () => {
    const email = address('tamper');
    const response = await visitorSubscribes({
      email,
      plan: 'employee-year',
      price: '1',
      amount: '1',
      tier: 'employer',
      unit_amount: '1',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^http:\/\/stripe\.stand-in\/checkout\/cs_test_/);
    const [call] = callsTo(stripe.current, '/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      customer_email: email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '12000',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[purpose]': 'academy',
      'subscription_data[metadata][tier]': 'employee',
    });
    expect(call?.idempotencyKey).toBeTruthy();
  });

  it('asks for immediate access and the terms, and keeps what was typed', async () => {
    const response = await visitorSubscribes({ email: address('no-box'), immediateAccess: '', terms: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please tick the box to ask for immediate access');
    expect(html).toContain('Please accept the terms');
    expect(html).toContain('value="Nia"');
    expect(callsTo(stripe.current, '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('charges an employer per seat and a signed-in learner with their own address', async () => {
    const learner = await signedInLearner({});
    const response = await send('/training/subscribe', {
      cookie: learner.cookie,
      form: {
        csrf: learner.csrf,
        plan: 'employer-month',
        seats: '3',
        immediateAccess: 'on',
        email: 'someone.else@example.com',
      },
      bindings: paymentBindings(stripe.current),
    });
    expect(response.status).toBe(303);
    expect(callsTo(stripe.current, '/v1/checkout/sessions')[0]?.params).toMatchObject({
      customer_email: learner.email,
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '1000',
    });
  });

  it('without a Stripe key, says how to subscribe by email instead', async () => {
    const html = await (await send('/training/subscribe?plan=employee-month')).text();
    expect(html).toContain('Email us to subscribe');
    expect(html).not.toContain('Continue to payment');
  });
});

describe('the webhook', () => {
  it('makes the account on payment, opens access until the period ends, and emails a sign-in link once', async () => {
    const { email, response, subscriptionId, periodEnd, event } = await paidVisitor();
    const user = await userByEmail(email);
    expect(user).toMatchObject({ first_name: 'Nia', subscription_status: 'active', subscription_tier: 'employee' });
    expect(user?.subscription_expiry).toBe(periodEnd * 1000);
    expect(user?.consent_policy_version).toBeTruthy();
    expect((response as { sent?: { to: string; text: string }[] }).sent?.map((sent) => sent.to)).toEqual([email]);
    expect((response as { sent?: { text: string }[] }).sent?.[0]?.text).toMatch(/\/training\/sign-in\/confirm\?token=/);
    expect(callsTo(stripe.current, `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);

    // The same event again: answered 200, nothing applied twice, nothing sent.
    const replay = await deliverEvent(stripe.current, event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, replay: true });
    expect(replay.sent).toEqual([]);
    const outbox = await env.DB.prepare('SELECT count(*) AS n FROM notification_outbox WHERE item_id = ?')
      .bind(subscriptionId)
      .first<{ n: number }>();
    expect(outbox?.n).toBe(1);
  });

  it('refuses a bad, stale or missing signature with a 400 in the one error shape, and garbage never gets a 5xx', async () => {
    const event = stripeEvent('invoice.paid', {});
    const bad = await deliverEvent(stripe.current, event, { signature: 't=1,v1=deadbeef' });
    const stale = await deliverEvent(stripe.current, event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const missing = await deliverEvent(stripe.current, event, { signature: null });
    for (const response of [bad, stale, missing]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_signature', message: expect.any(String) } });
    }
    const wrongSecret = await signedEvent(event, { secret: 'whsec_someone_else' });
    expect((await deliverEvent(stripe.current, event, { signature: wrongSecret.signature })).status).toBe(400);
    for (const garbage of ['', 'not json', '{"id":', '[]', '{"type":"invoice.paid","data":null}']) {
      const response = await deliverEvent(stripe.current, garbage);
      expect(response.status, garbage).toBeLessThan(500);
    }
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM payment_events WHERE id = ?').bind(event.id).first('n'),
    ).toBe(0);
  });

  it('answers 503 with Retry-After when D1 fails, so that Stripe sends the event again, and applies it then', async () => {
    const email = address('outage');
    await visitorSubscribes({ email });
    const first = await completeCheckout(stripe.current);
    expect(first.response.status).toBe(200);
    const renewal = stripeEvent(
      'invoice.paid',
      invoiceObject({
        id: `in_${Date.now()}`,
        subscriptionId: first.subscriptionId,
        customerId: first.customerId,
        amount: 1200,
        periodEnd: first.periodEnd + 30 * 86_400,
        paymentIntent: 'pi_outage',
      }),
    );
    const down = {
      prepare: () => {
        throw new Error('D1_ERROR: storage down');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: storage down')),
    };
    const refused = await deliverEvent(stripe.current, renewal, { bindings: { DB: down } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await deliverEvent(stripe.current, renewal)).status).toBe(200);
    expect((await userByEmail(email))?.subscription_expiry).toBe((first.periodEnd + 30 * 86_400) * 1000);
  });

  it('a failed renewal leaves 7 days of grace with an email to fix it; the payment after it clears the grace', async () => {
    const { email, subscriptionId, customerId, periodEnd } = await paidVisitor();
    const invoiceId = `in_fail_${Date.now()}`;
    const failedAt = Math.floor(Date.now() / 1000) + 60;
    const failed = await deliverEvent(
      stripe.current,
      stripeEvent(
        'invoice.payment_failed',
        invoiceObject({
          id: invoiceId,
          subscriptionId,
          customerId,
          amount: 1200,
          periodEnd: periodEnd + 30 * 86_400,
          payUrl: 'https://invoice.stripe.com/i/fix-me',
        }),
        failedAt,
      ),
    );
    expect(failed.status).toBe(200);
    expect(failed.sent?.[0]?.subject).toContain('did not go through');
    expect(failed.sent?.[0]?.text).toContain('https://invoice.stripe.com/i/fix-me');
    const graceEnd = failedAt * 1000 + 7 * DAY;
    expect((await userByEmail(email))?.subscription_expiry).toBe(Math.max(periodEnd * 1000, graceEnd));
    const ledger = await env.DB.prepare('SELECT status FROM payments WHERE id = ?').bind(invoiceId).first('status');
    expect(ledger).toBe('failed');

    const paid = await deliverEvent(
      stripe.current,
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          id: invoiceId,
          subscriptionId,
          customerId,
          amount: 1200,
          periodEnd: periodEnd + 30 * 86_400,
          paymentIntent: 'pi_after_failure',
        }),
        failedAt + 60,
      ),
    );
    expect(paid.status).toBe(200);
    expect((await userByEmail(email))?.subscription_expiry).toBe((periodEnd + 30 * 86_400) * 1000);
    expect(await env.DB.prepare('SELECT status FROM payments WHERE id = ?').bind(invoiceId).first('status')).toBe(
      'paid',
    );
  });

  it('never rolls back: an older failure or subscription state arriving after a newer one changes nothing', async () => {
    const { email, subscriptionId, customerId, periodEnd } = await paidVisitor();
    const now = Math.floor(Date.now() / 1000);
    const invoiceId = `in_order_${Date.now()}`;
    const renewal = invoiceObject({
      id: invoiceId,
      subscriptionId,
      customerId,
      amount: 1200,
      periodEnd: periodEnd + 30 * 86_400,
      paymentIntent: 'pi_order',
    });
    expect((await deliverEvent(stripe.current, stripeEvent('invoice.paid', renewal, now))).status).toBe(200);
    // Stripe's earlier attempt, delivered late.
    const late = await deliverEvent(stripe.current, stripeEvent('invoice.payment_failed', renewal, now - 3600));
    expect(late.status).toBe(200);
    expect(late.sent).toEqual([]);
    expect((await userByEmail(email))?.subscription_expiry).toBe((periodEnd + 30 * 86_400) * 1000);
    expect(await env.DB.prepare('SELECT status FROM payments WHERE id = ?').bind(invoiceId).first('status')).toBe(
      'paid',
    );

    // A cancellation at the period's end, then an older "active, renewing" state delivered late.
    const base = {
      id: subscriptionId,
      customer: customerId,
      status: 'active',
      quantity: 1,
      currentPeriodEnd: periodEnd,
      metadata: { purpose: 'academy' },
    };
    const cancelling = subscriptionObject({ ...base, cancelAtPeriodEnd: true });
    const ending = await deliverEvent(stripe.current, stripeEvent('customer.subscription.updated', cancelling, now));
    expect(ending.sent?.[0]?.subject).toMatch(/subscription ends on/);
    await deliverEvent(
      stripe.current,
      stripeEvent('customer.subscription.updated', subscriptionObject(base), now - 60),
    );
    expect((await subscriptionRow(subscriptionId))?.cancel_at_period_end).toBe(1);
  });

  it('cancelling at the period end keeps access until then and shows on /training/me; deletion ends it', async () => {
    const { email, subscriptionId, customerId, periodEnd } = await paidVisitor();
    const base = {
      id: subscriptionId,
      customer: customerId,
      status: 'active',
      quantity: 1,
      currentPeriodEnd: periodEnd,
      metadata: { purpose: 'academy' },
    };
    await deliverEvent(
      stripe.current,
      stripeEvent('customer.subscription.updated', subscriptionObject({ ...base, cancelAtPeriodEnd: true })),
    );
    const user = await userByEmail(email);
    expect(user).toMatchObject({ subscription_status: 'active', subscription_expiry: periodEnd * 1000 });

    const ended = { ...subscriptionObject({ ...base, status: 'canceled' }), ended_at: Math.floor(Date.now() / 1000) };
    const deleted = await deliverEvent(stripe.current, stripeEvent('customer.subscription.deleted', ended));
    expect(deleted.sent?.[0]?.subject).toMatch(/has ended/);
    expect((await userByEmail(email))?.subscription_status).toBe('cancelled');
    // An "active" state from before the deletion never starts it again.
    await deliverEvent(
      stripe.current,
      stripeEvent('customer.subscription.updated', subscriptionObject(base), Math.floor(Date.now() / 1000) - 30),
    );
    expect((await userByEmail(email))?.subscription_status).toBe('cancelled');
  });

  it('records a refund from charge.refunded, in part and then in full, never going back', async () => {
    const { subscriptionId, customerId, periodEnd } = await paidVisitor();
    const invoiceId = `in_refund_${Date.now()}`;
    const paymentIntent = `pi_refund_${Date.now()}`;
    await deliverEvent(
      stripe.current,
      stripeEvent(
        'invoice.paid',
        invoiceObject({ id: invoiceId, subscriptionId, customerId, amount: 1200, periodEnd, paymentIntent }),
      ),
    );
    const partly = stripeEvent(
      'charge.refunded',
      chargeRefundedObject({ paymentIntent, amount: 1200, amountRefunded: 500 }),
    );
    const whole = stripeEvent(
      'charge.refunded',
      chargeRefundedObject({ paymentIntent, amount: 1200, amountRefunded: 1200 }),
    );
    await deliverEvent(stripe.current, whole);
    await deliverEvent(stripe.current, partly);
    expect(
      await env.DB.prepare('SELECT status, amount_refunded FROM payments WHERE id = ?').bind(invoiceId).first(),
    ).toEqual({
      status: 'refunded',
      amount_refunded: 1200,
    });
  });
});
