/**
 * Who may read what (issue 23): a category's requiredTier decides. The demo
 * opens the first module of each employee category; an active employee
 * subscription every employee category; an active employer subscription the
 * employer categories too, and the team page. A subscription past its expiry,
 * or not active, counts as the demo. Someone not signed in reads what the demo does.
 */
import type { Learner } from './env';

export type AccessLevel = 'visitor' | 'demo' | 'employee' | 'employer';

/** What the learner's subscription opens now. */
export function accessLevel(
  learner: Pick<Learner, 'subscriptionStatus' | 'subscriptionTier' | 'subscriptionExpiry'> | null | undefined,
  now: Date,
): AccessLevel {
  if (!learner) return 'visitor';
  const current = learner.subscriptionStatus === 'active' && (!learner.subscriptionExpiry || learner.subscriptionExpiry.getTime() > now.getTime());
  if (!current) return 'demo';
  return learner.subscriptionTier === 'employer' ? 'employer' : 'employee';
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
