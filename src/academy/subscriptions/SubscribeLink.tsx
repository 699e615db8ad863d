/**
 * A plan's Subscribe button: to the subscribe form with the plan chosen, or, when payments are not switched on (no
 * Stripe key), an email to us that says which plan.
 */
import { type PlanBilling, type PlanTier, planLabel } from '../../content/kinds/academy-prices';
import { businessDetails } from '../../render/request-settings';
import { mailtoLink } from '../../lib/mailto';
import { planKey } from './plans';

export function SubscribeLink({ tier, billing, online }: { tier: PlanTier; billing: PlanBilling; online: boolean }) {
  const label = planLabel(tier, billing);
  if (online) {
    return (
      <a
        className="btn-primary"
        href={`/training/subscribe?plan=${planKey(tier, billing)}`}
        data-subscribe={planKey(tier, billing)}
      >
        Subscribe<span className="sr-only">: {label}</span>
      </a>
    );
  }
  const subject = `Training Academy subscription: ${label}`;
  return (
    <a
      className="btn-outline"
      href={mailtoLink(
        businessDetails().email,
        subject,
        `I would like the ${label} subscription.\n\nName:\nEmail address each person signs in with:\n`,
      )}
      data-subscribe-by-email={planKey(tier, billing)}
    >
      Subscribe by email<span className="sr-only">: {label}</span>
    </a>
  );
}
