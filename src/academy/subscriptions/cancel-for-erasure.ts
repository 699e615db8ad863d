/**
 * Before a person's data is erased, their subscriptions still running at Stripe are cancelled there: an account that
 * is gone must not go on being charged. False when one could not be cancelled (payments off, or Stripe unreachable),
 * and then nothing may be erased yet.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { academySubscriptions, trainingUsers } from '../../db/schema/academy';
import { type StripeBindings, stripeClient } from '../../payments/stripe-client';

export async function cancelSubscriptionsOf(db: Database, env: StripeBindings, email: string): Promise<boolean> {
  const theirs = sql`(select ${trainingUsers.id} from ${trainingUsers} where lower(trim(${trainingUsers.email})) = ${email})`;
  const running = await db
    .select({ id: academySubscriptions.id })
    .from(academySubscriptions)
    .where(and(inArray(academySubscriptions.learnerId, theirs), isNull(academySubscriptions.endedAt)));
  if (running.length === 0) return true;
  const stripe = stripeClient(env);
  if (!stripe) return false;
  try {
    for (const { id } of running) await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `erasure-cancel-${id}` });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Already cancelled at Stripe (its event not yet here): nothing left to charge.
    if (code === 'resource_missing') return true;
    console.error(`erasure_cancel_failed ${error instanceof Error ? error.name : 'unknown'}`);
    return false;
  }
}
