import type { RetreatBookingInput } from './schema';

export const RETREAT_BOOKINGS_ENDPOINT = '/api/retreat-bookings';

/** The form names one field per place (attendee1 … attendee4); only as many as the places chosen count. */
export const attendeeField = (position: number) => `attendee${position + 1}`;

/** The booking payload from the form's fields, for the island's JSON and a plain post alike. */
export function retreatBookingFromFields(fields: URLSearchParams): RetreatBookingInput {
  const places = Number(fields.get('places') ?? '');
  const count = Number.isInteger(places) && places > 0 ? Math.min(places, 4) : 0;
  return {
    eventSlug: fields.get('eventSlug') ?? '',
    places: fields.get('places') ?? '',
    // Written out rather than shared with the other forms: the booking form's island then needs no chunk of its own for them.
    firstName: fields.get('firstName') ?? '',
    lastName: fields.get('lastName') ?? '',
    email: fields.get('email') ?? '',
    attendees: Array.from({ length: count }, (_, position) => fields.get(attendeeField(position)) ?? ''),
    needs: fields.get('needs') ?? '',
    offer: fields.get('offer') ?? '',
  } as RetreatBookingInput;
}
