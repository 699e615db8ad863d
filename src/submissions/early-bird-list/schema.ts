/**
 * Joining the retreats' early-bird list (POST /api/early-bird-list): an address and the consent the form states. The
 * address hears nothing but one confirmation request until its owner confirms it (so nobody can sign up a stranger),
 * then one email each time a new event is published.
 */
import { z } from 'zod';
import { emailAddress } from '../../lib/fields';

export const earlyBirdListSchema = z.strictObject({
  email: emailAddress.transform((email) => email.toLowerCase()),
  consent: z.literal(true, { error: 'Tick the box to join the early-bird list' }),
});

export type EarlyBirdListInput = z.input<typeof earlyBirdListSchema>;

export const EARLY_BIRD_LIST_ENDPOINT = '/api/early-bird-list';

export function earlyBirdListFromFields(fields: URLSearchParams): EarlyBirdListInput {
  return {
    email: fields.get('email') ?? '',
    consent: fields.get('consent') === 'on' || fields.get('consent') === 'true',
  } as EarlyBirdListInput;
}

export const earlyBirdConsentWording =
  'I agree that you email me when a new retreat or learning event is published, after I have confirmed my address. You keep my address until I unsubscribe (every email has the link) or for two years after I last confirmed it.';
