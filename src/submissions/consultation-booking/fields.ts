import type { ConsultationBookingInput } from './schema';
import { personFromFields } from '../person-fields';

export const BOOKINGS_ENDPOINT = '/api/consultation-bookings';
/** Where the island tells the Worker that step 1 was sent (a booking started, in the owner's funnel). */
export const BOOKING_STEPS_ENDPOINT = `${BOOKINGS_ENDPOINT}/steps`;
/** Where the wizard's form posts: the endpoint, coming back to the wizard on the page it renders. */
export const BOOKING_FORM_ACTION = `${BOOKINGS_ENDPOINT}#book-consultation`;

/**
 * The booking (spec 01 §7) from the wizard's fields (earlier steps travel as
 * hidden fields), for the island's JSON and a plain post alike. A plain post
 * carries no estimate: the server works it out from the packages on offer
 * (the island adds the one it showed, which the server ignores the same way).
 */
export function bookingFromFields(fields: URLSearchParams): ConsultationBookingInput {
  const text = (name: string) => fields.get(name) ?? '';
  return {
    ...personFromFields(fields),
    phone: text('phone'),
    businessType: text('businessType') as ConsultationBookingInput['businessType'],
    services: fields.getAll('services'),
    projectDetails: text('projectDetails'),
    preferredDate: text('preferredDate'),
    preferredTime: text('preferredTime') as ConsultationBookingInput['preferredTime'],
  };
}
