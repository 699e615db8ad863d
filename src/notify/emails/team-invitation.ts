/**
 * An employer's invitation to their team in the Training Academy (item the
 * invitation, message `invite:<random>`, one row each time it is sent), its
 * link minted when composed, so one held over the address's limit still
 * works when the owner sends it.
 */
import { mintInvitationLink } from '../../auth/invitation-links';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { trainingTeamInvitations } from '../../db/schema/academy';
import { academyEmail } from './academy-email';
import { academyLinkEmail } from './academy-link-email';

const invitations = {
  table: trainingTeamInvitations,
  id: trainingTeamInvitations.id,
  email: trainingTeamInvitations.email,
};

export const teamInvitationEmail = academyLinkEmail(ITEM_KIND.teamInvitation, invitations, {
  name: 'team-invitation',
  describe: 'Training Academy team invitation',
  mint: mintInvitationLink,
  compose: ({ email, token, teamName, inviterName }, origin) =>
    academyEmail(
      email,
      `${inviterName} invited you to the ${siteConfig.name} Training Academy`,
      [
        'Hello,',
        `${inviterName} of ${teamName} has invited you to join their team in our Training Academy: short online modules on dog behaviour, health and safety, canine first aid, customer care and more, with a certificate for each module you complete.`,
        `Open the link to accept. It works once, within ${siteConfig.academy.invitationDays} days. Once you accept, ${teamName} can see your progress, quiz results and certificates.`,
      ],
      { href: `${origin}/training/join?token=${encodeURIComponent(token)}`, label: 'Accept the invitation' },
      ['If you were not expecting this, ignore the email: nothing happens unless you accept.'],
    ),
});
