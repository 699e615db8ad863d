import type { Learner, LearnerSession } from '../auth/learner-env';
import type { AccountMenu } from '../layout/account-menu';
import { accessLevel, mayManageTeam } from './access';

/**
 * Whether the learner has a paid subscription to manage, which offers "Manage subscription" (the Stripe customer
 * portal, /training/subscription/manage). The one place to change when payments record it another way.
 */
export function hasSubscription(learner: Pick<Learner, 'stripeCustomerId'>): boolean {
  return Boolean(learner.stripeCustomerId);
}

/** The header's account menu for this learner (the `account` request setting). */
export function accountMenuOf(learner: Learner, session: LearnerSession, now: Date): AccountMenu {
  return {
    firstName: learner.firstName,
    employer: mayManageTeam(accessLevel(learner, now)),
    hasSubscription: hasSubscription(learner),
    csrfToken: session.csrfToken,
  };
}
