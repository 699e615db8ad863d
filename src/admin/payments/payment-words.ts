/**
 * The payments page's words for what is stored in Stripe's terms, shared by the page and the CSV so both read alike.
 */
import { planBillings, planLabel, planTiers } from '../../content/kinds/academy-prices';
import { accessLevel } from '../../academy/access';
import { describeCampaign } from '../../analytics/visit-source';
import { formatPence } from '../../lib/pounds';
import { ukLongDate } from '../../lib/uk-date';
import type { PaymentRow, SubscriptionRow } from './payments-query';

const paymentStatuses: Record<string, string> = {
  paid: 'Paid',
  failed: 'Failed',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const paymentStatusWords = (status: string) => paymentStatuses[status] ?? status;

const subscriptionStatuses: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'First payment never made',
  paused: 'Paused',
};

export const subscriptionStatusWords = (status: string) => subscriptionStatuses[status] ?? status;

/** e.g. "Employer, annual, 5 seats": the plan in the words /training uses (planLabel); a value we do not know, as stored. */
export function planWords(row: Pick<SubscriptionRow, 'tier' | 'billing' | 'seats'>): string {
  const seats = row.seats === 1 ? '1 seat' : `${row.seats} seats`;
  const tier = planTiers.find((known) => known === row.tier);
  const billing = planBillings.find((known) => known === row.billing);
  return `${tier && billing ? planLabel(tier, billing) : `${row.tier}, ${row.billing}`}, ${seats}`;
}

/** A payment's amount in its currency: pence shown for pounds, the code for any other currency. */
export function amountWords(pence: number, currency: string): string {
  return currency.toLowerCase() === 'gbp'
    ? formatPence(pence)
    : `${(pence / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** What is left to refund of a payment, in pence. */
export function refundable(row: Pick<PaymentRow, 'amount' | 'amountRefunded' | 'status'>): number {
  return row.status === 'paid' || row.status === 'partly_refunded' ? Math.max(0, row.amount - row.amountRefunded) : 0;
}

export function learnerName(row: Pick<PaymentRow, 'learnerFirstName' | 'learnerLastName' | 'learnerEmail'>): string {
  return `${row.learnerFirstName ?? ''} ${row.learnerLastName ?? ''}`.trim() || (row.learnerEmail ?? '');
}

const levels = {
  visitor: 'No account',
  demo: 'Demo only',
  employee: 'Employee courses',
  employer: 'Employer courses and team',
};

/** What the learner's account opens now, as access.ts decides it; null once the account is erased. */
export function accessWords(row: SubscriptionRow, now: Date): string | null {
  if (row.subscriptionStatus === null || row.subscriptionTier === null) return null;
  const level = accessLevel(
    {
      subscriptionStatus: row.subscriptionStatus,
      subscriptionTier: row.subscriptionTier,
      subscriptionExpiry: row.subscriptionExpiry,
    },
    now,
  );
  return levels[level];
}

/** Why access runs as it does: grace after a failed renewal, a cancellation at the period's end, or the end itself. */
export function subscriptionNotes(row: SubscriptionRow, now: Date): string[] {
  const notes: string[] = [];
  if (row.endedAt) notes.push(`Ended ${ukLongDate(row.endedAt)}`);
  else if (row.cancelAtPeriodEnd) notes.push('Cancels at the end of the period');
  if (row.graceUntil && row.graceUntil.getTime() > now.getTime()) {
    notes.push(`Renewal failed: grace until ${ukLongDate(row.graceUntil)}`);
  }
  return notes;
}

/** Where the purchase's visit came from, in the words the submissions use: [referrer host, campaign], '' for none. */
export function purchaseSourceWords(
  row: Pick<PaymentRow, 'sourceReferrerHost' | 'sourceUtmSource' | 'sourceUtmMedium' | 'sourceUtmCampaign'>,
): [from: string, campaign: string] {
  return [
    row.sourceReferrerHost ?? '',
    describeCampaign({
      utmSource: row.sourceUtmSource ?? '',
      utmMedium: row.sourceUtmMedium ?? '',
      utmCampaign: row.sourceUtmCampaign ?? '',
    }),
  ];
}
