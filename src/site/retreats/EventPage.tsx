/**
 * /retreats/{slug} (issue 34): one event with everything a visitor needs to decide and book: when (UK dates, London
 * times), where (venue, address, map), what the format includes, the price now and until when, the places left, the
 * cancellation policy, and the booking form, the waiting list or the words that say why neither. Its forms' plain
 * posts come back here through renderEventPage, with every value and message.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { eventDates, isDated } from '../../content/retreat-events';
import { siteContentOrKept } from '../../content/site-content';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { Document } from '../../layout/Document';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { trailFromHome } from '../../layout/page-meta';
import type { FormState } from '../../lib/form-state';
import { valueOf } from '../../lib/form-state';
import { paymentsEnabled } from '../../payments/stripe-client';
import { renderPage } from '../../render/render-page';
import { lastFullRefundDay } from '../../submissions/retreat-booking/refund-policy';
import { PageHero } from '../../ui/PageHero';
import { Tick } from '../../ui/line-icons';
import { type BookingContext, EventBooking } from './EventBooking';
import { eventStructuredData } from './event-json-ld';
import {
  type EventListing,
  listingBySlug,
  type PlacesNow,
  placesNow,
  placesUnknown,
  retreatEventPath,
} from './event-listing';
import { eventTimes, ukDate } from './event-words';
import { PriceLine } from './UpcomingEvents';
import { openOfferOf } from './waiting-list-offers';
import { renderRetreatsPageWith } from './RetreatsPage';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Venue({ listing }: { listing: EventListing }) {
  const { place, venueAddress, mapLink } = listing.event;
  if (!place) return <>To be confirmed</>;
  return (
    <>
      <span className="block">{place}</span>
      {venueAddress ? <span className="block text-muted">{venueAddress}</span> : null}
      {mapLink ? (
        <a
          className="font-semibold text-brand-800 underline underline-offset-4"
          href={mapLink}
          target="_blank"
          rel="noopener"
        >
          View the venue on a map<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </>
  );
}

/** The policy in one sentence, dated for this event: the terms and the booking page say the same. */
function CancellationPolicy({ listing }: { listing: EventListing }) {
  const { event } = listing;
  if (!isDated(event) || !listing.soldHere) return null;
  return (
    <section aria-labelledby="cancellation-heading" className="mt-8">
      <h2 id="cancellation-heading" className="font-display text-xl font-semibold text-ink">
        Cancellation policy
      </h2>
      <p className="mt-2 text-ink" data-cancellation-policy>
        Cancel up to 14 days before the event, by {ukDate(lastFullRefundDay(event.startDate))}, for a full refund; after
        that, places are not refunded. You can still change attendee names at any time. See our{' '}
        <a className="font-semibold text-brand-800 underline underline-offset-4" href="/terms">
          Terms of Service
        </a>
        .
      </p>
    </section>
  );
}

/** For search results: "One Day Intensive: 12 May 2027, The Mill, Hebden Bridge. A practical day on …". */
function descriptionOf({ event, format }: EventListing): string {
  const when = isDated(event) ? eventDates(event) : 'dates to be confirmed';
  const where = event.place ? `, ${event.place}` : '';
  return `${format ? `${format.title}: ` : ''}${when}${where}. ${event.summary}`;
}

export function EventPage({ listing, context }: { listing: EventListing; context: BookingContext }) {
  const { event, format } = listing;
  const structured = listing.past ? null : eventStructuredData(listing);
  return (
    <Document
      meta={{
        title: isDated(event) ? `${event.title}, ${eventDates(event)}` : `${event.title}: dates to be confirmed`,
        description: descriptionOf(listing),
        path: retreatEventPath(event.slug),
        breadcrumbs: trailFromHome(
          { name: 'Retreats & Learning Events', path: '/retreats' },
          { name: event.title, path: retreatEventPath(event.slug) },
        ),
        ...(structured ? { structuredData: [structured] } : {}),
      }}
    >
      <PageHero
        eyebrow={format?.title ?? event.length}
        title={event.title}
        trail={trailFromHome(
          { name: 'Retreats & Learning Events', path: '/retreats' },
          { name: event.title, path: retreatEventPath(event.slug) },
        )}
      >
        <p>{event.summary}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="font-display text-2xl font-bold text-ink">About this event</h2>
          <dl className="mt-4 grid gap-3" data-event-facts>
            <Fact term={isDated(event) && event.startDate !== event.endDate ? 'Dates' : 'Date'}>
              {eventDates(event)}
            </Fact>
            {isDated(event) ? <Fact term="Times">{eventTimes(event)} (UK time)</Fact> : null}
            <Fact term="Venue">
              <Venue listing={listing} />
            </Fact>
            {format ? <Fact term="Format">{`${format.title}: ${format.duration}, ${format.capacity}`}</Fact> : null}
          </dl>
          <PriceLine listing={listing} className="mt-4 text-lg font-semibold text-brand-800" />
          {format ? (
            <section aria-labelledby="includes-heading" className="mt-8">
              <h2 id="includes-heading" className="font-display text-xl font-semibold text-ink">
                What it includes
              </h2>
              <ul className="mt-3 grid gap-2 text-ink">
                {format.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <Tick size={18} className="mt-0.5 shrink-0 text-brand-700" />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CancellationPolicy listing={listing} />
          <p className="mt-8">
            <a className="font-semibold text-brand-800 underline underline-offset-4" href="/retreats#upcoming-events">
              See all upcoming events
            </a>
          </p>
        </div>
        <div className="lg:col-span-3">
          <EventBooking listing={listing} context={context} />
        </div>
      </div>
    </Document>
  );
}

/** Places as they stand; when D1 fails under a form's answer, none taken, so the visitor's entries still come back. */
async function placesOrNone(c: Context<AppEnv>, now: Date, answering: boolean): Promise<PlacesNow> {
  try {
    return await placesNow(c.env.DB, now);
  } catch (error) {
    if (!answering) throw error;
    return placesUnknown(now);
  }
}

/**
 * The event's page; `forms`: a plain post of its booking or waiting-list form that came back (400, 409 or 503),
 * with the values and messages to show. Unknown or unpublished events are the site's 404.
 */
export async function renderEventPage(
  c: Context<AppEnv>,
  slug: string,
  forms: { booking?: FormState; waitingList?: FormState } = {},
  status = 200,
): Promise<Response> {
  const now = new Date();
  const answering = forms.booking !== undefined || forms.waitingList !== undefined;
  const [content, places] = await Promise.all([siteContentOrKept(c.env.DB), placesOrNone(c, now, answering)]);
  const listing = listingBySlug(content, slug, places);
  // A form posted for an event that is not on sale (a forged or stale page) is answered with the events that are.
  if (!listing)
    return answering
      ? renderRetreatsPageWith(c, {}, status)
      : renderPage(<NotFoundPage path={retreatEventPath(slug)} />, 404);
  const offerToken = c.req.query('offer') ?? valueOf(forms.booking, 'offer');
  const offer = offerToken
    ? await openOfferOf(database(c.env.DB), c.env.SIGNING_SECRET, offerToken, now).catch(() => undefined)
    : null;
  const offerHere = offer?.eventSlug === slug ? offer : null;
  const context: BookingContext = {
    offer: offerHere,
    // An offer that could not be checked just now (undefined) stays in the form: the booking endpoint checks it again.
    offerToken: offerHere || offer === undefined ? offerToken : '',
    offerEnded: offerToken !== '' && offer !== undefined && !offerHere,
    booking: forms.booking,
    refusedSoldOut: status === 409 && forms.booking !== undefined,
    waitingList: forms.waitingList,
    joined: c.req.query('waiting-list') === 'joined',
    payments: paymentsEnabled(c.env),
    // Each visitor's own: the page is live, never kept by the page cache and shared.
    submissionId: crypto.randomUUID(),
  };
  return renderPage(<EventPage listing={listing} context={context} />, status);
}
