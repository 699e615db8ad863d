/**
 * Retreats as the owner edits them (spec 02 §2, §9): the formats on offer (what each costs and includes) and the
 * events planned, each of one format. An event is known by its slug, which never changes once it is made, so the
 * bookings that come next can name it; its dates are ISO dates, or null while they are to be confirmed.
 */
import { z } from 'zod';
import { optionalLine, requiredLine } from '../../lib/fields';
import { isCalendarDate } from '../../lib/uk-date';
import { wholePounds } from './package';

export const RETREAT_FORMAT_KIND = 'retreat-format';
export const RETREAT_EVENT_KIND = 'retreat-event';

/** Who books a format: a place at a time, or the whole of a business's team (the enquiry asks how many come). */
export const retreatBookers = ['Each person books a place', 'A business books it for its team'] as const;

/** A format a business books for its own team: a quote, never places sold on the site. */
export const TEAM_BOOKER = retreatBookers[1];

export const retreatFormatDocument = z.object({
  title: requiredLine('Name', 80),
  /** As shown, e.g. "From £249 per person". */
  priceText: requiredLine('Price', 80),
  duration: requiredLine('Duration', 60),
  capacity: requiredLine('Group size', 60),
  focus: requiredLine('Focus', 300),
  highlights: z
    .array(requiredLine('Each line of what it includes', 200), { error: 'What it includes is required' })
    .min(1, 'What it includes needs at least one line')
    .max(12, 'What it includes may have at most 12 lines'),
  bookedBy: z.enum(retreatBookers, { error: 'Choose who books it' }),
});

export type RetreatFormatDocument = z.infer<typeof retreatFormatDocument>;

/** A date as the form sends it (YYYY-MM-DD, or empty while it is to be confirmed), stored as that date or null. */
const eventDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${label} must be a real date (YYYY-MM-DD)`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    // Events saved before bookings were taken have none of the booking dates.
    .default(null);

/** A London wall-clock time as the form sends it (HH:MM), `fallback` when left empty. */
const timeOfDay = (label: string, fallback: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), `${label} must be a time (HH:MM)`)
    .transform((value) => (value === '' ? fallback : value))
    .default(fallback);

/** A whole number as the form sends it, or null when left empty. */
const optionalCount = (label: string, fewest: number, most: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(fewest, `${label} must be at least ${fewest}`)
    .max(most, `${label} must be at most ${most}`)
    .nullable()
    .default(null);

/** A price in whole pounds, or null when left empty (an event with no price is not booked on the site). */
const optionalPounds = (label: string) => wholePounds(label).nullable().default(null);

/** A map's https address, or empty. */
const mapAddress = z
  .string()
  .trim()
  .max(500, 'The map link must be at most 500 characters')
  .refine((value) => value === '' || isHttpsAddress(value), 'Enter the map’s https address, or leave it empty')
  .default('');

function isHttpsAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The most places one event may hold, and one booking may take. */
export const EVENT_CAPACITY_MOST = 200;

export const retreatEventDocument = z
  .object({
    title: requiredLine('Title', 100),
    /** The slug of a published format: kept when the format is renamed. */
    format: z.string({ error: 'Choose a format' }).trim().min(1, 'Choose a format'),
    /** In words, on the card's badge: "One day", "Weekend". */
    length: requiredLine('Length', 40),
    startDate: eventDate('Start date'),
    endDate: eventDate('End date'),
    /** London wall-clock times: the first day's start and the last day's end. */
    startTime: timeOfDay('Start time', '09:30'),
    endTime: timeOfDay('End time', '17:00'),
    /** The venue's name and town; empty until the venue is confirmed. */
    place: optionalLine('Venue', 200),
    venueAddress: optionalLine('Venue address', 300),
    mapLink: mapAddress,
    summary: requiredLine('Summary', 400),
    /** Places on sale; null: not booked on the site (an enquiry only). */
    capacity: optionalCount('Capacity', 1, EVENT_CAPACITY_MOST),
    /** A place's price in whole pounds; the early-bird price holds until its date or its first N places, whichever ends first. */
    price: optionalPounds('Price'),
    earlyBirdPrice: optionalPounds('Early-bird price'),
    earlyBirdUntil: eventDate('Early bird until'),
    earlyBirdPlaces: optionalCount('Early-bird places', 1, EVENT_CAPACITY_MOST),
    /** Booking opens on this day (empty: now) and closes at the end of this one (empty: the day before it starts). */
    bookingOpens: eventDate('Booking opens'),
    bookingCloses: eventDate('Booking closes'),
    /** Fewest places for it to run, decided on the go/no-go date. */
    minimumPlaces: optionalCount('Minimum places', 1, EVENT_CAPACITY_MOST),
    goNoGoDate: eventDate('Go/no-go date'),
  })
  .superRefine((event, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((event.startDate === null) !== (event.endDate === null)) {
      const missing = event.startDate === null ? 'startDate' : 'endDate';
      issue(missing, 'Give both dates, or leave both empty while the dates are to be confirmed');
    } else if (event.startDate !== null && event.endDate !== null && event.endDate < event.startDate)
      issue('endDate', 'End date cannot be before the start date');
    else if (event.startDate !== null && event.startDate === event.endDate && event.endTime <= event.startTime)
      issue('endTime', 'A one-day event must end after it starts');
    if (event.capacity !== null && event.price === null) issue('price', 'Give the price of a place, or no capacity');
    if (event.earlyBirdPrice !== null) {
      if (event.price !== null && event.earlyBirdPrice >= event.price)
        issue('earlyBirdPrice', 'The early-bird price must be less than the price');
      if (event.earlyBirdUntil === null && event.earlyBirdPlaces === null)
        issue('earlyBirdUntil', 'Say until when the early-bird price holds, or for how many places');
    }
    if (event.capacity !== null && event.earlyBirdPlaces !== null && event.earlyBirdPlaces > event.capacity)
      issue('earlyBirdPlaces', 'Early-bird places cannot be more than the capacity');
    if (event.capacity !== null && event.minimumPlaces !== null && event.minimumPlaces > event.capacity)
      issue('minimumPlaces', 'The minimum cannot be more than the capacity');
    if (event.bookingOpens !== null && event.bookingCloses !== null && event.bookingCloses < event.bookingOpens)
      issue('bookingCloses', 'Booking cannot close before it opens');
    if (event.startDate !== null && event.bookingCloses !== null && event.bookingCloses > event.startDate)
      issue('bookingCloses', 'Booking must close by the day the event starts');
  });

export type RetreatEventDocument = z.output<typeof retreatEventDocument>;
