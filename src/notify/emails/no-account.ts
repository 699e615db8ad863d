/**
 * "No account yet": to an address that asked to sign in to the Training
 * Academy but has no account, saying so and where to register, so the page
 * never tells anyone. Item id the address itself, message
 * `no-account:<London date>`: one a day.
 */
import { and, eq, lt } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { sameEmail } from '../../db/personal-data';
import { notificationOutbox } from '../../db/schema/notifications';
import { emailAboutItem } from '../email-kind';
import { EMAIL_DELIVERY_RETENTION_MS } from '../recipient-limit';
import { academyEmail } from './academy-email';

export const noAccountEmail = emailAboutItem(ITEM_KIND.noAccount, {
  name: 'no-account',
  to: 'learner',
  compose: async (row, { origin }) =>
    academyEmail(
      row.itemId,
      `Signing in to the ${siteConfig.name} Training Academy`,
      [
        'Hello,',
        'Someone (hopefully you) asked to sign in to our Training Academy with this address, but there is no account for it yet.',
        'You can register for the free demo in a minute: it opens the first module of every employee course.',
      ],
      { href: `${origin}/training/sign-in#register`, label: 'Register for the free demo' },
      ['If you did not ask, ignore this email: no account has been made.'],
    ),
  describe: 'Training Academy "no account yet" email',
  erasure: (person) =>
    person.email
      ? (and(
          eq(notificationOutbox.itemKind, ITEM_KIND.noAccount),
          sameEmail(notificationOutbox.itemId, person.email),
        ) ?? null)
      : null,
  // Its row holds the address: kept a day and a half, as long as the recipient's email counts.
  expired: (now) =>
    and(
      eq(notificationOutbox.itemKind, ITEM_KIND.noAccount),
      lt(notificationOutbox.createdAt, new Date(now.getTime() - EMAIL_DELIVERY_RETENTION_MS)),
    ) ?? null,
  itemIdIsAddress: true,
});
