/**
 * The retreats' Stripe events. A Checkout paid for held places makes them paid, records the payment in the ledger and
 * queues the confirmation with its invitation. A payment that lands after the hold lapsed still takes the places if
 * the event has them; if not (or the booking was cancelled meanwhile) it is refunded in full and the buyer told, so
 * no place is ever sold twice. A Checkout that expired unpaid releases its places; the cron offers them on.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { eventDates, isDated, retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookings } from '../../db/schema/retreats';
import { outboxInsertForRows } from '../../notify/outbox';
import type { AppliedEvent, PaymentEventContext, PaymentEventHandler } from '../../payments/event-handlers';
import { idOf, invoiceStatement, refundedStatement } from '../../payments/ledger';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';
import { placesTaken } from '../../submissions/retreat-booking/places';
import { RETREAT_PURPOSE } from './checkout';

const nothing: AppliedEvent = { statements: [], emails: [] };

/** The outbox row of a message about a booking, written only if `when` holds for it in the batch that claimed the event. */
function bookingEmail(context: PaymentEventContext, bookingId: string, message: string, when: SQL) {
  return outboxInsertForRows(
    context.db,
    { itemKind: ITEM_KIND.retreatBooking, from: retreatBookings, itemId: sql`${retreatBookings.id}` },
    sql`${message}`,
    sql`${retreatBookings.id} = ${bookingId} and ${when} and ${context.claimed}`,
    context.now,
  );
}

async function checkoutPaid(session: Stripe.Checkout.Session, context: PaymentEventContext): Promise<AppliedEvent> {
  const { db, stripe, claimed, now } = context;
  const bookingId = session.metadata?.booking;
  const paymentIntent = idOf(session.payment_intent);
  if (!bookingId || !paymentIntent || session.payment_status !== 'paid') return nothing;
  const [booking] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, bookingId));
  const event = booking ? retreatEventOf(await siteContent(db.$client), booking.eventSlug) : undefined;
  const amount = session.amount_total ?? booking?.amount ?? 0;
  const at = now.getTime();
  const ledger = invoiceStatement(
    {
      id: session.id,
      purpose: RETREAT_PURPOSE,
      learnerId: sql`null`,
      customerId: idOf(session.customer),
      subscriptionId: null,
      paymentIntentId: paymentIntent,
      amount,
      currency: session.currency ?? 'gbp',
      description: event && isDated(event) ? `Retreat: ${event.title}, ${eventDates(event)}` : 'Retreat places',
      payUrl: null,
      createdAt: session.created * 1000,
      source: { table: retreatBookings, id: bookingId },
    },
    'paid',
    claimed,
    at,
  );
  if (booking?.status === 'paid') return { statements: [ledger], emails: [] };
  const capacity = event?.capacity ?? 0;
  const stillHeld = sql`(${retreatBookings.status} = 'held' and ${retreatBookings.holdExpiresAt} > ${at})`;
  const roomNow = sql`(${placesTaken(booking?.eventSlug ?? '', at)} + ${retreatBookings.places} <= ${capacity})`;
  const heldOrLapsed = inArray(retreatBookings.status, ['held', 'expired']);
  const placeable = sql`(${stillHeld} or (${heldOrLapsed} and ${roomNow}))`;
  const [check] = booking
    ? await db
        .select({ placeable: sql<number>`${placeable}` })
        .from(retreatBookings)
        .where(eq(retreatBookings.id, booking.id))
    : [];
  if (booking && check?.placeable) {
    const paid = and(eq(retreatBookings.id, booking.id), eq(retreatBookings.status, 'paid')) ?? sql`0`;
    return {
      statements: [
        db
          .update(retreatBookings)
          .set({
            status: 'paid',
            paidAt: now,
            paymentIntentId: paymentIntent,
            checkoutSessionId: session.id,
            amount,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(sql`${retreatBookings.id} = ${booking.id} and ${placeable} and ${claimed}`),
        ledger,
      ],
      emails: [bookingEmail(context, booking.id, retreatBookingMessageKey({ type: 'confirmed' }), paid)],
    };
  }
  // Paid, but the places have gone (or the booking is no more): the whole payment goes back.
  await stripe.refunds.create(
    { payment_intent: paymentIntent, amount, metadata: { purpose: RETREAT_PURPOSE, booking: bookingId } },
    { idempotencyKey: `retreat-unplaced-${bookingId}` },
  );
  const refunded = refundedStatement(sql`payment_intent_id = ${paymentIntent}`, amount, claimed, at);
  if (!booking) return { statements: [ledger, refunded], emails: [] };
  const unplaced = and(eq(retreatBookings.id, booking.id), eq(retreatBookings.cancelledBy, 'unplaced')) ?? sql`0`;
  return {
    statements: [
      db
        .update(retreatBookings)
        .set({
          status: 'cancelled',
          cancelledAt: sql`coalesce(${retreatBookings.cancelledAt}, ${at})`,
          cancelledBy: sql`coalesce(${retreatBookings.cancelledBy}, 'unplaced')`,
          paymentIntentId: paymentIntent,
          amount,
          amountRefunded: amount,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(sql`${retreatBookings.id} = ${booking.id} and ${retreatBookings.status} <> 'paid' and ${claimed}`),
      ledger,
      refunded,
    ],
    emails: [
      bookingEmail(
        context,
        booking.id,
        retreatBookingMessageKey({ type: 'refunded-unplaced' }),
        sql`(${unplaced} or ${retreatBookings.status} = 'cancelled')`,
      ),
    ],
  };
}

/** Checkout closed unpaid: a booking still held gives its places back. */
function checkoutExpired(session: Stripe.Checkout.Session, { db, claimed, now }: PaymentEventContext): AppliedEvent {
  const bookingId = session.metadata?.booking;
  if (!bookingId) return nothing;
  return {
    statements: [
      db
        .update(retreatBookings)
        .set({ status: 'expired', holdExpiresAt: null, updatedAt: now })
        .where(
          sql`${retreatBookings.id} = ${bookingId} and ${retreatBookings.status} = 'held'
            and ${retreatBookings.checkoutSessionId} = ${session.id} and ${claimed}`,
        ),
    ],
    emails: [],
  };
}

export const retreatPaymentEvents: PaymentEventHandler = async (event, context) => {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return null;
  const session = event.data.object;
  if (session.metadata?.purpose !== RETREAT_PURPOSE || session.mode !== 'payment') return null;
  return event.type === 'checkout.session.completed'
    ? checkoutPaid(session, context)
    : checkoutExpired(session, context);
};
