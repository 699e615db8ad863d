/**
 * Each event as a visitor sees it, wherever it is shown (/retreats, /retreats/{slug}, GET /api/events): its format,
 * where booking stands, the places left and the price of a place now. Places are counted live from the bookings and
 * offers that hold them, so the pages that show them are never kept by the page cache ('live' in routes.tsx).
 */
import { isNotNull } from 'drizzle-orm';
import {
  bookingStateOf,
  type EventBookingState,
  type PriceInForce,
  priceInForce,
  type RetreatEvent,
  type RetreatFormat,
  retreatEventOf,
  retreatFormatsOf,
  upcomingEventsOf,
} from '../../content/retreat-events';
import { TEAM_BOOKER } from '../../content/kinds/retreat';
import type { SiteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { retreatEventStates } from '../../db/schema/retreats';
import { todayInLondon } from '../../lib/uk-date';
import { placesTakenByEvent } from '../../submissions/retreat-booking/places';

export interface EventListing {
  event: RetreatEvent;
  format: RetreatFormat | undefined;
  state: EventBookingState;
  /** Booked place by place on the site once dated: a capacity, a price, and not a team's private retreat. */
  soldHere: boolean;
  /** Places still free; null when the event is not sold here. */
  placesLeft: number | null;
  /** The price of a place now; null when the event is not sold here. */
  price: PriceInForce | null;
  /** The event's last day has passed (London): shown only on its own page, as having taken place. */
  past: boolean;
}

/** What the database adds to the content: places taken by event, and the events the owner has cancelled. */
export interface PlacesNow {
  today: string;
  taken: ReadonlyMap<string, number>;
  cancelled: ReadonlySet<string>;
}

export async function placesNow(db: D1Database, now: Date): Promise<PlacesNow> {
  const [taken, cancelledRows] = await Promise.all([
    placesTakenByEvent(db, now.getTime()),
    database(db)
      .select({ eventSlug: retreatEventStates.eventSlug })
      .from(retreatEventStates)
      .where(isNotNull(retreatEventStates.cancelledAt)),
  ]);
  return { today: todayInLondon(now), taken, cancelled: new Set(cancelledRows.map((row) => row.eventSlug)) };
}

/** Nothing known of places: what a form's answer shows when D1 cannot be read, so the visitor's entries still come back. */
export const placesUnknown = (now: Date): PlacesNow => ({
  today: todayInLondon(now),
  taken: new Map(),
  cancelled: new Set(),
});

export function listingOf(event: RetreatEvent, formats: readonly RetreatFormat[], places: PlacesNow): EventListing {
  const format = formats.find((candidate) => candidate.slug === event.format);
  const teamFormat = format?.bookedBy === TEAM_BOOKER;
  const soldHere = !teamFormat && event.capacity !== null && event.price !== null;
  const taken = places.taken.get(event.slug) ?? 0;
  const placesLeft = soldHere && event.capacity !== null ? Math.max(0, event.capacity - taken) : null;
  return {
    event,
    format,
    state: bookingStateOf(event, {
      today: places.today,
      placesLeft: placesLeft ?? 0,
      cancelled: places.cancelled.has(event.slug),
      teamFormat,
    }),
    soldHere,
    placesLeft,
    price: soldHere ? priceInForce(event, places.today, taken) : null,
    past: event.endDate !== null && event.endDate < places.today,
  };
}

/** The events still to come that a visitor can see: the owner's cancelled ones leave the list. */
export function upcomingListings(content: SiteContent, places: PlacesNow): EventListing[] {
  const formats = retreatFormatsOf(content);
  return upcomingEventsOf(content, places.today)
    .filter((event) => !places.cancelled.has(event.slug))
    .map((event) => listingOf(event, formats, places));
}

/** One published event, past or cancelled included (its page says so); undefined when there is none. */
export function listingBySlug(content: SiteContent, slug: string, places: PlacesNow): EventListing | undefined {
  const event = retreatEventOf(content, slug);
  return event ? listingOf(event, retreatFormatsOf(content), places) : undefined;
}

/** The event's own page. */
export const retreatEventPath = (slug: string) => `/retreats/${slug}`;
