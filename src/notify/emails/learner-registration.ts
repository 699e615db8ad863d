/**
 * A registration's confirmation link (item the registration, message
 * `confirm`): the account is made only when its owner presses Confirm on the
 * page it opens. The token is minted when composed.
 */
import { mintRegistrationToken } from '../../auth/learner-registrations';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { learnerRegistrations } from '../../db/schema/academy';
import { aboutItemsTo, emailAboutItem, itemGoneFrom } from '../email-kind';
import { academyEmail } from './academy-email';

const registrations = { table: learnerRegistrations, id: learnerRegistrations.id, email: learnerRegistrations.email };

export const learnerRegistrationEmail = emailAboutItem(ITEM_KIND.learnerRegistration, {
  name: 'learner-registration',
  to: 'learner',
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
      {
        href: `${origin}/training/register/confirm?token=${encodeURIComponent(minted.token)}`,
        label: 'Confirm and sign in',
      },
      ['If you did not register, ignore this email: no account is made without the link.'],
    );
  },
  describe: 'Training Academy registration link',
  erasure: (person) => aboutItemsTo(ITEM_KIND.learnerRegistration, registrations, person),
  expired: () => itemGoneFrom(ITEM_KIND.learnerRegistration, registrations),
});
