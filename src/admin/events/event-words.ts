/** How the events pages, their confirm steps and the attendee CSV word an event and its bookings. */
import type { RetreatEvent } from '../../content/retreat-events';
import { eventDates } from '../../content/retreat-events';
import type { RetreatBookingStatus, RetreatWaitingStatus } from '../../db/schema/retreats';
import { ukTime } from '../../lib/london-time';
import type { EventBooking } from './attendees-query';

/** Each status's heading on the attendee list and its word in the CSV. */
export const bookingStatusWords: Record<RetreatBookingStatus, string> = {
  paid: 'Paid',
  reserved: 'Reserved, to be invoiced',
  held: 'Held while paying',
  cancelled: 'Cancelled',
  expired: 'Not paid in time',
};

export const waitingStatusWords: Record<RetreatWaitingStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered places',
  booked: 'Booked',
  lapsed: 'Offer passed on',
  left: 'Left the list',
};

/** "3 places", "1 place". */
export const placesWords = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;

/** "2 bookings", "1 booking". */
export const bookingsWords = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

export const buyerName = (booking: Pick<EventBooking, 'firstName' | 'lastName'>) =>
  `${booking.firstName} ${booking.lastName}`.trim();

/** "12 to 13 May 2027, 9:30am to 5:00pm (UK time)", or "Dates to be confirmed". */
export function whenWords(event: RetreatEvent): string {
  if (event.startDate === null) return 'Dates to be confirmed';
  return `${eventDates(event)}, ${ukTime(event.startTime)} to ${ukTime(event.endTime)} (UK time)`;
}

const cancelledBy: Record<string, string> = { visitor: 'by the buyer', owner: 'by you', event: 'with the event' };

/** Who cancelled a booking, in a few words ("by the buyer"); empty when unknown. */
export const cancelledByWords = (by: string | null) =>
  by !== null && Object.hasOwn(cancelledBy, by) ? (cancelledBy[by] ?? '') : '';
