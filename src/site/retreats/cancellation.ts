/**
 * Cancelling retreat places: by the buyer on their booking page (refunded by the policy: in full up to 14 days before
 * the event, nothing after), by the owner (in full), or because the owner cancelled the whole event (in full, and
 * everyone told). The refund is made at Stripe first, with an idempotency key, and then recorded with the booking's
 * change and its email in one batch: a failure between the two is answered 503 and the retry refunds nothing twice.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isDated, retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookings, retreatEventStates, retreatWaitingList } from '../../db/schema/retreats';
import type { Bindings } from '../../env';
import { todayInLondon } from '../../lib/uk-date';
import { outboxInsertForRows } from '../../notify/outbox';
import { refundedStatement } from '../../payments/ledger';
import { stripeClient } from '../../payments/stripe-client';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';
import { refundOnCancelling } from '../../submissions/retreat-booking/refund-policy';
import { offerFreedPlaces } from './waiting-list-offers';

export type CancelledBy = 'visitor' | 'owner' | 'event';

export type CancelOutcome =
  | { cancelled: true; refunded: number; outboxIds: string[] }
  /** Nothing to cancel: already cancelled, never paid in time, or no such booking. */
  | { cancelled: false };

type RetreatBindings = Pick<Bindings, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/** What cancelling would refund now, in pence: what the buyer's page states before they press Cancel. */
export function refundDue(
  booking: {
    amount: number;
    amountRefunded: number;
    status: string;
    paymentIntentId: string | null;
    paidAt: Date | null;
  },
  startDate: string,
  by: CancelledBy,
  now: Date,
): number {
  // Nothing was paid for a held or reserved booking (a reservation marked paid by the owner has paidAt unset, but is 'paid').
  if (booking.status !== 'paid') return 0;
  if (by !== 'visitor') return booking.amount - booking.amountRefunded;
  return refundOnCancelling(booking, startDate, todayInLondon(now));
}

export async function cancelBooking(
  env: RetreatBindings,
  db: Database,
  bookingId: string,
  by: CancelledBy,
  now: Date,
): Promise<CancelOutcome> {
  const [booking] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, bookingId));
  if (!booking || !['held', 'paid', 'reserved'].includes(booking.status)) return { cancelled: false };
  const event = retreatEventOf(await siteContent(db.$client), booking.eventSlug);
  const startDate = event && isDated(event) ? event.startDate : todayInLondon(now);
  const refund = refundDue(booking, startDate, by, now);
  const stripe = stripeClient(env);
  if (refund > 0 && booking.paymentIntentId && stripe)
    // Keyed by the booking and the amount: a retry refunds nothing twice, and a changed amount is a new refund.
    await stripe.refunds.create(
      {
        payment_intent: booking.paymentIntentId,
        amount: refund,
        metadata: { purpose: 'retreat', booking: booking.id },
      },
      { idempotencyKey: `retreat-cancel-${booking.id}-${refund}` },
    );
  // A held booking's Checkout is closed, so it cannot be paid for afterwards (a payment that still lands is refunded).
  if (booking.status === 'held' && booking.checkoutSessionId && stripe)
    await stripe.checkout.sessions.expire(booking.checkoutSessionId).catch(() => undefined);
  const sequence = booking.calendarSequence + 1;
  const refundedTotal = booking.amountRefunded + refund;
  const cancelled = and(eq(retreatBookings.id, booking.id), eq(retreatBookings.status, 'cancelled')) ?? sql`0`;
  const results = await atomicBatch(db, [
    db
      .update(retreatBookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: by,
        amountRefunded: refundedTotal,
        calendarSequence: sequence,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(retreatBookings.id, booking.id), eq(retreatBookings.status, booking.status))),
    refundedStatement(
      sql`payment_intent_id = ${booking.paymentIntentId ?? ''}`,
      refundedTotal,
      sql`${booking.paymentIntentId !== null && refund > 0 ? 1 : 0} = 1`,
      now.getTime(),
    ),
    // A held booking was never confirmed: nothing to tell its buyer.
    ...(booking.status === 'held'
      ? []
      : [
          outboxInsertForRows(
            db,
            { itemKind: ITEM_KIND.retreatBooking, from: retreatBookings, itemId: sql`${retreatBookings.id}` },
            sql`${retreatBookingMessageKey({ type: 'cancelled', sequence })}`,
            cancelled,
            now,
          ),
        ]),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) return { cancelled: false };
  const outboxIds = (results[2]?.results as { id?: string }[] | undefined)?.flatMap((row) => (row.id ? [row.id] : []));
  const offers =
    by === 'event' ? [] : await offerFreedPlaces(db, await siteContent(db.$client), booking.eventSlug, now);
  return { cancelled: true, refunded: refund, outboxIds: [...(outboxIds ?? []), ...offers] };
}

export interface EventCancellation {
  cancelled: number;
  /** Bookings whose refund or record failed: pressing Cancel event again finishes them. */
  failed: number;
  outboxIds: string[];
}

/** The owner cancels an event: it can no longer be booked, every booking is refunded in full and told, the queue closed. */
export async function cancelEvent(
  env: RetreatBindings,
  db: Database,
  eventSlug: string,
  now: Date,
): Promise<EventCancellation> {
  await db
    .insert(retreatEventStates)
    .values({ eventSlug, cancelledAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: retreatEventStates.eventSlug,
      set: { cancelledAt: sql`coalesce(${retreatEventStates.cancelledAt}, ${now.getTime()})`, updatedAt: now },
    });
  await db
    .update(retreatWaitingList)
    .set({ status: 'left' })
    .where(
      and(eq(retreatWaitingList.eventSlug, eventSlug), inArray(retreatWaitingList.status, ['waiting', 'offered'])),
    );
  const open = await db
    .select({ id: retreatBookings.id })
    .from(retreatBookings)
    .where(
      and(eq(retreatBookings.eventSlug, eventSlug), inArray(retreatBookings.status, ['held', 'paid', 'reserved'])),
    );
  const outcome: EventCancellation = { cancelled: 0, failed: 0, outboxIds: [] };
  for (const { id } of open) {
    try {
      const done = await cancelBooking(env, db, id, 'event', now);
      if (done.cancelled) {
        outcome.cancelled += 1;
        outcome.outboxIds.push(...done.outboxIds);
      }
    } catch (error) {
      console.error(`retreat_event_cancel_failed ${error instanceof Error ? error.name : 'unknown'}`);
      outcome.failed += 1;
    }
  }
  return outcome;
}
