/**
 * What a feature gives the webhook for the events it understands: the statements that apply one event, each guarded by
 * `claimed` so that they run only in the batch that stored the event first; and the outbox rows it writes, whose ids
 * the webhook queues once the batch has stood.
 */
import type { SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/client';
import type { Statement } from '../db/atomic-batch';

export interface PaymentEventContext {
  db: Database;
  stripe: Stripe;
  now: Date;
  /** True only inside the batch that stored this event: a replay's statements change nothing. */
  claimed: SQL;
  /** The event's own creation time, which orders it against the state already stored. */
  eventAt: Date;
  eventId: string;
}

export interface AppliedEvent {
  statements: Statement[];
  /** INSERT … RETURNING id statements of outbox rows: queued after the batch. */
  emails: Statement[];
}

/** null: not this feature's event (another handler, or nobody's, is asked). */
export type PaymentEventHandler = (event: Stripe.Event, context: PaymentEventContext) => Promise<AppliedEvent | null>;

/** A passing failure to reach Stripe or D1: the webhook answers 503 so that Stripe sends the event again. */
export class PaymentRetryLater extends Error {
  override name = 'PaymentRetryLater';
}
