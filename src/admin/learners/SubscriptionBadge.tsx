import { accessLevel } from '../../academy/access';

const words: Record<string, string> = {
  employee: 'Employee',
  employer: 'Employer',
  demo: 'Demo',
  active: 'Active',
  cancelled: 'Cancelled',
};
const word = (value: string) => words[value] ?? value;

interface Subscription {
  subscriptionTier: string;
  subscriptionStatus: string;
  subscriptionExpiry: Date | null;
}

/** Tier and status as stored, and what they open now when that differs (an active subscription past its expiry reads as the demo). */
export function SubscriptionBadge({ learner, now }: { learner: Subscription; now: Date }) {
  const level = accessLevel(learner, now);
  const lapsed = learner.subscriptionStatus === 'active' && level === 'demo';
  return (
    <>
      <span className="badge">{word(learner.subscriptionTier)}</span>{' '}
      <span className="badge">{word(learner.subscriptionStatus)}</span>
      {lapsed ? (
        <span className="mt-1 block text-sm font-semibold text-red-800">Expired: reads as the demo</span>
      ) : null}
    </>
  );
}
