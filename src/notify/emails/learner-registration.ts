/**
 * A registration's confirmation link (item the registration, message
 * `confirm`): the account is made only when its owner presses Confirm on the
 * page it opens. The token is minted when composed.
 */
import { mintRegistrationToken } from '../../auth/learner-registrations';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { learnerRegistrations } from '../../db/schema/academy';
import { academyEmail } from './academy-email';
import { academyLinkEmail } from './academy-link-email';

const registrations = { table: learnerRegistrations, id: learnerRegistrations.id, email: learnerRegistrations.email };

export const learnerRegistrationEmail = academyLinkEmail(ITEM_KIND.learnerRegistration, registrations, {
  name: 'learner-registration',
  describe: 'Training Academy registration link',
  mint: mintRegistrationToken,
  compose: (minted, origin) =>
    academyEmail(
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
    ),
});
