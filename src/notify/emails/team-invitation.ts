/**
 * An employer's invitation to their team in the Training Academy (item the
 * invitation, message `invite:<random>`, one row each time it is sent), its
 * link minted when composed, so one held over the address's limit still
 * works when the owner sends it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mintInvitationLink } from '../../auth/invitation-links';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { sameEmail } from '../../db/personal-data';
import { notificationOutbox, trainingTeamInvitations } from '../../db/schema';
import type { EmailKind } from '../email-kind';
import { STANDARD_RETRY } from '../retry-policy';
import { academyEmail } from './academy-email';

const invitations = trainingTeamInvitations;
const ofThisKind = eq(notificationOutbox.itemKind, ITEM_KIND.teamInvitation);

export const teamInvitationEmail: EmailKind = {
  name: 'team-invitation',
  to: 'learner',
  sender: 'NOTIFY_EMAIL',
  answers: (row) => row.itemKind === ITEM_KIND.teamInvitation,
  compose: async (row, { db, origin, now }) => {
    const minted = await mintInvitationLink(db, row.itemId, now.getTime());
    if (!minted) return null;
    const { teamName, inviterName } = minted;
    return academyEmail(
      minted.email,
      `${inviterName} invited you to the ${siteConfig.name} Training Academy`,
      [
        'Hello,',
        `${inviterName} of ${teamName} has invited you to join their team in our Training Academy: short online modules on dog behaviour, health and safety, canine first aid, customer care and more, with a certificate for each module you complete.`,
        `Open the link to accept. It works once, within ${siteConfig.academy.invitationDays} days. Once you accept, ${teamName} can see your progress, quiz results and certificates.`,
      ],
      { href: `${origin}/training/join?token=${encodeURIComponent(minted.token)}`, label: 'Accept the invitation' },
      ['If you were not expecting this, ignore the email: nothing happens unless you accept.'],
    );
  },
  describe: async () => ({ what: 'Training Academy team invitation' }),
  retry: STANDARD_RETRY,
  // Invitations to the address (found through them, so erased before them).
  erasure: (person) =>
    person.email
      ? (and(
          ofThisKind,
          inArray(notificationOutbox.itemId, sql`(select ${invitations.id} from ${invitations} where ${sameEmail(invitations.email, person.email)})`),
        ) ?? null)
      : null,
  // It points at its invitation's address: it goes with the invitation.
  expired: () => and(ofThisKind, sql`not exists (select 1 from ${invitations} where ${invitations.id} = ${notificationOutbox.itemId})`) ?? null,
};
