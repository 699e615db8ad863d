/**
 * The account menu a signed-in learner sees in the site header (issue 33): plain data, set for the request by
 * loadLearner (src/academy/auth/learner-middleware.ts) and passed to the header island as a prop. A visitor has none.
 */
import type { AccountMenu } from '../render/request-settings';

export type { AccountMenu };

export interface AccountLink {
  label: string;
  href: string;
}

/** The menu's links in order; Sign out, a form, follows them. */
export function accountLinks(account: AccountMenu): AccountLink[] {
  return [
    { label: 'My training', href: '/training/me' },
    ...(account.employer ? [{ label: 'Team', href: '/training/team' }] : []),
    ...(account.hasSubscription ? [{ label: 'Manage subscription', href: '/training/subscription/manage' }] : []),
  ];
}

/** The button's accessible name: its visible text (the first name) within it. */
export function accountButtonName(account: AccountMenu): string {
  return account.firstName ? `Your account, ${account.firstName}` : 'Your account';
}
