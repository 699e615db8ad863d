/**
 * Stripe events as the webhook receives them, signed with the SDK's own generateTestHeaderStringAsync, so the real
 * verification path checks them. Objects carry only the fields the site reads, in Stripe's shapes.
 */
import Stripe from 'stripe';

/** The webhook signing secret the tests give the Worker (STRIPE_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_local_secret_of_the_tests_0123456789';
/** The tests' Stripe key: test mode, never sent anywhere but the stand-in. */
export const TEST_SECRET_KEY = 'sk_test_stand_in_key_of_the_tests';

let sequence = 0;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface TestEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()): TestEvent {
  sequence += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}${sequence.toString(36)}`,
    type,
    created,
    data: { object },
    ...{ object: 'event', api_version: '2026-10-28.endive', livemode: false, pending_webhooks: 1, request: null },
  };
}

/** The body and its Stripe-Signature header; `timestamp` (seconds) to sign as of another time. */
export async function signedEvent(
  event: TestEvent | string,
  options: { secret?: string; timestamp?: number } = {},
): Promise<{ payload: string; signature: string }> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? nowSeconds(),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, signature };
}

export function checkoutCompletedObject(fields: {
  checkoutId: string;
  subscriptionId: string;
  customerId: string;
  tier: string;
  billing: string;
}) {
  return {
    id: `cs_test_${fields.checkoutId.slice(0, 8)}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer: fields.customerId,
    subscription: fields.subscriptionId,
    client_reference_id: fields.checkoutId,
    metadata: { purpose: 'academy', checkout: fields.checkoutId, tier: fields.tier, billing: fields.billing },
  };
}

export function invoiceObject(fields: {
  id: string;
  subscriptionId: string;
  customerId: string;
  amount: number;
  periodEnd: number;
  paymentIntent?: string;
  payUrl?: string;
  /** The Checkout that began the subscription, as its metadata names it. */
  checkoutId?: string;
}) {
  return {
    id: fields.id,
    object: 'invoice',
    customer: fields.customerId,
    amount_paid: fields.amount,
    amount_due: fields.amount,
    currency: 'gbp',
    created: nowSeconds(),
    hosted_invoice_url: fields.payUrl ?? `https://invoice.stripe.com/i/${fields.id}`,
    parent: {
      type: 'subscription_details',
      subscription_details: {
        subscription: fields.subscriptionId,
        metadata: { purpose: 'academy', ...(fields.checkoutId ? { checkout: fields.checkoutId } : {}) },
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          description: 'Training Academy subscription',
          period: { start: fields.periodEnd - 30 * 86_400, end: fields.periodEnd },
        },
      ],
    },
    ...(fields.paymentIntent
      ? {
          payments: {
            object: 'list',
            data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: fields.paymentIntent } }],
          },
        }
      : {}),
  };
}

export function chargeRefundedObject(fields: { paymentIntent: string; amount: number; amountRefunded: number }) {
  return {
    id: `ch_test_${fields.paymentIntent}`,
    object: 'charge',
    amount: fields.amount,
    amount_refunded: fields.amountRefunded,
    refunded: fields.amountRefunded >= fields.amount,
    payment_intent: fields.paymentIntent,
    currency: 'gbp',
  };
}

/** A Checkout as stored (academy_checkouts), as much as Stripe's side of it needs. */
export interface StoredCheckout {
  id: string;
  tier: string;
  billing: string;
  seats: number;
}

/**
 * Stripe completing a stored Checkout: the subscription its API will then describe (for the stand-in) and the
 * checkout.session.completed event naming it.
 */
export function checkoutCompletion(
  checkout: StoredCheckout,
  options: { seats?: number; periodEnd?: number; status?: string } = {},
) {
  const subscriptionId = `sub_test_${checkout.id.slice(0, 12)}`;
  const customerId = `cus_test_${checkout.id.slice(0, 12)}`;
  const periodEnd = options.periodEnd ?? nowSeconds() + 30 * 86_400;
  const subscription = {
    id: subscriptionId,
    customer: customerId,
    status: options.status ?? 'active',
    quantity: options.seats ?? checkout.seats,
    currentPeriodEnd: periodEnd,
    metadata: { purpose: 'academy', checkout: checkout.id, tier: checkout.tier, billing: checkout.billing },
  };
  const event = stripeEvent(
    'checkout.session.completed',
    checkoutCompletedObject({
      checkoutId: checkout.id,
      subscriptionId,
      customerId,
      tier: checkout.tier,
      billing: checkout.billing,
    }),
  );
  return { subscription, event, subscriptionId, customerId, periodEnd };
}
