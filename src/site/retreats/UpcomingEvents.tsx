/**
 * Upcoming Events on /retreats: each event still to come, soonest first, with its dates, venue, the price of a place
 * now and the places left, and a link to its page, where it is booked. Filtered to one format by ?format=<slug> (where
 * a format's Book This Retreat leads), with a plain link back to all. The early-bird list closes the section.
 */
import { isDated, type RetreatFormat } from '../../content/retreat-events';
import type { FormState } from '../../lib/form-state';
import { PageSection } from '../../ui/PageSection';
import { EarlyBirdForm } from './EarlyBirdForm';
import { type EventListing, retreatEventPath } from './event-listing';
import { availabilityWords, dateLine, eventTimes, priceWords } from './event-words';
import { eventEnquiryHref } from './retreat-mail-links';
import { sectionClass } from './retreats-sections';
import { WAITING_LIST_ID } from './WaitingListForm';

export const UPCOMING_EVENTS_ID = 'upcoming-events';

/** The price line of an event sold here, once it can be booked or soon will be. */
export function PriceLine({ listing, className }: { listing: EventListing; className: string }) {
  const { price, event, state } = listing;
  if (!price || event.price === null || state === 'tbc' || state === 'cancelled' || listing.past) return null;
  return (
    <p className={className} data-event-price>
      {priceWords(price, event.price, event.earlyBirdPlaces)}
    </p>
  );
}

function Availability({ listing }: { listing: EventListing }) {
  const words = availabilityWords(listing);
  if (!words) return null;
  if (listing.state === 'sold-out')
    return (
      <p className="mt-2 font-semibold" data-event-places>
        {/* A link on a line of its own, not in a sentence: it takes a full 24 px tap target. */}
        <a
          className="inline-flex min-h-6 items-center text-brand-800 underline underline-offset-4"
          href={`${retreatEventPath(listing.event.slug)}#${WAITING_LIST_ID}`}
        >
          {words}
        </a>
      </p>
    );
  return (
    <p className="mt-2 font-semibold text-ink" data-event-places>
      {words}
    </p>
  );
}

function EventCard({ listing }: { listing: EventListing }) {
  const { event, state } = listing;
  const headingId = `event-${event.slug}`;
  const asksByMail = state === 'tbc' || state === 'enquiry';
  return (
    <li className="card flex flex-col" data-retreat-event={event.slug}>
      <p className="badge self-start">{event.length}</p>
      <h3 id={headingId} className="mt-4 font-display text-xl font-semibold text-ink">
        {event.title}
      </h3>
      <p className="mt-2 font-semibold text-brand-800">{dateLine(event)}</p>
      {isDated(event) ? <p className="text-sm text-muted">{eventTimes(event)} (UK time)</p> : null}
      {event.place ? <p className="mt-1 text-ink">Venue: {event.place}</p> : null}
      <p className="mt-3 flex-1 leading-relaxed text-muted">{event.summary}</p>
      <PriceLine listing={listing} className="mt-3 text-ink" />
      <Availability listing={listing} />
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          className={state === 'open' ? 'btn-primary justify-center' : 'btn-outline justify-center'}
          href={retreatEventPath(event.slug)}
          aria-describedby={headingId}
        >
          {state === 'open' ? 'Book a place' : 'Details'}
        </a>
        {/* Questions, not bookings: an event still to be dated, or one arranged by enquiry. */}
        {asksByMail ? (
          <a className="btn-outline justify-center" href={eventEnquiryHref(event)} aria-describedby={headingId}>
            Enquire About This Event
          </a>
        ) : null}
      </div>
    </li>
  );
}

function introFor(listings: readonly EventListing[], format: RetreatFormat | undefined): string {
  const dated = listings.some((listing) => isDated(listing.event));
  if (format && !dated)
    return `No ${format.title} dates are set yet. Join the early-bird list below and we will email you as soon as one is.`;
  if (!dated)
    return 'Dates and venues are being finalised. Join the early-bird list to hear first when each one is confirmed.';
  return 'Book a place on a dated event online. Events still marked TBC are being planned: ask us about them, or join the early-bird list to hear first.';
}

export function UpcomingEvents({
  listings,
  format,
  earlyBird,
}: {
  listings: readonly EventListing[];
  /** The format the list is filtered to, if any. */
  format: RetreatFormat | undefined;
  earlyBird: { sent: boolean; form: FormState | undefined };
}) {
  return (
    <PageSection
      id={UPCOMING_EVENTS_ID}
      headingId="upcoming-events-heading"
      className={sectionClass}
      title="Upcoming Events"
      align="center"
      intro={introFor(listings, format)}
    >
      {format ? (
        <p className="mt-6 text-center text-ink" data-events-filter={format.slug}>
          Showing {format.title} events only.{' '}
          <a
            className="font-semibold text-brand-800 underline underline-offset-4"
            href={`/retreats#${UPCOMING_EVENTS_ID}`}
          >
            Show all events
          </a>
        </p>
      ) : null}
      {listings.length ? (
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {listings.map((listing) => (
            <EventCard key={listing.event.slug} listing={listing} />
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-muted">
          {format
            ? `No ${format.title} events are planned at the moment.`
            : 'No events are planned at the moment. Join the early-bird list to hear as soon as the next one is set.'}
        </p>
      )}
      <EarlyBirdForm
        sent={earlyBird.sent}
        form={earlyBird.form}
        intro="We email you as soon as a new event is published, before its places are advertised anywhere else."
      />
    </PageSection>
  );
}
