/**
 * An event's attendee list as CSV, one line per attendee (a booking of 3 places is 3 lines, each with the booking's
 * figures), through the one CSV writer, so a name typed as a formula stays text. Amounts in pounds with pence.
 */
import type { RetreatEvent } from '../../content/retreat-events';
import { toCsv } from '../../lib/csv';
import { poundsAndPence } from '../../lib/pounds';
import { todayInLondon } from '../../lib/uk-date';
import { type EventBooking, isComing } from './attendees-query';
import { bookingStatusWords, buyerName } from './event-words';

export const ATTENDEE_CSV_HEADER = [
  'Event',
  'Booking',
  'Status',
  'Buyer',
  'Buyer email',
  'Attendee',
  'Needs',
  'Places',
  'Total (£)',
  'Refunded (£)',
  'Checked in',
] as const;

export function attendeesCsv(
  event: RetreatEvent,
  bookings: readonly EventBooking[],
  now: Date,
): { filename: string; body: string } {
  const lines = bookings.flatMap((booking) =>
    (booking.attendees.length > 0 ? booking.attendees : ['']).map((attendee, position) => [
      event.title,
      booking.id,
      bookingStatusWords[booking.status],
      buyerName(booking),
      booking.email,
      attendee,
      booking.needs,
      String(booking.places),
      poundsAndPence(booking.amount),
      poundsAndPence(booking.amountRefunded),
      isComing(booking) ? (booking.checkedIn.includes(position) ? 'Yes' : 'No') : '',
    ]),
  );
  return {
    filename: `attendees-${event.slug}-${todayInLondon(now)}.csv`,
    body: toCsv(ATTENDEE_CSV_HEADER, lines),
  };
}
