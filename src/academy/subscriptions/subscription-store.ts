/** The learner's paid subscription as /training/me shows it: the current one (not ended first, then the newest). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { academySubscriptions } from '../../db/schema/academy';
import { graceUntilOf } from './subscription-statements';

export interface SubscriptionSummary {
  tier: string;
  billing: string;
  seats: number;
  status: string;
  paidThrough: Date | null;
  /** Set while a failed payment is unresolved: access lasts until then. */
  graceUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

export async function currentSubscription(db: Database, learnerId: number): Promise<SubscriptionSummary | null> {
  const s = academySubscriptions;
  const [row] = await db
    .select({
      tier: s.tier,
      billing: s.billing,
      seats: s.seats,
      status: s.status,
      paidThrough: s.paidThrough,
      graceUntil: graceUntilOf('academy_subscriptions').mapWith(s.graceUntil),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      endedAt: s.endedAt,
    })
    .from(s)
    .where(eq(s.learnerId, learnerId))
    .orderBy(sql`${s.endedAt} is null desc`, desc(s.createdAt))
    .limit(1);
  return row ?? null;
}
