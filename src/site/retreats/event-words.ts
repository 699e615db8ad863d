/**
 * How an event reads to a visitor, the same on the list, on its own page and in the booking form: the price of a
 * place now and until when, its times, where booking stands. Dates as the UK writes them, times in London.
 */
import { type DatedEvent, eventDates, isDated, placesLeftWords, type PriceInForce } from '../../content/retreat-events';
import { formatPounds } from '../../lib/pounds';
import { londonWallClock, ukTime } from '../../lib/london-time';
import { ukLongDate } from '../../lib/uk-date';
import type { EventListing } from './event-listing';

/** "31 January 2027". */
export const ukDate = (date: string) => eventDates({ startDate: date, endDate: date });

/** "5:25pm on 27 November 2026": a moment as London's clocks show it. */
export function ukMoment(instant: Date): string {
  return `${ukTime(londonWallClock(instant).time)} on ${ukLongDate(instant)}`;
}

/**
 * "£249 per place"; "£199 early bird until 31 January 2027, then £249 per place"; "£199 early bird for the first 5
 * places, then £249 per place" (with how many are left at that price once some are taken).
 */
export function priceWords(price: PriceInForce, fullPrice: number, earlyBirdPlaces: number | null): string {
  if (!price.earlyBird) return `${formatPounds(price.price)} per place`;
  const ends = [
    price.earlyBirdUntil ? `until ${ukDate(price.earlyBirdUntil)}` : null,
    earlyBirdPlaces !== null ? `for the first ${earlyBirdPlaces} ${earlyBirdPlaces === 1 ? 'place' : 'places'}` : null,
  ].filter((part) => part !== null);
  const left =
    price.earlyBirdPlacesLeft !== null && earlyBirdPlaces !== null && price.earlyBirdPlacesLeft < earlyBirdPlaces
      ? ` (${price.earlyBirdPlacesLeft} left at this price)`
      : '';
  const whichever = ends.length > 1 ? ', whichever comes first' : '';
  return `${formatPounds(price.price)} early bird ${ends.join(' or ')}${whichever}${left}, then ${formatPounds(fullPrice)} per place`;
}

/** "9:30am to 5:00pm", or over several days "9:30am on the first day to 5:00pm on the last" (London time). */
export function eventTimes(event: DatedEvent): string {
  const [start, end] = [ukTime(event.startTime), ukTime(event.endTime)];
  return event.startDate === event.endDate ? `${start} to ${end}` : `${start} on the first day to ${end} on the last`;
}

/** "Date: 12 May 2027" or "Dates: 12 to 13 May 2027", "Date: TBC". */
export const dateLine = (event: EventListing['event']) =>
  isDated(event) && event.startDate !== event.endDate ? `Dates: ${eventDates(event)}` : `Date: ${eventDates(event)}`;

export const SOLD_OUT_WORDS = 'Sold out — join the waiting list';

/** Where booking stands, in a few words: "5 places left", "Booking opens on 1 February 2027" … null when TBC. */
export function availabilityWords(listing: EventListing): string | null {
  const { event, state, placesLeft } = listing;
  if (listing.past) return 'This event has taken place';
  switch (state) {
    case 'open':
      return placesLeftWords(placesLeft ?? 0);
    case 'sold-out':
      return SOLD_OUT_WORDS;
    case 'not-yet-open':
      return `Booking opens on ${ukDate(event.bookingOpens ?? '')}`;
    case 'closed':
      return 'Booking has closed';
    case 'cancelled':
      return 'This event has been cancelled';
    case 'enquiry':
      return 'Places by enquiry';
    default:
      return null;
  }
}

/** The total of `places` places: those still at the early-bird price first, the rest at the full price (whole pounds). */
export function totalOf(places: number, price: number, fullPrice: number, pricedPlacesLeft: number | null): number {
  const atPrice = pricedPlacesLeft === null ? places : Math.min(places, pricedPlacesLeft);
  return atPrice * price + (places - atPrice) * fullPrice;
}
