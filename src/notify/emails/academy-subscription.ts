/**
 * The emails about a paid Academy subscription (item the subscription, sub_…): access granted, with a sign-in link
 * (paying never signs anyone in by itself); a payment failed, with the way to fix it; the subscription ending at its
 * period's end; and ended. Each is composed when sent, from the subscription and its learner as they are then.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createLearnerSignInLink } from '../../auth/learner-links';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { notificationOutbox } from '../../db/schema/notifications';
import { academySubscriptions, trainingUsers } from '../../db/schema/academy';
import { payments } from '../../db/schema/payments';
import type { Database } from '../../db/client';
import { ukLongDate } from '../../lib/uk-date';
import type { OutgoingMessage } from '../deliver';
import { type EmailKind, emailAboutItem } from '../email-kind';
import { academyEmail } from './academy-email';

interface SubscriptionDetails {
  id: string;
  learnerId: number;
  email: string;
  firstName: string;
  tier: string;
  paidThrough: Date | null;
  graceUntil: Date | null;
  endedAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

async function subscriptionDetails(db: Database, id: string): Promise<SubscriptionDetails | undefined> {
  const [row] = await db
    .select({
      id: academySubscriptions.id,
      learnerId: academySubscriptions.learnerId,
      email: trainingUsers.email,
      firstName: trainingUsers.firstName,
      tier: academySubscriptions.tier,
      paidThrough: academySubscriptions.paidThrough,
      graceUntil: academySubscriptions.graceUntil,
      endedAt: academySubscriptions.endedAt,
      cancelAtPeriodEnd: academySubscriptions.cancelAtPeriodEnd,
    })
    .from(academySubscriptions)
    .innerJoin(trainingUsers, eq(trainingUsers.id, academySubscriptions.learnerId))
    .where(eq(academySubscriptions.id, id))
    .limit(1);
  return row;
}

const tierWords = (tier: string) => (tier === 'employer' ? 'Employer' : 'Employee');
const academyName = `${siteConfig.name} Training Academy`;

type Compose = (
  details: SubscriptionDetails,
  context: { db: Database; origin: string; now: Date; message: string },
) => Promise<OutgoingMessage | null>;

function subscriptionEmailKind(name: string, prefix: string, describe: string, compose: Compose): EmailKind {
  const kind = emailAboutItem(ITEM_KIND.academySubscription, {
    name,
    to: 'learner',
    compose: async (row, { db, origin, now }) => {
      const details = await subscriptionDetails(db, row.itemId);
      return details ? compose(details, { db, origin, now, message: row.message }) : null;
    },
    describe,
    erasure: (person) =>
      and(
        eq(notificationOutbox.itemKind, ITEM_KIND.academySubscription),
        inArray(
          notificationOutbox.itemId,
          sql`(select ${academySubscriptions.id} from ${academySubscriptions} where ${academySubscriptions.learnerId} in ${person.learnerIds})`,
        ),
      ) ?? null,
    expired: () => null,
  });
  return {
    ...kind,
    answers: (row) => row.itemKind === ITEM_KIND.academySubscription && row.message.startsWith(prefix),
  };
}

export const accessGrantedEmail = subscriptionEmailKind(
  'subscription-access-granted',
  'access-granted',
  'Training Academy subscription: access granted',
  async (details, { db, origin, now }) => {
    const token = await createLearnerSignInLink(db, details.learnerId, now.getTime());
    const team =
      details.tier === 'employer'
        ? ' Your team page is ready: add your business name there, then invite your staff.'
        : '';
    return academyEmail(
      details.email,
      `Your ${tierWords(details.tier)} subscription to the ${academyName} is active`,
      [
        `Hello ${details.firstName},`,
        `Thank you: your payment went through and your ${tierWords(details.tier)} subscription is active.${team}`,
        `Open the link to sign in and start. It works once, within ${siteConfig.academy.signInLinkMinutes} minutes; after that, ask for a new one at ${origin}/training/sign-in.`,
        'You can change your card, your plan or your seats, see your invoices or cancel at any time from "Manage subscription" in your account.',
      ],
      {
        href: `${origin}/training/sign-in/confirm?token=${encodeURIComponent(token)}`,
        label: 'Sign in to the Training Academy',
      },
      ['Stripe sends your receipt separately. If you did not subscribe, reply to this email and we will look into it.'],
    );
  },
);

export const paymentFailedEmail = subscriptionEmailKind(
  'subscription-payment-failed',
  'payment-failed:',
  'Training Academy subscription: payment failed',
  async (details, { db, origin, message }) => {
    if (details.endedAt) return null;
    const invoiceId = message.slice('payment-failed:'.length);
    const [invoice] = await db
      .select({ payUrl: payments.payUrl })
      .from(payments)
      .where(eq(payments.id, invoiceId))
      .limit(1);
    const until = details.graceUntil
      ? ukLongDate(details.graceUntil)
      : `${siteConfig.academy.paymentGraceDays} days from now`;
    return academyEmail(
      details.email,
      `Your ${academyName} payment did not go through`,
      [
        `Hello ${details.firstName},`,
        `We could not take the latest payment for your ${tierWords(details.tier)} subscription. Your access carries on until ${until} while you put it right.`,
        invoice?.payUrl
          ? 'Pay the invoice with another card on Stripe’s page below, or update your card from "Manage subscription" in your account.'
          : 'Update your card from "Manage subscription" in your account, and Stripe will try again.',
      ],
      {
        href: invoice?.payUrl ?? `${origin}/training/subscription/manage`,
        label: invoice?.payUrl ? 'Pay the invoice' : 'Update my card',
      },
      [
        'If you meant to stop, you need do nothing: access ends on that date and your progress and certificates stay on your account.',
      ],
    );
  },
);

export const subscriptionEndingEmail = subscriptionEmailKind(
  'subscription-ending',
  'ending:',
  'Training Academy subscription: ending',
  async (details, { origin }) => {
    if (details.endedAt || !details.cancelAtPeriodEnd) return null;
    const end = details.paidThrough ? ukLongDate(details.paidThrough) : 'the end of the period you have paid for';
    return academyEmail(
      details.email,
      `Your ${academyName} subscription ends on ${end}`,
      [
        `Hello ${details.firstName},`,
        `Your ${tierWords(details.tier)} subscription is cancelled and will not renew. You keep full access until ${end}.`,
        'Changed your mind? Turn renewal back on from "Manage subscription" before then.',
      ],
      { href: `${origin}/training/me`, label: 'Go to my training' },
    );
  },
);

export const subscriptionEndedEmail = subscriptionEmailKind(
  'subscription-ended',
  'ended',
  'Training Academy subscription: ended',
  async (details, { origin }) =>
    details.endedAt
      ? academyEmail(
          details.email,
          `Your ${academyName} subscription has ended`,
          [
            `Hello ${details.firstName},`,
            `Your ${tierWords(details.tier)} subscription has ended. Your account stays open with the free demo, and your progress and certificates are kept.`,
            'You can subscribe again at any time.',
          ],
          { href: `${origin}/training/subscribe`, label: 'Subscribe again' },
        )
      : null,
);

/** Their rows in the outbox, by message, as the registry lists them. */
export const subscriptionEmails = [
  accessGrantedEmail,
  paymentFailedEmail,
  subscriptionEndingEmail,
  subscriptionEndedEmail,
];
