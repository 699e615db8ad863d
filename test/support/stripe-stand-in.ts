/**
 * A local stand-in for the few Stripe API calls the site makes (Checkout Session and its expiry, Portal session, subscription
 * retrieval, invoice payments, refund), so no test needs the network. It records each call's parameters as the SDK
 * sent them (form fields such as `line_items[0][price_data][unit_amount]`) for the tests to assert, and answers in
 * Stripe's shapes. It is plain fetch: workerd tests call it in place of the global fetch, the browser tests serve it
 * over HTTP (test/browser/support/stripe-server.ts). Its "checkout" and "portal" pages stand for Stripe's hosted ones.
 */
export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInSubscription {
  id: string;
  customer: string;
  status: string;
  quantity: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** The address to give the SDK (STRIPE_API_BASE). */
  base: string;
  calls: RecordedCall[];
  subscriptions: Map<string, StandInSubscription>;
  /** An invoice's PaymentIntent, for invoice_payments. */
  invoicePaymentIntents: Map<string, string>;
  /** PaymentIntents and what has been refunded of them, in pence. */
  refunded: Map<string, number>;
  /** Checkout Sessions the site closed (expire). */
  expiredSessions: Set<string>;
  handle: (request: Request) => Promise<Response>;
}

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}_test_${Date.now().toString(36)}${sequence.toString(36)}`;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stripeError = (message: string, status = 400) =>
  json({ error: { type: 'invalid_request_error', message } }, status);

export function subscriptionObject(subscription: StandInSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: null,
    metadata: subscription.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          quantity: subscription.quantity,
          current_period_end: subscription.currentPeriodEnd,
          current_period_start: subscription.currentPeriodEnd - 30 * 86_400,
        },
      ],
    },
  };
}

export function stripeStandIn(base = 'http://stripe.stand-in'): StripeStandIn {
  const sessionIds = new Map<RecordedCall, string>();
  const standIn: StripeStandIn = {
    base,
    calls: [],
    subscriptions: new Map(),
    invoicePaymentIntents: new Map(),
    refunded: new Map(),
    expiredSessions: new Set(),
    handle: async (request) => {
      const url = new URL(request.url);
      const params = Object.fromEntries(
        request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.text()),
      );
      const idempotencyKey = request.headers.get('idempotency-key');
      const earlier = idempotencyKey
        ? standIn.calls.find((call) => call.idempotencyKey === idempotencyKey && call.path === url.pathname)
        : undefined;
      standIn.calls.push({ method: request.method, path: url.pathname, params, idempotencyKey });
      const path = url.pathname;

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        // As Stripe does, a repeat of an idempotency key is answered with the first call's session.
        const id = (earlier && sessionIds.get(earlier)) || nextId('cs');
        const first = standIn.calls[standIn.calls.length - 1];
        if (first && !earlier) sessionIds.set(first, id);
        standIn.expiredSessions.delete(id);
        return json({
          id,
          object: 'checkout.session',
          mode: params.mode,
          url: `${base}/checkout/${id}`,
          metadata: {},
          customer: params.customer ?? null,
          subscription: null,
        });
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expire?.[1]) {
        standIn.expiredSessions.add(expire[1]);
        return json({ id: expire[1], object: 'checkout.session', status: 'expired', url: null });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        return json({ id, object: 'billing_portal.session', customer: params.customer, url: `${base}/portal/${id}` });
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && subscription?.[1]) {
        const found = standIn.subscriptions.get(subscription[1]);
        return found ? json(subscriptionObject(found)) : stripeError('No such subscription', 404);
      }
      if (request.method === 'DELETE' && subscription?.[1]) {
        const found = standIn.subscriptions.get(subscription[1]);
        if (!found) return stripeError('No such subscription', 404);
        found.status = 'canceled';
        return json({ ...subscriptionObject(found), ended_at: Math.floor(Date.now() / 1000) });
      }
      if (request.method === 'GET' && path === '/v1/invoice_payments') {
        const paymentIntent = standIn.invoicePaymentIntents.get(params.invoice ?? '');
        const data = paymentIntent
          ? [
              {
                id: nextId('inpay'),
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ]
          : [];
        return json({ object: 'list', data, has_more: false });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const paymentIntent = params.payment_intent ?? '';
        const amount = Number(params.amount);
        if (earlier)
          return json({
            id: `re_${earlier.idempotencyKey}`,
            object: 'refund',
            amount,
            payment_intent: paymentIntent,
            status: 'succeeded',
          });
        standIn.refunded.set(paymentIntent, (standIn.refunded.get(paymentIntent) ?? 0) + amount);
        return json({
          id: `re_${idempotencyKey ?? nextId('re')}`,
          object: 'refund',
          amount,
          payment_intent: paymentIntent,
          status: 'succeeded',
        });
      }
      const page = /^\/(checkout|portal)\/([\w-]+)$/.exec(path);
      if (request.method === 'GET' && page) {
        const what =
          page[1] === 'checkout' ? 'Stripe Checkout (test stand-in)' : 'Stripe customer portal (test stand-in)';
        return new Response(
          `<!doctype html><html lang="en"><title>${what}</title><h1>${what}</h1><p id="session">${page[2]}</p></html>`,
          {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          },
        );
      }
      return stripeError(`The stand-in does not answer ${request.method} ${path}`, 404);
    },
  };
  return standIn;
}

/** The calls to one path, newest last. */
export function callsTo(standIn: StripeStandIn, path: string): RecordedCall[] {
  return standIn.calls.filter((call) => call.path === path);
}
