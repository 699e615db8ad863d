/**
 * The learner page's subscription form as the server reads it: tier,
 * status, expiry (a London date; empty: no expiry) and company name. A
 * tier or status no form of ours sends is a message beside the field like
 * any other, as the select offers only the allowed ones.
 */
import { z } from 'zod';
import { optionalLine } from '../../lib/fields';
import { addDays, londonInstant } from '../../lib/london-time';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';

export const subscriptionTiers = [
  { value: 'employee', label: 'Employee' },
  { value: 'employer', label: 'Employer (employee courses, management and leadership, and a team)' },
] as const;

export const MAX_COMPANY_NAME = 200;

/**
 * The stored expiry of a subscription that runs to the end of `date` (London):
 * the first instant of the next London day, midnight at the start of the day
 * after. access.ts treats a subscription as current while the expiry is
 * still ahead, so the learner keeps access for the whole of the chosen day,
 * whether it is GMT or BST.
 */
function expiryAfterDay(date: string): Date {
  return londonInstant(addDays(date, 1), '0:00');
}

/** The last London day a stored expiry covers: the day before the instant it ends (the inverse of expiryAfterDay). */
export function lastDayOf(expiry: Date): string {
  return todayInLondon(new Date(expiry.getTime() - 1));
}

/**
 * Granting is one action: the tier, the status (active) and the expiry together, marked as granted so that no payment
 * event changes it; ending access sets the status to cancelled and lets a paid subscription take over again.
 */
export const subscriptionSchema = z.object({
  subscriptionTier: z.enum(['employee', 'employer'], { error: 'Choose the tier' }),
  subscriptionStatus: z
    .enum(['grant', 'end'], { error: 'Choose whether to grant or end access' })
    .transform((intent) => (intent === 'grant' ? 'active' : 'cancelled')),
  teamSeats: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,4}$/.test(value), 'Enter the seats as a whole number, or leave it empty')
    .transform((value) => (value === '' ? 0 : Number(value)))
    .refine((seats) => seats <= 1000, 'At most 1,000 seats'),
  subscriptionExpiry: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isCalendarDate(value),
      'Enter the last day as a date, or leave it empty for no expiry',
    )
    .transform((value) => (value === '' ? null : expiryAfterDay(value))),
  companyName: optionalLine('Company name', MAX_COMPANY_NAME).transform((value) => value || null),
});

export type SubscriptionChange = z.infer<typeof subscriptionSchema>;
export type SubscriptionFields = Record<
  'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiry' | 'teamSeats' | 'companyName',
  string
>;
/** subscriptionStatus is the button pressed: grant (the form's first, so Enter grants) or end. */
export const subscriptionFieldNames = [
  'subscriptionTier',
  'subscriptionStatus',
  'subscriptionExpiry',
  'teamSeats',
  'companyName',
] as const;
