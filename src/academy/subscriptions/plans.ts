/**
 * The plans a Subscribe form names ("employee-month", "employer-year"…) and the seats an Employer buys: the form names
 * only what is wanted; the price is read from the owner's content when the Checkout is made.
 */
import { z } from 'zod';
import type { PlanBilling, PlanTier } from '../../content/kinds/academy-prices';

export const planKeys = ['employee-month', 'employee-year', 'employer-month', 'employer-year'] as const;
export type PlanKey = (typeof planKeys)[number];

export const MIN_SEATS = 1;
export const MAX_SEATS = 200;

export function planOf(key: PlanKey): { tier: PlanTier; billing: PlanBilling } {
  const [tier, billing] = key.split('-') as [PlanTier, PlanBilling];
  return { tier, billing };
}

export function planKey(tier: PlanTier, billing: PlanBilling): PlanKey {
  return `${tier}-${billing}`;
}

/** The immediate-access request the Consumer Contracts Regulations ask of digital content: its words are stored. */
export const immediateAccessWording =
  'I ask for access to start as soon as my payment goes through, and I understand that I then lose my 14-day right to cancel (I can still cancel at any time to stop the next renewal).';

/** What every Subscribe form sends, signed in or not. */
export const planChoiceSchema = z.object({
  plan: z.enum(planKeys, { error: 'Choose a subscription' }),
  seats: z
    .string()
    .trim()
    .default('1')
    .transform((value) => (value === '' ? '1' : value))
    .refine((value) => /^\d{1,4}$/.test(value), 'Enter the number of seats as a whole number')
    .transform(Number)
    .refine(
      (seats) => seats >= MIN_SEATS && seats <= MAX_SEATS,
      `Choose between ${MIN_SEATS} and ${MAX_SEATS} seats (for more, email us)`,
    ),
  immediateAccess: z.literal('on', {
    error: 'Please tick the box to ask for immediate access: the subscription cannot start without it',
  }),
});

export type PlanChoice = z.infer<typeof planChoiceSchema>;
