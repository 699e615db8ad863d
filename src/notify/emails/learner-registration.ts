/**
 * A registration's confirmation link (item the registration, message
 * `confirm`): the account is made only when its owner presses Confirm on the
 * page it opens. The token is minted when composed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mintRegistrationToken } from '../../auth/learner-registrations';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { sameEmail } from '../../db/personal-data';
import { learnerRegistrations, notificationOutbox } from '../../db/schema';
import type { EmailKind } from '../email-kind';
import { STANDARD_RETRY } from '../retry-policy';
import { academyEmail } from './academy-email';

const registrations = learnerRegistrations;
const ofThisKind = eq(notificationOutbox.itemKind, ITEM_KIND.learnerRegistration);

export const learnerRegistrationEmail: EmailKind = {
  name: 'learner-registration',
  to: 'learner',
  sender: 'NOTIFY_EMAIL',
  answers: (row) => row.itemKind === ITEM_KIND.learnerRegistration,
  compose: async (row, { db, origin, now }) => {
    const minted = await mintRegistrationToken(db, row.itemId, now.getTime());
    if (!minted) return null;
    return academyEmail(
      minted.email,
      `Confirm your registration for the ${siteConfig.name} Training Academy`,
      [
        `Hello ${minted.firstName},`,
        `Open this link and press Confirm and sign in to make your free demo account. It works once, within ${siteConfig.academy.registrationLinkHours} hours.`,
      ],
      { href: `${origin}/training/register/confirm?token=${encodeURIComponent(minted.token)}`, label: 'Confirm and sign in' },
      ['If you did not register, ignore this email: no account is made without the link.'],
    );
  },
  describe: async () => ({ what: 'Training Academy registration link' }),
  retry: STANDARD_RETRY,
  // Registrations with the address (found through them, so erased before them).
  erasure: (person) =>
    person.email
      ? (and(
          ofThisKind,
          inArray(notificationOutbox.itemId, sql`(select ${registrations.id} from ${registrations} where ${sameEmail(registrations.email, person.email)})`),
        ) ?? null)
      : null,
  // It points at its registration's address: it goes with the registration.
  expired: () => and(ofThisKind, sql`not exists (select 1 from ${registrations} where ${registrations.id} = ${notificationOutbox.itemId})`) ?? null,
};
