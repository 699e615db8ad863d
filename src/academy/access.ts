/**
 * Who may read what (issue 23): a category's requiredTier decides. The demo
 * opens the first module of each employee category; an active employee
 * subscription every employee category; an active employer subscription the
 * employer categories too, and the team page; a member of an employer's team
 * reads as an employee while the employer's subscription is current. A
 * subscription past its expiry, or not active, counts as the demo. Someone not signed in reads what the demo does.
 */
import type { Learner } from '../auth/learner-env';

export type AccessLevel = 'visitor' | 'demo' | 'employee' | 'employer';

type Subscription = { status: string; tier: string; expiry: Date | null };

/** A subscription that is active and not past its expiry. */
function isCurrent(subscription: Subscription, now: Date): boolean {
  return subscription.status === 'active' && (!subscription.expiry || subscription.expiry.getTime() > now.getTime());
}

/**
 * What the learner's subscription opens now: their own, or, on a team whose
 * employer's subscription is current, at least an employee's.
 */
export function accessLevel(
  learner:
    | (Pick<Learner, 'subscriptionStatus' | 'subscriptionTier' | 'subscriptionExpiry'> & Pick<Partial<Learner>, 'team'>)
    | null
    | undefined,
  now: Date,
): AccessLevel {
  if (!learner) return 'visitor';
  const own = {
    status: learner.subscriptionStatus,
    tier: learner.subscriptionTier,
    expiry: learner.subscriptionExpiry,
  };
  if (isCurrent(own, now)) return own.tier === 'employer' ? 'employer' : 'employee';
  return learner.team && learner.team.tier === 'employer' && isCurrent(learner.team, now) ? 'employee' : 'demo';
}

/** Why a module is locked, which says what would open it; null when it is open. */
export type LockReason = 'employee-subscription' | 'employer-subscription' | null;

/**
 * `positionInCategory`: the module's place among its category's active modules, from 0.
 * A category that names a tier we do not know is treated as the employer's, the stricter.
 */
export function moduleLock(level: AccessLevel, requiredTier: string, positionInCategory: number): LockReason {
  if (requiredTier === 'employee') {
    if (level === 'employee' || level === 'employer') return null;
    return positionInCategory === 0 ? null : 'employee-subscription';
  }
  return level === 'employer' ? null : 'employer-subscription';
}

export function mayManageTeam(level: AccessLevel): boolean {
  return level === 'employer';
}
