/**
 * The booking part of an event's page (#book): where booking stands, and what the visitor can do about it. Open: the
 * booking form. Sold out: the waiting list. A waiting-list offer's link: the form for the places held, even on a
 * sold-out event. Not yet open, closed, cancelled, past, to be dated, or arranged by enquiry: the words that say so.
 */
import type { ReactNode } from 'react';
import { placesLeftWords } from '../../content/retreat-events';
import { Island } from '../../islands/Island';
import { type FormState, valueOf } from '../../lib/form-state';
import { retreatBookingConsentWording } from '../../submissions/retreat-booking/kind';
import { HOLD_MINUTES } from '../../submissions/retreat-booking/places';
import { MOST_PLACES_PER_BOOKING } from '../../submissions/retreat-booking/schema';
import type { OpenOffer } from './waiting-list-offers';
import { EARLY_BIRD_ID } from './EarlyBirdForm';
import { type EventListing, retreatEventPath } from './event-listing';
import { availabilityWords, SOLD_OUT_WORDS, totalOf, ukMoment } from './event-words';
import { formatPounds } from '../../lib/pounds';
import { PostedNotice } from './form-parts';
import { eventEnquiryHref } from './retreat-mail-links';
import RetreatBookingForm from './RetreatBooking.island';
import { WAITING_LIST_ID, WaitingListForm } from './WaitingListForm';

export const BOOK_ID = 'book';

/** What the page knows of the visitor's way here: an offer's link, a post that came back, a list just joined. */
export interface BookingContext {
  /** The offer the link names, open and for this event. */
  offer: OpenOffer | null;
  /** The offer's token to carry in the form (also when it could not be checked just now). */
  offerToken: string;
  /** The link named an offer that is no longer open (or never was). */
  offerEnded: boolean;
  booking: FormState | undefined;
  /** The booking came back refused for want of places (409). */
  refusedSoldOut: boolean;
  waitingList: FormState | undefined;
  joined: boolean;
  payments: boolean;
  /** A fresh submission id for the booking form's plain post. */
  submissionId: string;
}

function Notice({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <div
      role="status"
      data-booking-notice={kind}
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
    >
      {children}
    </div>
  );
}

function Words({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <p className="text-lg font-semibold text-ink" data-booking-state={kind}>
      {children}
    </p>
  );
}

function BookingForm({
  listing,
  context,
  mostPlaces,
}: {
  listing: EventListing;
  context: BookingContext;
  mostPlaces: number;
}) {
  const { event, price } = listing;
  const form = context.booking;
  if (!price || event.price === null) return null;
  const posted = Number(valueOf(form, 'places')) || 1;
  const fullPrice = event.price;
  const placeCounts = Array.from({ length: MOST_PLACES_PER_BOOKING }, (_, index) => index + 1);
  return (
    <>
      <PostedNotice form={form} invalid="Not booked yet: correct the fields marked below and send the form again." />
      <p className="text-muted">
        {context.payments
          ? `You pay by card at Stripe’s secure checkout; your places are held for ${HOLD_MINUTES} minutes while you do.`
          : 'Payments are not taken on the site just now: booking reserves your places, and we email you an invoice to pay by bank transfer.'}
      </p>
      <Island
        name="retreat-booking"
        component={RetreatBookingForm}
        hydrate="visible"
        props={{
          eventSlug: event.slug,
          mostPlaces: Math.min(MOST_PLACES_PER_BOOKING, Math.max(1, mostPlaces, form ? posted : 1)),
          totals: placeCounts.map((places) =>
            formatPounds(totalOf(places, price.price, fullPrice, price.earlyBird ? price.earlyBirdPlacesLeft : null)),
          ),
          payments: context.payments,
          offer: context.offerToken,
          submissionId: valueOf(form, 'submissionId') || context.submissionId,
          consentWording: retreatBookingConsentWording,
          waitingListHref: `${retreatEventPath(event.slug)}#${WAITING_LIST_ID}`,
          form: form ?? null,
          soldOut: context.refusedSoldOut,
        }}
      />
    </>
  );
}

export function EventBooking({ listing, context }: { listing: EventListing; context: BookingContext }) {
  const { event, state, placesLeft } = listing;
  const { offer } = context;
  const left = placesLeft ?? 0;
  const words = availabilityWords(listing);
  const soldOutNow = state === 'sold-out' || context.refusedSoldOut;
  const waitingList = (
    <WaitingListForm
      eventSlug={event.slug}
      joined={context.joined}
      form={context.waitingList}
      suggested={
        context.booking
          ? { email: valueOf(context.booking, 'email'), places: valueOf(context.booking, 'places') }
          : undefined
      }
    />
  );
  let body: ReactNode;
  if (listing.past) body = <Words kind="past">{words}</Words>;
  else if (offer && (state === 'open' || state === 'sold-out'))
    body = (
      <>
        <Notice kind="offer">
          <p className="font-semibold">
            {offer.places} {offer.places === 1 ? 'place is' : 'places are'} held for you until{' '}
            {ukMoment(offer.expiresAt)}.
          </p>
          <p className="mt-1">Book them below before then; after that they pass to the next person waiting.</p>
        </Notice>
        <BookingForm listing={listing} context={context} mostPlaces={offer.places + left} />
      </>
    );
  else if (state === 'open' || (state === 'sold-out' && context.booking))
    body = (
      <>
        <Words kind={state}>{state === 'open' ? placesLeftWords(left) : SOLD_OUT_WORDS}</Words>
        <BookingForm listing={listing} context={context} mostPlaces={left} />
        {soldOutNow ? waitingList : null}
      </>
    );
  else if (state === 'sold-out')
    body = (
      <>
        <Words kind="sold-out">{SOLD_OUT_WORDS}</Words>
        {waitingList}
      </>
    );
  else if (state === 'tbc')
    body = (
      <>
        <Words kind="tbc">Date: TBC</Words>
        <p className="text-muted">
          The date and venue are still being set. Ask us about it, or{' '}
          <a className="font-semibold text-brand-800 underline underline-offset-4" href={`/retreats#${EARLY_BIRD_ID}`}>
            join the early-bird list
          </a>{' '}
          to hear as soon as booking opens.
        </p>
        <p>
          <a className="btn-outline" href={eventEnquiryHref(event)}>
            Enquire About This Event
          </a>
        </p>
      </>
    );
  else if (state === 'enquiry')
    body = (
      <>
        <Words kind="enquiry">Places on this event are arranged with us directly.</Words>
        <p>
          <a className="btn-outline" href={eventEnquiryHref(event)}>
            Enquire About This Event
          </a>
        </p>
      </>
    );
  else if (state === 'cancelled')
    body = (
      <>
        <Words kind="cancelled">{words}</Words>
        <p className="text-muted">Everyone booked has been refunded in full and told by email.</p>
      </>
    );
  else body = <Words kind={state}>{words}.</Words>;

  return (
    <section id={BOOK_ID} aria-labelledby="book-heading" className="card grid gap-4">
      <h2 id="book-heading" className="font-display text-2xl font-bold text-ink">
        {state === 'open' || offer ? 'Book your places' : 'Booking'}
      </h2>
      {context.offerEnded ? (
        <Notice kind="offer-ended">
          <p className="font-semibold">This offer has ended</p>
          <p className="mt-1">
            An offer holds its places for 24 hours; after that they pass to the next person waiting.
          </p>
        </Notice>
      ) : null}
      {body}
    </section>
  );
}
