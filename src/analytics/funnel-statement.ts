/**
 * A funnel step counted inside another batch: where the step is one row of a larger change that may be replayed (a
 * Stripe event delivered twice), it is counted by the same statement set as the change, guarded by the same
 * condition, so a replay that changes nothing counts nothing. Counts kept in memory (counts.ts) cannot promise that.
 */
import { type SQL, sql } from 'drizzle-orm';
import { funnelStepDays } from '../db/schema/insights';
import { londonWallClock } from '../lib/london-time';
import type { FunnelStep } from './funnel';

/** Adds one to the step's count for the London day of `now`, only when `guard` holds as the batch runs. */
export function funnelStepStatement(step: FunnelStep, guard: SQL, now: Date): SQL {
  const day = londonWallClock(now).date;
  return sql`insert into ${funnelStepDays} (day, step, count) select ${day}, ${step}, 1 where ${guard}
    on conflict (day, step) do update set count = ${funnelStepDays}.count + 1`;
}
