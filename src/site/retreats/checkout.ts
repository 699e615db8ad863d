/**
 * Paying for held places: a hosted Stripe Checkout Session for the booking's total (set by the server when the places
 * were taken), so card details never reach us. One session per booking (the idempotency key), kept on the booking so
 * that a repeat of the form and the booking page lead to the same one. Stripe closes it a little after our hold ends
 * (it takes nothing under 30 minutes); a payment that lands after the hold is settled by the webhook.
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type DatedEvent, eventDates } from '../../content/retreat-events';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { retreatBookings } from '../../db/schema/retreats';
import { HOLD_MINUTES } from '../../submissions/retreat-booking/places';

/** What the retreats' payments say in Stripe's metadata, so each event finds its way back here. */
export const RETREAT_PURPOSE = 'retreat';

/** Stripe's shortest Checkout life is 30 minutes from its creation: a minute more, for the clocks. */
const CHECKOUT_LIFE_SECONDS = HOLD_MINUTES * 60 + 60;

interface HeldBooking {
  id: string;
  places: number;
  email: string;
  amount: number;
  checkoutUrl: string | null;
}

export async function checkoutFor(
  db: Database,
  stripe: Stripe,
  booking: HeldBooking,
  event: DatedEvent,
  pageUrl: string,
  now = new Date(),
): Promise<string> {
  if (booking.checkoutUrl) return booking.checkoutUrl;
  const places = `${booking.places} ${booking.places === 1 ? 'place' : 'places'}`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: booking.email,
      client_reference_id: booking.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: booking.amount,
            tax_behavior: 'inclusive',
            product_data: { name: `${event.title}, ${eventDates(event)}: ${places}`, description: siteConfig.name },
          },
        },
      ],
      metadata: { purpose: RETREAT_PURPOSE, booking: booking.id, event: event.slug },
      payment_intent_data: { metadata: { purpose: RETREAT_PURPOSE, booking: booking.id } },
      expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_LIFE_SECONDS,
      success_url: `${pageUrl}?paid=1`,
      cancel_url: pageUrl,
    },
    { idempotencyKey: `retreat-booking-${booking.id}` },
  );
  if (!session.url) throw new Error('checkout_without_url');
  await db
    .update(retreatBookings)
    .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
    .where(and(eq(retreatBookings.id, booking.id), eq(retreatBookings.status, 'held')));
  return session.url;
}
