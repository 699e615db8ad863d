/**
 * /training/me's "Your subscription": a paid one with its renewal, a cancellation at the period's end, or a failed
 * payment's grace, and "Manage subscription" (Stripe's portal); access the owner granted; or, on the demo, the plans
 * with their prices and a Subscribe button each.
 */
import type { AcademyPrices, PlanBilling, PlanTier } from '../../content/kinds/academy-prices';
import { planLabel } from '../../content/kinds/academy-prices';
import { ukLongDate } from '../../lib/uk-date';
import { CardSection } from '../../ui/CardSection';
import { SubscriptionPlans } from '../ui/SubscriptionPlans';
import { SubscribeLink } from './SubscribeLink';
import type { SubscriptionSummary } from './subscription-store';

export interface SubscriptionCardProps {
  subscription: SubscriptionSummary | null;
  /** 'granted' by the owner, 'paid' online, or null (the demo). */
  accessSource: string | null;
  /** The learner's access now opens a paid tier. */
  subscribed: boolean;
  expiry: Date | null;
  prices: AcademyPrices;
  paymentsOnline: boolean;
  now: Date;
}

const link = 'font-semibold text-brand-800 underline underline-offset-4';

function PaidSubscription({ subscription, now }: { subscription: SubscriptionSummary; now: Date }) {
  const plan = planLabel(subscription.tier as PlanTier, subscription.billing as PlanBilling);
  const seats =
    subscription.tier === 'employer' ? `, ${subscription.seats} ${subscription.seats === 1 ? 'seat' : 'seats'}` : '';
  const end = subscription.paidThrough ? ukLongDate(subscription.paidThrough) : null;
  let state: string;
  if (subscription.endedAt && subscription.endedAt.getTime() <= now.getTime())
    state = `Ended on ${ukLongDate(subscription.endedAt)}. Your progress and certificates are kept.`;
  else if (subscription.graceUntil && subscription.graceUntil.getTime() > now.getTime())
    state = `Your last payment did not go through. Update your card by ${ukLongDate(subscription.graceUntil)} to keep your access.`;
  else if (subscription.cancelAtPeriodEnd)
    state = end ? `Cancelled: it will not renew, and your access ends on ${end}.` : 'Cancelled: it will not renew.';
  else state = end ? `Renews on ${end}.` : 'Active.';
  return (
    <div data-subscription={subscription.cancelAtPeriodEnd ? 'ending' : subscription.status}>
      <p className="mt-2 font-semibold text-ink">
        {plan}
        {seats}
      </p>
      <p className="mt-1 text-ink" role="status">
        {state}
      </p>
      <p className="mt-4">
        <a className="btn-primary" href="/training/subscription/manage">
          Manage subscription
        </a>
      </p>
      <p className="mt-2 text-sm text-muted">
        On Stripe's secure page: change your card, plan or seats, see your invoices, or cancel.
      </p>
    </div>
  );
}

export function SubscriptionCard(props: SubscriptionCardProps) {
  const { subscription, now } = props;
  const paidOnline = subscription && props.accessSource === 'paid';
  return (
    <CardSection headingId="subscription-heading" title="Your subscription">
      {paidOnline ? (
        <PaidSubscription subscription={subscription} now={now} />
      ) : props.subscribed ? (
        <p className="mt-2 text-ink">
          {props.accessSource === 'granted'
            ? `We set up your access by hand${props.expiry ? `, until ${ukLongDate(props.expiry)}` : ''}. To change it, `
            : 'Your access comes with your subscription. To change it, '}
          <a className={link} href="/#contact">
            get in touch
          </a>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-ink">
            You are on the free demo. Subscribe to open every module of every employee course, or, with Employer, the
            management courses and a team page too.
          </p>
          <div className="mt-6">
            <SubscriptionPlans
              prices={props.prices}
              idPrefix="me-plan"
              action={(tier, billing) => <SubscribeLink tier={tier} billing={billing} online={props.paymentsOnline} />}
            />
          </div>
        </>
      )}
    </CardSection>
  );
}
