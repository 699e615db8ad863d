/**
 * The Academy's emails as outbox rows (src/notify): each is composed when it
 * is sent, minting its link then, so an email held over the recipient's limit
 * can still be sent later by the owner, and no token is ever stored but as
 * its hash. The item kinds and the composer of each.
 */
import { findLearnerById } from './learners';
import { learnerSignInEmail, invitationEmail, noAccountEmail, registrationEmail } from './academy-email';
import { createLearnerSignInLink } from '../auth/learner-links';
import { mintRegistrationToken } from '../auth/learner-registrations';
import { mintInvitationLink } from './team/invitation-link';
import type { Composer } from '../notify/composer';
import { LEARNER_ITEM_KIND } from './learner-erasure';

// A learner's sign-in link is a LEARNER_ITEM_KIND row: item id the learner's id, message `sign-in:<random>` (each request its own email).
/** "No account yet" to an address without one: item id the address, message `no-account:<London date>` (one a day). */
export const NO_ACCOUNT_ITEM_KIND = 'no-account';
/** An employer's invitation: item id the invitation's id. */
export const TEAM_INVITATION_ITEM_KIND = 'team-invitation';
/** A registration's confirmation link: item id the registration's id. */
export const REGISTRATION_ITEM_KIND = 'learner-registration';

const composeSignIn: Composer = async (db, claim, origin, now) => {
  const id = Number(claim.itemId);
  const learner = Number.isSafeInteger(id) ? await findLearnerById(db, id) : undefined;
  if (!learner) return null;
  const token = await createLearnerSignInLink(db, learner.id, now.getTime());
  return learnerSignInEmail(learner.email, learner.firstName, `${origin}/training/sign-in/confirm?token=${encodeURIComponent(token)}`);
};

const composeNoAccount: Composer = async (_db, claim, origin) => noAccountEmail(claim.itemId, origin);

const composeInvitation: Composer = async (db, claim, origin, now) => {
  const minted = await mintInvitationLink(db, claim.itemId, now.getTime());
  if (!minted) return null;
  return invitationEmail(minted.email, minted.teamName, minted.inviterName, `${origin}/training/join?token=${encodeURIComponent(minted.token)}`);
};

const composeRegistration: Composer = async (db, claim, origin, now) => {
  const minted = await mintRegistrationToken(db, claim.itemId, now.getTime());
  if (!minted) return null;
  return registrationEmail(minted.email, minted.firstName, `${origin}/training/register/confirm?token=${encodeURIComponent(minted.token)}`);
};

export const academyComposers: Readonly<Record<string, Composer>> = {
  [LEARNER_ITEM_KIND]: composeSignIn,
  [NO_ACCOUNT_ITEM_KIND]: composeNoAccount,
  [TEAM_INVITATION_ITEM_KIND]: composeInvitation,
  [REGISTRATION_ITEM_KIND]: composeRegistration,
};
