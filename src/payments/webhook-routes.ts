/**
 * POST /api/payments/webhook: Stripe's events, the source of truth for every payment. The raw body is verified with
 * Stripe's signature (5 minutes' tolerance) before anything is read from it; each event is stored once by its id in
 * the same atomic batch as the statements that apply it, so a replay or a second delivery racing the first changes
 * nothing. A passing failure of D1 or of Stripe answers 503 so that Stripe retries; nothing else is a 5xx.
 */
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Stripe from 'stripe';
import { atomicBatch, type Statement } from '../db/atomic-batch';
import { database } from '../db/client';
import { paymentEvents } from '../db/schema/payments';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { afterResponse } from '../lib/after-response';
import { enqueueNotifications } from '../notify/enqueue';
import { type AppliedEvent, type PaymentEventHandler, PaymentRetryLater } from './event-handlers';
import { stripeClient, webhookCrypto } from './stripe-client';

const TOLERANCE_SECONDS = 300;
const MAX_EVENT_BYTES = 256 * 1024;
const RETRY_AFTER_SECONDS = '30';

export function paymentWebhookRoutes(handlers: readonly PaymentEventHandler[]) {
  const routes = new Hono<AppEnv>();

  const retryLater = (c: Context<AppEnv>) => {
    c.header('Retry-After', RETRY_AFTER_SECONDS);
    return apiError(c, 503, 'service_unavailable', 'The event could not be applied just now. Please send it again.');
  };

  routes.post(
    '/webhook',
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: (c) => apiError(c, 413, 'payload_too_large', 'An event is never this large.'),
    }),
    async (c) => {
      const secret = c.env.STRIPE_WEBHOOK_SECRET?.trim();
      const signature = c.req.header('stripe-signature') ?? '';
      const stripe = stripeClient(c.env);
      const raw = await c.req.text();
      if (!secret || !signature || !stripe) {
        return apiError(c, 400, 'bad_signature', 'The event has no valid Stripe signature.');
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(raw, signature, secret, TOLERANCE_SECONDS, webhookCrypto);
      } catch {
        return apiError(c, 400, 'bad_signature', 'The event has no valid Stripe signature, or it is too old.');
      }
      if (!isEventShaped(event)) return apiError(c, 400, 'unreadable_event', 'The event could not be read.');
      const db = database(c.env.DB);
      const now = new Date();
      const claim = crypto.randomUUID();
      const claimed = sql`exists (select 1 from ${paymentEvents} where id = ${event.id} and claim = ${claim})`;
      const context = { db, stripe, now, claimed, eventAt: new Date(event.created * 1000), eventId: event.id };
      try {
        const seen = await db.$client.prepare('SELECT 1 FROM payment_events WHERE id = ?').bind(event.id).first();
        if (seen) return c.json({ received: true, replay: true });
        let applied: AppliedEvent = { statements: [], emails: [] };
        for (const handler of handlers) {
          const answer = await handler(event, context);
          if (answer) {
            applied = answer;
            break;
          }
        }
        const store: Statement = sql`insert into ${paymentEvents} (id, type, created_at, received_at, claim)
          values (${event.id}, ${event.type}, ${event.created * 1000}, ${now.getTime()}, ${claim})
          on conflict (id) do nothing`;
        const results = await atomicBatch(db, [store, ...applied.statements, ...applied.emails]);
        const emailResults = results.slice(1 + applied.statements.length);
        const outboxIds = emailResults.flatMap((result) =>
          (result.results as { id?: string }[]).flatMap((row) => (row.id ? [row.id] : [])),
        );
        // After the answer (waitUntil); a message that fails to go is left to the outbox sweep.
        await afterResponse(
          c,
          enqueueNotifications(
            c.env,
            outboxIds.map((outboxId) => ({ type: 'send' as const, outboxId })),
          ),
        );
        return c.json({ received: true, replay: results[0]?.meta.changes !== 1 });
      } catch (error) {
        // Never the event or its error text: they can hold a customer's address.
        console.error(`payment_event_failed type=${event.type} ${error instanceof Error ? error.name : 'unknown'}`);
        if (error instanceof PaymentRetryLater || isPassingFailure(error)) return retryLater(c);
        // An event we cannot make sense of is kept out of the log of applied events and answered 400, never 500.
        return apiError(c, 400, 'unreadable_event', 'The event could not be read.');
      }
    },
  );
  return routes;
}

/** D1's errors and Stripe's connection and server errors pass; Stripe retries the event later. */
function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const type = (error as { type?: unknown }).type;
  const text = `${String(type)} ${error.name} ${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`;
  return /D1_|SQLITE_BUSY|storage|network|StripeConnectionError|StripeAPIError|StripeRateLimitError/i.test(text);
}

/** Signed by Stripe, yet checked before use: an id, a type, a creation time and an object. */
function isEventShaped(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null) return false;
  const { id, type, created, data } = event as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^evt_\w{1,250}$/.test(id) &&
    typeof type === 'string' &&
    Number.isSafeInteger(created) &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Record<string, unknown>).object === 'object'
  );
}
