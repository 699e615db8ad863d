/**
 * The Academy in the owner's funnel (issue 35): Subscribe pressed is counted when a checkout is started, once for a
 * double press; a subscription paid once when its checkout completes, however often Stripe sends the event; and the
 * payments it makes keep the source of the visit that pressed Subscribe (referrer host and campaign, nothing more).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from '../../../test/support/admin';
import { expectCounted } from '../../../test/support/funnel';
import {
  completeCheckout,
  deliverEvent,
  paymentBindings,
  standInForEachTest,
  visitorSubscribesWith,
} from '../../../test/support/payments';
import { invoiceObject, stripeEvent } from '../../../test/support/stripe-events';
import { address } from '../../../test/support/team-fixtures';

const stripe = standInForEachTest();
const SOURCE = 'ref=google.com&utm_source=newsletter&utm_medium=email&utm_campaign=spring';
const SOURCE_COLUMNS = 'source_referrer_host, source_utm_source, source_utm_medium, source_utm_campaign';
const KEPT_SOURCE = {
  source_referrer_host: 'google.com',
  source_utm_source: 'newsletter',
  source_utm_medium: 'email',
  source_utm_campaign: 'spring',
};

/** A visitor's Subscribe form, as posted with JavaScript off. */
const visitorSubscribes = (fields: Record<string, string>) => visitorSubscribesWith(stripe.current, fields);

const checkoutSource = (email: string) =>
  env.DB.prepare(`SELECT ${SOURCE_COLUMNS} FROM academy_checkouts WHERE email = ? ORDER BY created_at DESC LIMIT 1`)
    .bind(email)
    .first();

const paymentSource = (id: string) =>
  env.DB.prepare(`SELECT ${SOURCE_COLUMNS} FROM payments WHERE id = ?`).bind(id).first();

describe('Subscribe pressed', () => {
  it('carries the page’s source in the form, and keeps it on a form shown again with messages', async () => {
    const page = await send('/training/subscribe?plan=employee-month&utm_source=newsletter&utm_campaign=spring', {
      bindings: paymentBindings(stripe.current),
    });
    expect(await page.text()).toContain('name="visit_source" value="utm_source=newsletter&amp;utm_campaign=spring"');
    await expectCounted('subscribe_pressed', 0, async () => {
      const refused = await visitorSubscribes({ email: address('no-terms'), terms: '', visit_source: SOURCE });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(`value="${SOURCE.replaceAll('&', '&amp;')}"`);
    });
  });

  it('counts each checkout started, a double press once, and stores the visit’s source on the checkout', async () => {
    const email = address('funnel');
    const direct = address('direct');
    await expectCounted('subscribe_pressed', 2, async () => {
      expect((await visitorSubscribes({ email, visit_source: SOURCE })).status).toBe(303);
      // The same form sent again at once (a double press): on to Stripe again, but one press.
      expect((await visitorSubscribes({ email, visit_source: SOURCE })).status).toBe(303);
      expect((await visitorSubscribes({ email: direct })).status).toBe(303);
    });
    expect(await checkoutSource(email)).toEqual(KEPT_SOURCE);
    expect(await checkoutSource(direct)).toEqual({
      source_referrer_host: null,
      source_utm_source: null,
      source_utm_medium: null,
      source_utm_campaign: null,
    });
    // A source that is not one (a tampered field) is stored as none, never as typed.
    const tampered = address('tampered');
    await visitorSubscribes({ email: tampered, visit_source: 'ref=<script>&utm_source=%00' });
    expect(await checkoutSource(tampered)).toMatchObject({ source_referrer_host: null, source_utm_source: null });
  });
});

describe('A subscription paid', () => {
  it('is counted once when its checkout completes, however often Stripe sends the event', async () => {
    await visitorSubscribes({ email: address('paid'), visit_source: SOURCE });
    await expectCounted('subscription_paid', 1, async () => {
      const { response, event } = await completeCheckout(stripe.current);
      expect(response.status).toBe(200);
      const replay = await deliverEvent(stripe.current, event);
      expect(await replay.json()).toMatchObject({ received: true, replay: true });
    });
  });

  it('keeps the Subscribe form’s source on its payments, the first and the renewals', async () => {
    await visitorSubscribes({ email: address('ledger'), visit_source: SOURCE });
    const { checkout, subscriptionId, customerId, periodEnd } = await completeCheckout(stripe.current);
    const invoice = (id: string) =>
      stripeEvent(
        'invoice.paid',
        invoiceObject({ id, subscriptionId, customerId, amount: 1200, periodEnd, checkoutId: checkout.id }),
      );
    expect((await deliverEvent(stripe.current, invoice('in_funnel_first'))).status).toBe(200);
    expect(await paymentSource('in_funnel_first')).toEqual(KEPT_SOURCE);
    // A month on the checkout is long gone (kept two days): the renewal keeps the subscription's first payment's.
    await env.DB.prepare('DELETE FROM academy_checkouts WHERE id = ?').bind(checkout.id).run();
    expect((await deliverEvent(stripe.current, invoice('in_funnel_renewal'))).status).toBe(200);
    expect(await paymentSource('in_funnel_renewal')).toEqual(KEPT_SOURCE);
  });

  it('a payment from a visit with no known source has none', async () => {
    await visitorSubscribes({ email: address('unknown') });
    const { checkout, subscriptionId, customerId, periodEnd } = await completeCheckout(stripe.current);
    const event = stripeEvent(
      'invoice.paid',
      invoiceObject({
        id: 'in_funnel_none',
        subscriptionId,
        customerId,
        amount: 1200,
        periodEnd,
        checkoutId: checkout.id,
      }),
    );
    expect((await deliverEvent(stripe.current, event)).status).toBe(200);
    expect(await paymentSource('in_funnel_none')).toMatchObject({
      source_referrer_host: null,
      source_utm_campaign: null,
    });
  });
});
