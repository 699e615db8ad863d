/**
 * GET /api/events: the upcoming retreat events as data, for anyone who lists them elsewhere (a partner's site, a
 * calendar widget). The same facts the pages show: never past or cancelled events, the price in force and the
 * places left now, so the answer is never stored.
 */
import { Hono } from 'hono';
import { isDated } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import type { AppEnv } from '../../env';
import { apiError } from '../../lib/api-error';
import { eventIsoTimes } from './event-json-ld';
import { type EventListing, placesNow, upcomingListings } from './event-listing';

/** The status a listing has in the API: the page's states, in the API's snake case. */
const apiStatus = {
  open: 'open',
  'sold-out': 'sold_out',
  'not-yet-open': 'not_yet_open',
  closed: 'closed',
  tbc: 'tbc',
  enquiry: 'enquiry',
  // Cancelled events are left out of the list; the entry keeps the record complete.
  cancelled: 'cancelled',
} as const;

function eventOf(listing: EventListing) {
  const { event } = listing;
  const times = isDated(event) ? eventIsoTimes(event) : { startsAt: null, endsAt: null };
  return {
    slug: event.slug,
    title: event.title,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    priceGBP: listing.price?.price ?? null,
    placesLeft: listing.placesLeft,
    status: apiStatus[listing.state],
  };
}

export const eventsApi = new Hono<AppEnv>();

eventsApi.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    const [content, places] = await Promise.all([siteContent(c.env.DB), placesNow(c.env.DB, new Date())]);
    return c.json({ events: upcomingListings(content, places).map(eventOf) });
  } catch {
    c.header('Retry-After', '5');
    return apiError(c, 503, 'service_unavailable', 'The events cannot be read just now. Please try again.');
  }
});
