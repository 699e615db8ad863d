/**
 * Payments in the workerd tests: the Stripe stand-in in place of the network (the SDK's fetch is routed to it), the
 * bindings that switch payments on, and the webhook fed with signed events.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, vi } from 'vitest';
import { app } from '../../src/worker';
import { ORIGIN, send } from './admin';
import { type SentEmail, mailingBindings, recordingMailer } from './notify';
import { checkoutCompletion, signedEvent, TEST_SECRET_KEY, TEST_WEBHOOK_SECRET, type TestEvent } from './stripe-events';
import { type StripeStandIn, stripeStandIn } from './stripe-stand-in';

export const paymentBindings = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: standIn.base,
});

/** A visitor (not signed in) presses Subscribe on the plain form for these plan and details, against the stand-in. */
export function visitorSubscribesWith(standIn: StripeStandIn, fields: Record<string, string>) {
  return send('/training/subscribe', {
    form: {
      plan: 'employee-month',
      seats: '1',
      immediateAccess: 'on',
      firstName: 'Nia',
      lastName: 'Roberts',
      terms: 'on',
      ...fields,
    },
    bindings: paymentBindings(standIn),
  });
}

/** A new stand-in for each test, answering the SDK's calls in place of api.stripe.com. */
export function standInForEachTest(): { current: StripeStandIn } {
  const holder = { current: stripeStandIn() };
  beforeEach(() => {
    holder.current = stripeStandIn();
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return request.url.startsWith(holder.current.base) ? holder.current.handle(request) : realFetch(request);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return holder;
}

/** Delivers an event to the webhook, signed unless `signature` says otherwise; emails it queues are sent and recorded. */
export async function deliverEvent(
  standIn: StripeStandIn,
  event: TestEvent | string,
  options: { signature?: string | null; timestamp?: number; bindings?: Record<string, unknown> } = {},
): Promise<Response & { sent?: SentEmail[] }> {
  const signed = await signedEvent(event, { timestamp: options.timestamp });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const signature = options.signature === undefined ? signed.signature : options.signature;
  if (signature !== null) headers['stripe-signature'] = signature;
  const mailer = recordingMailer();
  const response = await app.request(
    `${ORIGIN}/api/payments/webhook`,
    { method: 'POST', headers, body: signed.payload },
    { ...env, ...paymentBindings(standIn), ...mailingBindings(mailer), ...options.bindings },
  );
  return Object.assign(response, { sent: mailer.sent });
}

/** The newest Checkout a test started, as stored. */
export async function latestCheckout(): Promise<{
  id: string;
  email: string;
  tier: string;
  billing: string;
  seats: number;
  unit_amount: number;
}> {
  const row = await env.DB.prepare(
    'SELECT id, email, tier, billing, seats, unit_amount FROM academy_checkouts ORDER BY created_at DESC, rowid DESC LIMIT 1',
  ).first<{ id: string; email: string; tier: string; billing: string; seats: number; unit_amount: number }>();
  if (!row) throw new Error('no checkout stored');
  return row;
}

/** Stripe completing the newest Checkout: the subscription as the stand-in will answer for it, and the event. */
export async function completeCheckout(
  standIn: StripeStandIn,
  options: { seats?: number; periodEnd?: number; status?: string } = {},
) {
  const checkout = await latestCheckout();
  const { subscription, event, subscriptionId, customerId, periodEnd } = checkoutCompletion(checkout, options);
  standIn.subscriptions.set(subscriptionId, subscription);
  const response = await deliverEvent(standIn, event);
  return { response, checkout, subscriptionId, customerId, periodEnd, event };
}
