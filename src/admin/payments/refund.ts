/**
 * A refund the owner asks for: Stripe refunds the payment's PaymentIntent under the form's idempotency key, then the
 * ledger and the audit trail record it in one batch. Stripe answers a repeated key with the same refund, and the
 * refund's id is stored once in payment_events (as an event's id is), so a form sent twice refunds and records once.
 * The charge.refunded event that follows agrees: the refunded amount only grows.
 */
import { eq, isNull, and, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { auditStatement } from '../db/audit';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { paymentEvents, payments } from '../../db/schema/payments';
import { formatPence } from '../../lib/pounds';
import { idOf, refundedStatement } from '../../payments/ledger';
import type { PaymentRow } from './payments-query';

export type RefundOutcome =
  | { kind: 'refunded' }
  /** The same form again: Stripe gave back the refund already recorded. */
  | { kind: 'already' }
  | { kind: 'no-payment-intent' }
  /** Stripe said no; its message says why (an invalid request's message names no customer). */
  | { kind: 'refused'; message: string }
  /** Stripe could not be reached, or failed: worth trying again with the same key. */
  | { kind: 'unavailable' }
  /** Stripe refunded, but D1 failed to record it: charge.refunded brings the ledger up to date. */
  | { kind: 'not-recorded' };

interface RefundRequest {
  pence: number;
  key: string;
  actorUserId: string;
}

/** The PaymentIntent that took the money: the ledger's, or the invoice's paid payment asked of Stripe (and kept). */
async function paymentIntentOf(db: Database, stripe: Stripe, payment: PaymentRow): Promise<string | null> {
  if (payment.paymentIntentId) return payment.paymentIntentId;
  const listed = await stripe.invoicePayments.list({ invoice: payment.id, limit: 5 });
  const paid = listed.data.find((entry) => entry.status === 'paid');
  const found = idOf(paid?.payment.payment_intent);
  if (found) {
    await db
      .update(payments)
      .set({ paymentIntentId: found })
      .where(and(eq(payments.id, payment.id), isNull(payments.paymentIntentId)));
  }
  return found;
}

export async function refundPayment(
  db: Database,
  stripe: Stripe,
  payment: PaymentRow,
  request: RefundRequest,
  now = new Date(),
): Promise<RefundOutcome> {
  let refund: Stripe.Refund;
  try {
    const paymentIntent = await paymentIntentOf(db, stripe, payment);
    if (!paymentIntent) return { kind: 'no-payment-intent' };
    refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: request.pence, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-${request.key}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return { kind: 'refused', message: error.message };
    // The key was used for a different amount (the form was changed after a failed try): Stripe keeps the first.
    if (error instanceof Stripe.errors.StripeIdempotencyError)
      return {
        kind: 'refused',
        message:
          'this form was changed after an earlier try. Check the payment in Stripe’s dashboard, then refund again',
      };
    // Never the error's text: another kind of error may quote the customer.
    const type = (error as { type?: unknown } | null)?.type;
    console.error(`payment_refund_failed ${typeof type === 'string' ? type : 'unknown'}`);
    return { kind: 'unavailable' };
  }
  const at = now.getTime();
  const claim = crypto.randomUUID();
  const claimed = sql`exists (select 1 from ${paymentEvents} where id = ${refund.id} and claim = ${claim})`;
  const total = payment.amountRefunded + request.pence;
  const results = await atomicBatch(db, [
    sql`insert into ${paymentEvents} (id, type, created_at, received_at, claim)
      values (${refund.id}, 'refund.requested', ${at}, ${at}, ${claim})
      on conflict (id) do nothing`,
    refundedStatement(sql`id = ${payment.id}`, total, claimed, at),
    auditStatement(
      {
        actorUserId: request.actorUserId,
        action: 'payment.refund',
        itemKind: ITEM_KIND.payment,
        itemId: payment.id,
        fromStatus: payment.status,
        toStatus: total >= payment.amount ? 'refunded' : 'partly_refunded',
        // The amount only: never who paid.
        detail: formatPence(request.pence),
      },
      { onlyIfChanged: true, now: at },
    ),
  ]).catch(() => null);
  if (!results) return { kind: 'not-recorded' };
  return results[1]?.meta.changes === 1 ? { kind: 'refunded' } : { kind: 'already' };
}
