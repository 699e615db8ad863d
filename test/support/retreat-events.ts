/**
 * Retreat events as the owner publishes them, written straight into the content store for the API tests (the owner's
 * form is tested on its own), and bookings as the event page's form sends them.
 */
import { env } from 'cloudflare:workers';
import { createItem } from '../../src/admin/content/item-save';
import { RETREAT_EVENT_KIND } from '../../src/content/kinds/retreat';
import { database } from '../../src/db/client';
import { londonToday, shiftDays } from './london-dates';

export interface TestEvent {
  title: string;
  format: string;
  length: string;
  startDate: string | null;
  endDate: string | null;
  startTime: string;
  endTime: string;
  place: string;
  venueAddress: string;
  mapLink: string;
  summary: string;
  capacity: number | null;
  price: number | null;
  earlyBirdPrice: number | null;
  earlyBirdUntil: string | null;
  earlyBirdPlaces: number | null;
  bookingOpens: string | null;
  bookingCloses: string | null;
  minimumPlaces: number | null;
  goNoGoDate: string | null;
}

let made = 0;

/**
 * A one-day intensive 60 days from now, 15 places at £249, unless `changes` say otherwise, saved through the content
 * store as the owner's form saves it (or as a draft); returns its slug.
 */
export async function publishRetreatEvent(
  changes: Partial<TestEvent> = {},
  slug?: string,
  status: 'published' | 'draft' = 'published',
): Promise<string> {
  made += 1;
  const itsSlug = slug ?? `test-event-${Date.now().toString(36)}-${made}`;
  const start = shiftDays(londonToday(), 60);
  const document: TestEvent = {
    title: `Pricing Intensive ${made}`,
    format: 'one-day-intensive',
    length: 'One day',
    startDate: start,
    endDate: start,
    startTime: '09:30',
    endTime: '17:00',
    place: 'The Old Mill, Harrogate',
    venueAddress: '12 Mill Lane, Harrogate HG1 2AB',
    mapLink: '',
    summary: 'A day on day rates, cash flow and rotas, worked through with your own figures.',
    capacity: 15,
    price: 249,
    earlyBirdPrice: null,
    earlyBirdUntil: null,
    earlyBirdPlaces: null,
    bookingOpens: null,
    bookingCloses: null,
    minimumPlaces: null,
    goNoGoDate: null,
    ...changes,
  };
  const { outcome } = await createItem(
    database(env.DB),
    { kind: RETREAT_EVENT_KIND, slug: itsSlug, status, publishAt: new Date(Date.now() - 60_000), document },
    'retreat-tests',
  );
  if (outcome !== 'saved') throw new Error(`event not published: ${outcome}`);
  return itsSlug;
}

/** The booking form's JSON for `places` places on an event. */
export function bookingBody(eventSlug: string, places: number, email = `buyer${Date.now()}@example.co.uk`) {
  return {
    eventSlug,
    places,
    firstName: 'Morag',
    lastName: 'Campbell',
    email,
    attendees: Array.from({ length: places }, (_, position) => `Attendee Number${position + 1}`),
    needs: position0Needs,
  };
}

const position0Needs = 'One vegetarian; step-free access please.';

export interface StoredRetreatBooking {
  id: string;
  status: string;
  places: number;
  amount: number;
  early_bird_places: number;
  amount_refunded: number;
  hold_expires_at: number | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  attendees: string;
  calendar_sequence: number;
}

export async function retreatBookingsOf(eventSlug: string): Promise<StoredRetreatBooking[]> {
  const { results } = await env.DB.prepare('SELECT * FROM retreat_bookings WHERE event_slug = ? ORDER BY rowid')
    .bind(eventSlug)
    .all<StoredRetreatBooking>();
  return results;
}

/** Stripe's event for a paid Checkout of a booking, as the webhook receives it. */
export function retreatCheckoutPaid(
  booking: StoredRetreatBooking,
  eventSlug: string,
  paymentIntent = `pi_test_${booking.id.slice(0, 8)}`,
) {
  return {
    id: booking.checkout_session_id ?? `cs_test_${booking.id.slice(0, 8)}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntent,
    amount_total: booking.amount,
    currency: 'gbp',
    customer: null,
    created: Math.floor(Date.now() / 1000),
    metadata: { purpose: 'retreat', booking: booking.id, event: eventSlug },
  };
}
