/**
 * A retreat booking's payload (POST /api/retreat-bookings), shared by the event page's form and its island: the
 * event, 1 to 4 places, the buyer, one name per place and any dietary or access needs. `offer` is the token of a
 * waiting-list offer whose places this booking takes up. The server sets the price, the status and the hold.
 */
import { z } from 'zod';
import { emailAddress, fullName, optionalText, personName } from '../../lib/fields';

export const MOST_PLACES_PER_BOOKING = 4;

/** An attendee's name: printed on lists and in emails, so never an address or a link. */
const attendeeName = fullName('Each attendee’s name');

export const retreatBookingSchema = z
  .strictObject({
    eventSlug: z.string({ error: 'Choose an event' }).trim().min(1, 'Choose an event').max(120),
    places: z.coerce
      .number({ error: 'Choose how many places' })
      .int('Choose how many places')
      .min(1, 'Book at least one place')
      .max(MOST_PLACES_PER_BOOKING, `Book at most ${MOST_PLACES_PER_BOOKING} places at once`),
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailAddress,
    attendees: z.array(attendeeName, { error: 'Give each attendee’s name' }).max(MOST_PLACES_PER_BOOKING),
    needs: optionalText('Dietary or access needs', 1000),
    offer: z.string().trim().max(100).optional().default(''),
  })
  .superRefine((booking, context) => {
    if (booking.attendees.length !== booking.places)
      context.addIssue({
        code: 'custom',
        path: ['attendees'],
        message: `Give a name for each of the ${booking.places} ${booking.places === 1 ? 'place' : 'places'}`,
      });
  });

export type RetreatBookingInput = z.input<typeof retreatBookingSchema>;
export type RetreatBooking = z.output<typeof retreatBookingSchema>;
