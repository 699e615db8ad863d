/**
 * The rules around paid subscriptions that protect the buyer (issue 33): access opens only for money taken; Stripe's
 * retries never stretch the seven days of grace; one running subscription per learner; and erasing a person cancels
 * what Stripe would otherwise go on charging.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../../test/support/admin';
import { ownerForEachTest } from '../../../test/support/admin-owner';
import { signedInLearner } from '../../../test/support/learner';
import { deliverEvent, latestCheckout, paymentBindings, standInForEachTest } from '../../../test/support/payments';
import { checkoutCompletion, invoiceObject, stripeEvent } from '../../../test/support/stripe-events';
import { callsTo } from '../../../test/support/stripe-stand-in';
import { userByEmail } from '../../../test/support/team-fixtures';
import { textOf } from '../../../test/support/page-html';

const stripe = standInForEachTest();
const owner = ownerForEachTest(async () => {});
const DAY = 86_400_000;

async function learnerWithCheckout(plan = 'employee-month') {
  const learner = await signedInLearner({});
  const started = await send('/training/subscribe', {
    cookie: learner.cookie,
    form: { csrf: learner.csrf, plan, immediateAccess: 'on' },
    bindings: paymentBindings(stripe.current),
  });
  expect(started.status).toBe(303);
  return { learner, checkout: await latestCheckout() };
}

describe('paid subscriptions', () => {
  it('opens nothing at checkout while the payment is still processing; the paid invoice opens it', async () => {
    const { learner, checkout } = await learnerWithCheckout();
    const completion = checkoutCompletion(checkout);
    stripe.current.subscriptions.set(completion.subscriptionId, completion.subscription);
    const processing = {
      ...completion.event,
      data: { object: { ...completion.event.data.object, payment_status: 'unpaid' } },
    };
    expect((await deliverEvent(stripe.current, processing)).status).toBe(200);
    expect((await userByEmail(learner.email))?.subscription_expiry ?? 0).toBeLessThan(Date.now());

    const invoice = invoiceObject({
      id: `in_dd_${Date.now()}`,
      subscriptionId: completion.subscriptionId,
      customerId: completion.customerId,
      amount: 1200,
      periodEnd: completion.periodEnd,
      paymentIntent: `pi_dd_${Date.now()}`,
    });
    await deliverEvent(stripe.current, stripeEvent('invoice.paid', invoice));
    expect((await userByEmail(learner.email))?.subscription_expiry).toBe(completion.periodEnd * 1000);
  });

  it('keeps grace to seven days from the first failure, however often Stripe retries and in whatever order', async () => {
    const { learner, checkout } = await learnerWithCheckout();
    const completion = checkoutCompletion(checkout);
    stripe.current.subscriptions.set(completion.subscriptionId, completion.subscription);
    await deliverEvent(stripe.current, completion.event);
    const first = Math.floor(Date.now() / 1000) + 60;
    const renewal = invoiceObject({
      id: `in_retry_${Date.now()}`,
      subscriptionId: completion.subscriptionId,
      customerId: completion.customerId,
      amount: 1200,
      periodEnd: completion.periodEnd + 30 * 86_400,
    });
    // Stripe's third and second retries arrive before the first failure.
    for (const at of [first + 5 * 86_400, first + 3 * 86_400, first])
      await deliverEvent(stripe.current, stripeEvent('invoice.payment_failed', renewal, at));
    const expiry = (await userByEmail(learner.email))?.subscription_expiry ?? 0;
    expect(expiry).toBe(Math.max(completion.periodEnd * 1000, first * 1000 + 7 * DAY));
  });

  it('refuses a second subscription while one is running, and charges nothing', async () => {
    const { learner, checkout } = await learnerWithCheckout();
    const completion = checkoutCompletion(checkout);
    stripe.current.subscriptions.set(completion.subscriptionId, completion.subscription);
    await deliverEvent(stripe.current, completion.event);
    const again = await send('/training/subscribe', {
      cookie: learner.cookie,
      form: { csrf: learner.csrf, plan: 'employer-year', seats: '5', immediateAccess: 'on' },
      bindings: paymentBindings(stripe.current),
    });
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain('You already have a subscription');
    expect(callsTo(stripe.current, '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('hands a granted learner who also pays back to the paid subscription when the owner ends the grant', async () => {
    const { learner, checkout } = await learnerWithCheckout();
    await env.DB.prepare(
      "UPDATE training_users SET subscription_tier = 'employer', subscription_status = 'active', subscription_expiry = NULL, access_source = 'granted' WHERE id = ?",
    )
      .bind(learner.id)
      .run();
    const completion = checkoutCompletion(checkout);
    stripe.current.subscriptions.set(completion.subscriptionId, completion.subscription);
    await deliverEvent(stripe.current, completion.event);
    // Still the grant, but the paid subscription can be managed.
    expect(await userByEmail(learner.email)).toMatchObject({
      subscription_tier: 'employer',
      subscription_expiry: null,
    });
    expect(
      await env.DB.prepare('SELECT stripe_customer_id FROM training_users WHERE id = ?')
        .bind(learner.id)
        .first('stripe_customer_id'),
    ).toBe(completion.customerId);

    const ended = await owner.post(`/admin/learners/${learner.id}/subscription`, {
      csrf: owner.csrf,
      subscriptionTier: 'employer',
      subscriptionStatus: 'end',
      subscriptionExpiry: '',
      teamSeats: '',
      companyName: '',
    });
    expect(ended.status).toBe(303);
    expect(await userByEmail(learner.email)).toMatchObject({
      subscription_tier: 'employee',
      subscription_status: 'active',
      subscription_expiry: completion.periodEnd * 1000,
    });
  });

  it('cancels a running subscription at Stripe before erasing its learner, and erases nothing if it cannot', async () => {
    const { learner, checkout } = await learnerWithCheckout();
    const completion = checkoutCompletion(checkout);
    stripe.current.subscriptions.set(completion.subscriptionId, completion.subscription);
    await deliverEvent(stripe.current, completion.event);
    const erase = (bindings: Record<string, unknown>) =>
      owner.post(
        '/admin/data-requests/erase',
        { csrf: owner.csrf, email: learner.email, confirmation: learner.email },
        { bindings },
      );

    const refused = await erase({ STRIPE_SECRET_KEY: '' });
    expect(refused.status).toBe(503);
    expect(textOf(await refused.text())).toContain('nothing was erased');
    expect(await userByEmail(learner.email)).not.toBeNull();

    const erased = await erase(paymentBindings(stripe.current));
    expect(erased.status).toBe(303);
    expect(
      callsTo(stripe.current, `/v1/subscriptions/${completion.subscriptionId}`).map((call) => call.method),
    ).toContain('DELETE');
    expect(await userByEmail(learner.email)).toBeNull();
    const ledger = await env.DB.prepare('SELECT count(*) AS n FROM academy_subscriptions WHERE id = ?')
      .bind(completion.subscriptionId)
      .first<number>('n');
    expect(ledger).toBe(0);
  });
});
