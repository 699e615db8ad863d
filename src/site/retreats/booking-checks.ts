/**
 * Whether a booking can be taken, and on what terms: the event as published now, its state (dated, on sale, open,
 * not cancelled), the places it has left (counting a waiting-list offer the buyer holds as theirs), the prices and how
 * many early-bird places remain by date. Read once per submission and shared by the check before storing and the
 * statements that store it; the statements count again inside the batch, so a race is settled there, not here.
 */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  bookingStateOf,
  type DatedEvent,
  type EventBookingState,
  earlyBirdPlacesNow,
  isDated,
  retreatEventOf,
  type RetreatEvent,
  retreatFormatsOf,
} from '../../content/retreat-events';
import { type SiteContent, siteContent } from '../../content/site-content';
import { TEAM_BOOKER } from '../../content/kinds/retreat';
import { type Database, database } from '../../db/client';
import { retreatEventStates } from '../../db/schema/retreats';
import type { AppEnv } from '../../env';
import type { Refusal } from '../../forms/form-endpoint';
import { todayInLondon } from '../../lib/uk-date';
import type { RetreatBooking } from '../../submissions/retreat-booking/schema';
import { placesTaken } from '../../submissions/retreat-booking/places';
import { type OpenOffer, openOfferOf } from './waiting-list-offers';

export interface BookingTerms {
  event: DatedEvent & { capacity: number; price: number };
  /** The buyer's open offer for this event, whose places they take up. */
  offer: OpenOffer | null;
  placesLeft: number;
  /** How many places the early-bird price may still cover, by its date (the count is settled in the batch). */
  earlyBirdPlaces: number;
}

export const SOLD_OUT_MESSAGE = 'Sold out — join the waiting list, and we will email you if places free up.';

const refusal = (status: 400 | 409, code: string, field: string, message: string): Refusal => ({
  status,
  code,
  message,
  fields: { [field]: message },
});

/** Not bookable now: a field of the booking the visitor can change, as a refused field of any form is answered. */
const notOnSale = (message: string): Refusal => ({
  status: 400,
  code: 'validation_failed',
  message: 'Some fields need attention.',
  fields: { eventSlug: message },
});

export const soldOut = (placesLeft: number): Refusal =>
  placesLeft > 0
    ? refusal(
        409,
        'sold_out',
        'places',
        `Only ${placesLeft} ${placesLeft === 1 ? 'place is' : 'places are'} left. Book fewer places, or join the waiting list.`,
      )
    : refusal(409, 'sold_out', 'places', SOLD_OUT_MESSAGE);

const stateWords: Record<string, string> = {
  tbc: 'This event’s dates are still to be confirmed, so it cannot be booked yet.',
  enquiry: 'This event is not booked on the site: ask us about it instead.',
  'not-yet-open': 'Booking for this event has not opened yet.',
  closed: 'Booking for this event has closed.',
  cancelled: 'This event has been cancelled.',
};

/** Where an event stands now for a buyer: its places left (an offer's own places counted as theirs) and its state. */
export async function eventStanding(
  db: Database,
  content: SiteContent,
  event: RetreatEvent,
  now: Date,
  exceptOffer: string | null = null,
): Promise<{ placesLeft: number; state: EventBookingState }> {
  const [taken = { taken: 0 }] = await db.all<{ taken: number }>(
    sql`select ${placesTaken(event.slug, now.getTime(), exceptOffer)} as taken`,
  );
  const [state] = await db.select().from(retreatEventStates).where(eq(retreatEventStates.eventSlug, event.slug));
  const teamFormat = retreatFormatsOf(content).some(
    (format) => format.slug === event.format && format.bookedBy === TEAM_BOOKER,
  );
  const placesLeft = Math.max(0, (event.capacity ?? 0) - Number(taken.taken));
  const today = todayInLondon(now);
  return {
    placesLeft,
    state: bookingStateOf(event, { today, placesLeft, cancelled: Boolean(state?.cancelledAt), teamFormat }),
  };
}

/** The terms of a booking now, or why it cannot be made. */
export async function bookingTermsOf(
  c: Context<AppEnv>,
  booking: Pick<RetreatBooking, 'eventSlug' | 'places' | 'offer'>,
  now: Date,
): Promise<BookingTerms | Refusal> {
  const db = database(c.env.DB);
  const content = await siteContent(c.env.DB);
  const event = retreatEventOf(content, booking.eventSlug);
  if (!event) return notOnSale('This event is not on sale. Choose one of the events on the retreats page.');
  const offer = await openOfferOf(db, c.env.SIGNING_SECRET, booking.offer, now);
  const itsOffer = offer?.eventSlug === event.slug ? offer : null;
  const { placesLeft, state: state_ } = await eventStanding(db, content, event, now, itsOffer?.entryId ?? null);
  if (state_ === 'sold-out') return soldOut(0);
  if (state_ !== 'open' || !isDated(event) || event.capacity === null || event.price === null)
    return notOnSale(stateWords[state_] ?? 'This event cannot be booked.');
  if (booking.places > placesLeft) return soldOut(placesLeft);
  return {
    event: { ...event, capacity: event.capacity, price: event.price },
    offer: itsOffer,
    placesLeft,
    earlyBirdPlaces: earlyBirdPlacesNow(event, todayInLondon(now), 0),
  };
}

export const isRefusal = (value: BookingTerms | Refusal): value is Refusal => 'status' in value;
