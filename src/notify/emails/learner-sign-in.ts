/**
 * A learner's sign-in link: its own row each time one is asked for (item the
 * learner, message `sign-in:<random>`), its token minted when it is composed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createLearnerSignInLink } from '../../auth/learner-links';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { learnerItemIds } from '../../db/personal-data';
import { notificationOutbox } from '../../db/schema/notifications';
import { trainingUsers } from '../../db/schema/academy';
import { emailAboutItem } from '../email-kind';
import { academyEmail } from './academy-email';

export const learnerSignInEmail = emailAboutItem(ITEM_KIND.learner, {
  name: 'learner-sign-in',
  to: 'learner',
  compose: async (row, { db, origin, now }) => {
    const id = Number(row.itemId);
    const [learner] = Number.isSafeInteger(id)
      ? await db
          .select({ id: trainingUsers.id, email: trainingUsers.email, firstName: trainingUsers.firstName })
          .from(trainingUsers)
          .where(eq(trainingUsers.id, id))
          .limit(1)
      : [];
    if (!learner) return null;
    const token = await createLearnerSignInLink(db, learner.id, now.getTime());
    const link = `${origin}/training/sign-in/confirm?token=${encodeURIComponent(token)}`;
    return academyEmail(
      learner.email,
      `Your sign-in link for the ${siteConfig.name} Training Academy`,
      [
        `Hello ${learner.firstName},`,
        `Open this link and press Sign in. It works once, within ${siteConfig.academy.signInLinkMinutes} minutes.`,
      ],
      { href: link, label: 'Sign in to the Training Academy' },
      ['If you did not ask for this, ignore this email: nobody can sign in without the link.'],
    );
  },
  describe: 'Training Academy sign-in link',
  erasure: (person) =>
    and(
      eq(notificationOutbox.itemKind, ITEM_KIND.learner),
      inArray(notificationOutbox.itemId, learnerItemIds(person.learnerIds)),
    ) ?? null,
  // A learner's account goes only by erasure, which takes these rows with it.
  expired: () => null,
});
