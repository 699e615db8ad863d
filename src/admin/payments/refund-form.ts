/**
 * The refund form as the server reads it: an amount in pounds, more than nothing and no more than is left of the
 * payment, and the random key the page rendered into it, which makes a second press of the same form the same refund.
 */
import { formatPence, penceOf } from '../../lib/pounds';

export type RefundFieldName = 'amount';

export interface RefundValues {
  amount: string;
  key: string;
}

export type RefundRequest =
  | { ok: true; pence: number; key: string }
  | { ok: false; errors: Partial<Record<RefundFieldName, string>>; problem?: string };

const KEY = /^[A-Za-z0-9-]{16,64}$/;

/** A fresh key for each page rendered: one form, one refund. */
export function newRefundKey(): string {
  return crypto.randomUUID();
}

export function readRefund(values: RefundValues, remaining: number): RefundRequest {
  if (!KEY.test(values.key)) {
    return { ok: false, errors: {}, problem: 'The form was incomplete. Nothing was refunded: please try again.' };
  }
  const pence = penceOf(values.amount);
  if (pence === null) return { ok: false, errors: { amount: 'Enter the amount in pounds, such as 12.50' } };
  if (pence <= 0) return { ok: false, errors: { amount: 'Enter an amount of more than £0.00' } };
  if (pence > remaining) {
    return { ok: false, errors: { amount: `Enter at most ${formatPence(remaining)}, what is left of this payment` } };
  }
  return { ok: true, pence, key: values.key };
}
