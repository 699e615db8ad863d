/**
 * The Academy's two subscriptions side by side, Employee and Employer, each with its monthly and annual price
 * (including VAT; per seat for Employer), the saving a year brings when the figures give one, and what it includes.
 * Presentational: the prices come in as a prop (academyPricesOf), and `action` puts what the caller chooses (a
 * Subscribe form) under each price. Each plan is an h3 with its prices and includes in lists under it.
 */
import type { ReactNode } from 'react';
import {
  type AcademyPrices,
  annualSavingWords,
  type PlanBilling,
  type PlanTier,
  planBillings,
  planIncludes,
  planPrice,
  planTiers,
} from '../../content/kinds/academy-prices';
import { formatPounds } from '../../lib/pounds';
import { Tick } from '../../ui/line-icons';

const tierWords: Record<PlanTier, { name: string; summary: string }> = {
  employee: {
    name: 'Employee',
    summary: 'For one learner who works with the dogs: the whole of the employee training.',
  },
  employer: {
    name: 'Employer',
    summary:
      'For owners and managers, priced per seat: one seat for each team member or pending invitation. Your own account is included.',
  },
};

const billingWords: Record<PlanBilling, string> = { month: 'Monthly', year: 'Annually' };

function PlanPrice({
  prices,
  tier,
  billing,
  action,
}: {
  prices: AcademyPrices;
  tier: PlanTier;
  billing: PlanBilling;
  action?: (tier: PlanTier, billing: PlanBilling) => ReactNode;
}) {
  const saving = billing === 'year' ? annualSavingWords(prices, tier) : undefined;
  return (
    <li
      className="flex flex-col rounded-xl border border-stone-200 bg-brand-50 p-4"
      data-plan-price={`${tier}-${billing}`}
    >
      <p className="text-sm font-semibold text-brand-800">{billingWords[billing]}</p>
      <p className="mt-1 text-ink">
        <span className="text-3xl font-bold">{formatPounds(planPrice(prices, tier, billing))}</span>{' '}
        <span>a {billing}</span>
      </p>
      <p className="text-sm text-muted">{tier === 'employer' ? 'per seat, including VAT' : 'including VAT'}</p>
      {saving ? <p className="badge mt-2 self-start">{saving}</p> : null}
      {action ? (
        <div className="mt-4" data-plan-action>
          {action(tier, billing)}
        </div>
      ) : null}
    </li>
  );
}

export function SubscriptionPlans({
  prices,
  action,
  idPrefix = 'plan',
}: {
  prices: AcademyPrices;
  /** What goes under each price, e.g. a Subscribe form for that plan. */
  action?: (tier: PlanTier, billing: PlanBilling) => ReactNode;
  /** Starts the headings' ids (`plan-employee`), should the plans be shown twice on one page. */
  idPrefix?: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {planTiers.map((tier) => {
        const headingId = `${idPrefix}-${tier}`;
        const { name, summary } = tierWords[tier];
        return (
          <li key={tier} className="card flex flex-col" data-plan={tier} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-2xl font-semibold text-ink">
              {name}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{summary}</p>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2" aria-label={`${name} prices`}>
              {planBillings.map((billing) => (
                <PlanPrice key={billing} prices={prices} tier={tier} billing={billing} action={action} />
              ))}
            </ul>
            <h4 id={`${headingId}-includes`} className="mt-6 font-semibold text-ink">
              What {name} includes
            </h4>
            <ul className="mt-3 grid gap-2 text-sm text-ink" aria-labelledby={`${headingId}-includes`}>
              {planIncludes(prices, tier).map((line, index) => (
                <li key={`${index}-${line}`} className="flex gap-2">
                  <Tick size={20} className="mt-0.5 shrink-0 text-brand-700" unfocusable />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
