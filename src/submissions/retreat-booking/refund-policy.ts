/**
 * The retreat cancellation policy (the terms, section on retreats, and the booking page say the same): a booking
 * cancelled up to 14 days before the event's first day is refunded in full; from then on, nothing is refunded. An
 * event the owner cancels is refunded in full, always.
 */
import { addDays, daysBetween } from '../../lib/london-time';

export const FULL_REFUND_DAYS_BEFORE = 14;

/** The pence refunded when the buyer cancels on `today` (London) an event starting on `startDate`. */
export function refundOnCancelling(
  booking: { amount: number; amountRefunded: number },
  startDate: string,
  today: string,
): number {
  return daysBetween(today, startDate) >= FULL_REFUND_DAYS_BEFORE ? booking.amount - booking.amountRefunded : 0;
}

/** The last day a cancellation is refunded in full: 14 days before the first day. */
export const lastFullRefundDay = (startDate: string) => addDays(startDate, -FULL_REFUND_DAYS_BEFORE);
