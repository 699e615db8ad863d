/**
 * Signing up for a sold-out event's waiting list (POST /api/retreat-waiting-list): the address, how many places are
 * wanted and the consent the form states. The address is stored lower-cased, so one person is in one queue once.
 */
import { z } from 'zod';
import { emailAddress } from '../../lib/fields';
import { MOST_PLACES_PER_BOOKING } from '../retreat-booking/schema';

export const retreatWaitingListSchema = z.strictObject({
  eventSlug: z.string({ error: 'Choose an event' }).trim().min(1, 'Choose an event').max(120),
  email: emailAddress.transform((email) => email.toLowerCase()),
  places: z.coerce
    .number({ error: 'Choose how many places' })
    .int('Choose how many places')
    .min(1, 'Ask for at least one place')
    .max(MOST_PLACES_PER_BOOKING, `Ask for at most ${MOST_PLACES_PER_BOOKING} places`),
  consent: z.literal(true, { error: 'Tick the box to join the waiting list' }),
});

export type RetreatWaitingListInput = z.input<typeof retreatWaitingListSchema>;

export const RETREAT_WAITING_LIST_ENDPOINT = '/api/retreat-waiting-list';

export function retreatWaitingListFromFields(fields: URLSearchParams): RetreatWaitingListInput {
  return {
    eventSlug: fields.get('eventSlug') ?? '',
    email: fields.get('email') ?? '',
    places: fields.get('places') ?? '',
    consent: fields.get('consent') === 'on' || fields.get('consent') === 'true',
  } as RetreatWaitingListInput;
}

export const retreatWaitingListConsentWording =
  'I agree that you email me if places on this event free up: each offer holds the places for 24 hours, then passes to the next person. You keep my address until the event has taken place, and I can ask you to remove it at any time.';
