/**
 * Starting a Checkout: the server decides the price from the owner's content, stores who asked (so the paid webhook
 * can make or upgrade their account) and asks Stripe for a hosted Checkout Session, so card details never reach us.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type AcademyPrices, planLabel, planPrice } from '../../content/kinds/academy-prices';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { academyCheckouts } from '../../db/schema/academy';
import { type VisitSource, visitSourceColumnValues } from '../../analytics/visit-source';
import { learnerTermsWording } from '../content/academy';
import { immediateAccessWording, type PlanChoice, planOf } from './plans';

/** Who pays: a signed-in learner (their own address and account), or a visitor with the names and address they typed. */
export type Buyer =
  | { learnerId: number; email: string; firstName: string; lastName: string; stripeCustomerId: string | null }
  | { learnerId: null; email: string; firstName: string; lastName: string; stripeCustomerId: null };

/** What the Academy's payments say in Stripe's metadata, so each event finds its way back here. */
export const ACADEMY_PURPOSE = 'academy';

export async function startCheckout(
  db: Database,
  stripe: Stripe,
  choice: PlanChoice,
  buyer: Buyer,
  prices: AcademyPrices,
  origin: string,
  source: VisitSource,
  now = new Date(),
): Promise<string> {
  const { tier, billing } = planOf(choice.plan);
  const seats = tier === 'employer' ? choice.seats : 1;
  const unitAmount = planPrice(prices, tier, billing) * 100;
  const checkoutId = crypto.randomUUID();
  await db.insert(academyCheckouts).values({
    id: checkoutId,
    learnerId: buyer.learnerId,
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    tier,
    billing,
    seats,
    unitAmount,
    immediateAccessAt: now,
    createdAt: now,
    // Where the visit that pressed Subscribe came from: its payments keep it (src/payments/ledger.ts).
    ...visitSourceColumnValues(source),
    // A visitor's account is made on payment with the terms they accepted here; a learner's consent is on record already.
    ...(buyer.learnerId === null
      ? {
          consentGivenAt: now,
          consentPolicyVersion: siteConfig.privacyPolicyVersion,
          consentWording: `${learnerTermsWording} ${immediateAccessWording}`,
        }
      : { consentGivenAt: now, consentWording: immediateAccessWording }),
  });
  const metadata = { purpose: ACADEMY_PURPOSE, checkout: checkoutId, tier, billing };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      ...(buyer.stripeCustomerId ? { customer: buyer.stripeCustomerId } : { customer_email: buyer.email }),
      client_reference_id: checkoutId,
      line_items: [
        {
          quantity: seats,
          price_data: {
            currency: 'gbp',
            unit_amount: unitAmount,
            tax_behavior: 'inclusive',
            recurring: { interval: billing },
            product_data: {
              name: `${siteConfig.name} Training Academy: ${planLabel(tier, billing)}${tier === 'employer' ? ' (per seat)' : ''}`,
            },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${origin}/training/subscribed?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/training/subscribe?plan=${choice.plan}&cancelled=1`,
    },
    { idempotencyKey: `academy-checkout-${checkoutId}` },
  );
  await db.update(academyCheckouts).set({ sessionId: session.id }).where(eq(academyCheckouts.id, checkoutId));
  if (!session.url) throw new Error('checkout_without_url');
  return session.url;
}
