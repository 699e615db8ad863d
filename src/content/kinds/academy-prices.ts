/**
 * The Training Academy's subscription prices as the owner edits them (/admin/content/academy-prices): Employee and
 * Employer, each monthly and annual, in whole pounds including VAT (Employer per seat: one seat for each team member
 * or pending invitation), and what each includes. One item of its kind; /training shows it, and the payment code
 * charges a new subscription what it says (planPrice). A change applies to new subscriptions only: a subscriber
 * keeps the price they signed up at until they change plan.
 */
import { z } from 'zod';
import { formatPounds } from '../../lib/pounds';
import { publishedOf, type SiteContent } from '../site-content';
import { wholePounds } from './package';

export const ACADEMY_PRICES_KIND = 'academy-prices';

/** The subscriptions: Employee (one learner) and Employer (priced per seat). */
export type PlanTier = 'employee' | 'employer';
/** How often a subscription is paid for. */
export type PlanBilling = 'month' | 'year';

export const planTiers: readonly PlanTier[] = ['employee', 'employer'];
export const planBillings: readonly PlanBilling[] = ['month', 'year'];

const INCLUDED_LINES_MAX = 8;
const INCLUDED_LINE_MAX = 160;

/** What a subscription includes: one short line each, as the plans on /training list them. */
function includedLines(tier: string) {
  return z
    .array(z.string().trim())
    .refine((lines) => lines.length >= 1, `Say at least one thing the ${tier} subscription includes`)
    .refine((lines) => lines.length <= INCLUDED_LINES_MAX, `List at most ${INCLUDED_LINES_MAX} lines`)
    .refine(
      (lines) => lines.every((line) => line.length <= INCLUDED_LINE_MAX),
      `Each line must be at most ${INCLUDED_LINE_MAX} characters`,
    )
    .refine(
      (lines) => lines.every((line) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u.test(line)),
      'Please remove invisible or control characters.',
    );
}

export const academyPricesDocument = z
  .object({
    employeeMonthly: wholePounds('The Employee monthly price'),
    employeeAnnual: wholePounds('The Employee annual price'),
    employerMonthly: wholePounds('The Employer monthly price per seat'),
    employerAnnual: wholePounds('The Employer annual price per seat'),
    employeeIncludes: includedLines('Employee'),
    employerIncludes: includedLines('Employer'),
  })
  .superRefine((prices, context) => {
    // A year for less than a month is a slip of the keyboard (a monthly figure typed as the annual one).
    for (const [annual, monthly, name] of [
      ['employeeAnnual', prices.employeeMonthly, 'Employee'],
      ['employerAnnual', prices.employerMonthly, 'Employer'],
    ] as const)
      if (prices[annual] < monthly)
        context.addIssue({
          code: 'custom',
          path: [annual],
          message: `The ${name} annual price is for a whole year, so it must be at least the monthly price (${formatPounds(monthly)})`,
        });
  });

export type AcademyPrices = z.infer<typeof academyPricesDocument>;

/** What the seed writes, and what is shown until the owner's item is published (or when it fails its schema). */
export const seededAcademyPrices: AcademyPrices = {
  employeeMonthly: 12,
  employeeAnnual: 120,
  employerMonthly: 10,
  employerAnnual: 100,
  employeeIncludes: [
    'One learner, with every module of every employee training category',
    'Progress saved to your account, quizzes marked as you go and a certificate for each module you complete',
    'A PDF of each certificate with a QR code that links to its verification page',
    'An email reminder before a certificate that needs renewing expires',
  ],
  employerIncludes: [
    'Your own account, with every course, including the management and leadership training',
    'One seat for each team member or pending invitation, with every employee course',
    "A team page with each person's progress, quiz results and certificates",
    "Your team's training record as a CSV file, for staff files or a licence inspection",
  ],
};

/** The published prices, else the seeded ones (none published yet, or the stored one no longer passes its schema). */
export function academyPricesOf(content: SiteContent): AcademyPrices {
  return publishedOf(content, ACADEMY_PRICES_KIND, academyPricesDocument)[0] ?? seededAcademyPrices;
}

/** A plan's price in whole pounds including VAT: for Employer, per seat. */
export function planPrice(prices: AcademyPrices, tier: PlanTier, billing: PlanBilling): number {
  if (tier === 'employee') return billing === 'month' ? prices.employeeMonthly : prices.employeeAnnual;
  return billing === 'month' ? prices.employerMonthly : prices.employerAnnual;
}

/** What a plan includes, one short line each. */
export function planIncludes(prices: AcademyPrices, tier: PlanTier): readonly string[] {
  return tier === 'employee' ? prices.employeeIncludes : prices.employerIncludes;
}

const tierNames: Record<PlanTier, string> = { employee: 'Employee', employer: 'Employer' };
const billingNames: Record<PlanBilling, string> = { month: 'monthly', year: 'annual' };

/** The plan in words, e.g. "Employee, monthly" or "Employer, annual". */
export function planLabel(tier: PlanTier, billing: PlanBilling): string {
  return `${tierNames[tier]}, ${billingNames[billing]}`;
}

/** The price and its period, e.g. "£12 a month", "£100 a year" (per seat for Employer: the caller says so). */
export function planPriceWords(prices: AcademyPrices, tier: PlanTier, billing: PlanBilling): string {
  return `${formatPounds(planPrice(prices, tier, billing))} a ${billing}`;
}

/**
 * What paying for a year saves against twelve months, worked out from the figures only: "2 months free" when the
 * saving is a whole number of months, else "save £14 a year"; undefined when a year costs twelve months or more.
 */
export function annualSavingWords(prices: AcademyPrices, tier: PlanTier): string | undefined {
  const monthly = planPrice(prices, tier, 'month');
  const saving = monthly * 12 - planPrice(prices, tier, 'year');
  if (saving <= 0) return undefined;
  const months = saving / monthly;
  if (Number.isInteger(months)) return `${months} ${months === 1 ? 'month' : 'months'} free`;
  return `save ${formatPounds(saving)} a year`;
}
