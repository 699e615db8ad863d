/**
 * The retreat formats and events as the owner publishes them: the formats in the owner's order, and the events still
 * to come. An event whose end date has passed (in London) is left off the page; dated events come soonest first,
 * then those with dates to be confirmed, in the owner's order.
 */
import {
  RETREAT_EVENT_KIND,
  RETREAT_FORMAT_KIND,
  type RetreatEventDocument,
  type RetreatFormatDocument,
  retreatEventDocument,
  retreatFormatDocument,
} from './kinds/retreat';
import { publishedItemsOf, type SiteContent } from './site-content';
import { addDays, londonInstant } from '../lib/london-time';

export type RetreatFormat = RetreatFormatDocument & { slug: string };
export type RetreatEvent = RetreatEventDocument & { slug: string };

export function retreatFormatsOf(content: SiteContent): RetreatFormat[] {
  return publishedItemsOf(content, RETREAT_FORMAT_KIND, retreatFormatDocument).map(({ slug, document }) => ({
    ...document,
    slug,
  }));
}

/** Dated events before those to be confirmed, each group in its order; the sort is stable, so ties keep the owner's. */
function byDate(a: RetreatEvent, b: RetreatEvent): number {
  if (a.startDate === null || b.startDate === null)
    return (a.startDate === null ? 1 : 0) - (b.startDate === null ? 1 : 0);
  return a.startDate.localeCompare(b.startDate) || (a.endDate ?? '').localeCompare(b.endDate ?? '');
}

/** `today`: London's date (YYYY-MM-DD); an event ending today is still shown. */
export function upcomingEventsOf(content: SiteContent, today: string): RetreatEvent[] {
  return publishedItemsOf(content, RETREAT_EVENT_KIND, retreatEventDocument)
    .map(({ slug, document }) => ({ ...document, slug }))
    .filter((event) => event.endDate === null || event.endDate >= today)
    .sort(byDate);
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "TBC", "12 May 2026", "12 to 13 May 2026", "30 May to 1 June 2026", "30 December 2026 to 2 January 2027". */
export function eventDates(event: Pick<RetreatEvent, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = event;
  if (startDate === null || endDate === null) return 'TBC';
  const end = dayMonthYear.format(asDate(endDate));
  if (startDate === endDate) return end;
  const [startYear, startMonth] = startDate.split('-');
  const [endYear, endMonth] = endDate.split('-');
  const start = startYear !== endYear ? dayMonthYear : startMonth !== endMonth ? dayMonth : day;
  return `${start.format(asDate(startDate))} to ${end}`;
}

/** A published event by its slug, upcoming or not; undefined when there is none. */
export function retreatEventOf(content: SiteContent, slug: string): RetreatEvent | undefined {
  return publishedItemsOf(content, RETREAT_EVENT_KIND, retreatEventDocument)
    .map(({ slug: itsSlug, document }) => ({ ...document, slug: itsSlug }))
    .find((event) => event.slug === slug);
}

/** An event with its dates: what can be booked, put in a calendar and reminded of. */
export type DatedEvent = RetreatEvent & { startDate: string; endDate: string };

export const isDated = (event: RetreatEvent): event is DatedEvent => event.startDate !== null && event.endDate !== null;

/** When a dated event starts and ends, as instants (its times are London wall-clock times). */
export function eventInstants(event: DatedEvent): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: londonInstant(event.startDate, event.startTime),
    endsAt: londonInstant(event.endDate, event.endTime),
  };
}

/** The last day places can be booked: the owner's, else the day before it starts. */
export const bookingClosesOn = (event: DatedEvent) => event.bookingCloses ?? addDays(event.startDate, -1);

/**
 * Where an event stands for a visitor who wants a place (`today`: London's date):
 * - tbc: dates still to be confirmed; enquiry: not sold on the site (no capacity or price, or booked by a team);
 * - not-yet-open: booking opens on `bookingOpens`; closed: past its closing day; cancelled by the owner;
 * - sold-out: no place left (the waiting list is open); open: places can be booked.
 */
export type EventBookingState = 'tbc' | 'enquiry' | 'not-yet-open' | 'open' | 'sold-out' | 'closed' | 'cancelled';

export function bookingStateOf(
  event: RetreatEvent,
  {
    today,
    placesLeft,
    cancelled,
    teamFormat,
  }: { today: string; placesLeft: number; cancelled: boolean; teamFormat: boolean },
): EventBookingState {
  if (cancelled) return 'cancelled';
  if (!isDated(event)) return 'tbc';
  if (teamFormat || event.capacity === null || event.price === null) return 'enquiry';
  if (event.bookingOpens !== null && today < event.bookingOpens) return 'not-yet-open';
  if (today > bookingClosesOn(event)) return 'closed';
  return placesLeft <= 0 ? 'sold-out' : 'open';
}

/** The price of a place now, in whole pounds, and whether (and until when) it is the early bird's. */
export interface PriceInForce {
  price: number;
  earlyBird: boolean;
  /** The early bird's last day, when it ends on a date. */
  earlyBirdUntil: string | null;
  /** Early-bird places still at that price, when it ends after a number of places. */
  earlyBirdPlacesLeft: number | null;
}

/** How many of the event's places the early-bird price still covers (`taken`: places booked or held now); 0 when none. */
export function earlyBirdPlacesNow(event: RetreatEvent, today: string, taken: number): number {
  if (event.earlyBirdPrice === null || event.capacity === null) return 0;
  if (event.earlyBirdUntil !== null && today > event.earlyBirdUntil) return 0;
  return Math.max(0, (event.earlyBirdPlaces ?? event.capacity) - taken);
}

export function priceInForce(event: RetreatEvent, today: string, taken: number): PriceInForce | null {
  if (event.price === null) return null;
  const earlyLeft = earlyBirdPlacesNow(event, today, taken);
  if (earlyLeft === 0 || event.earlyBirdPrice === null)
    return { price: event.price, earlyBird: false, earlyBirdUntil: null, earlyBirdPlacesLeft: null };
  return {
    price: event.earlyBirdPrice,
    earlyBird: true,
    earlyBirdUntil: event.earlyBirdUntil,
    earlyBirdPlacesLeft: event.earlyBirdPlaces === null ? null : earlyLeft,
  };
}

/** "5 places left", "1 place left". */
export const placesLeftWords = (left: number) => `${left} ${left === 1 ? 'place' : 'places'} left`;
