/**
 * An event as search engines read it (schema.org Event): when and where, whether it goes ahead, and the place on
 * sale with its price now and whether any are left. Only dated events have one: an Event needs its start.
 */
import { type DatedEvent, isDated } from '../../content/retreat-events';
import { siteConfig } from '../../content/site-config';
import { canonicalUrl, pageOrigin } from '../../layout/page-meta';
import { londonInstant, timeParts } from '../../lib/london-time';
import { type EventListing, retreatEventPath } from './event-listing';

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** "2027-05-12T09:30:00+01:00": a London wall-clock time in ISO 8601 with that day's offset (GMT or BST). */
export function londonIso(date: string, time: string): string {
  const { hours, minutes } = timeParts(time);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const offset = Math.round(
    (Date.UTC(year, month - 1, day, hours, minutes) - londonInstant(date, time).getTime()) / 60_000,
  );
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${pad(hours)}:${pad(minutes)}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The instants an event starts and ends, as ISO 8601 with London's offset. */
export const eventIsoTimes = (event: DatedEvent) => ({
  startsAt: londonIso(event.startDate, event.startTime),
  endsAt: londonIso(event.endDate, event.endTime),
});

const availability: Partial<Record<EventListing['state'], string>> = {
  open: 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/SoldOut',
  'not-yet-open': 'https://schema.org/PreOrder',
};

function location(event: DatedEvent) {
  if (!event.place) return undefined;
  return {
    '@type': 'Place',
    name: event.place,
    ...(event.venueAddress
      ? { address: { '@type': 'PostalAddress', streetAddress: event.venueAddress, addressCountry: 'GB' } }
      : {}),
  };
}

/** The Event of a dated listing; null for one still to be dated. */
export function eventStructuredData(listing: EventListing): object | null {
  const { event, state, price } = listing;
  if (!isDated(event)) return null;
  const url = canonicalUrl(retreatEventPath(event.slug));
  const status = availability[state];
  const { startsAt, endsAt } = eventIsoTimes(event);
  const place = location(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: startsAt,
    endDate: endsAt,
    eventStatus: state === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(place ? { location: place } : {}),
    // Only a place on sale (or soon to be) is an offer: a closed or cancelled event's price is no longer on offer.
    ...(price && status
      ? {
          offers: {
            '@type': 'Offer',
            price: String(price.price),
            priceCurrency: 'GBP',
            availability: status,
            ...(event.bookingOpens ? { validFrom: londonIso(event.bookingOpens, '00:00') } : {}),
            url,
          },
        }
      : {}),
    organizer: { '@type': 'Organization', name: siteConfig.name, url: pageOrigin() },
  };
}
