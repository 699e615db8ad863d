/**
 * The Academy's emails as outbox rows (src/notify): each is composed when it
 * is sent, minting its link then, so an email held over the recipient's limit
 * can still be sent later by the owner, and no token is ever stored but as
 * its hash. The item kinds and the composer of each.
 */
import { ITEM_KIND } from '../db/item-kinds';
import { findLearnerById } from './learners';
import { learnerSignInEmail, invitationEmail, noAccountEmail, registrationEmail } from './academy-email';
import { createLearnerSignInLink } from '../auth/learner-links';
import { mintRegistrationToken } from '../auth/learner-registrations';
import { mintInvitationLink } from './team/invitation-link';
import type { Composer } from '../notify/composer';

// A learner's sign-in link is an ITEM_KIND.learner row: item id the learner's id, message `sign-in:<random>` (each request its own email).

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
  [ITEM_KIND.learner]: composeSignIn,
  [ITEM_KIND.noAccount]: composeNoAccount,
  [ITEM_KIND.teamInvitation]: composeInvitation,
  [ITEM_KIND.learnerRegistration]: composeRegistration,
};
