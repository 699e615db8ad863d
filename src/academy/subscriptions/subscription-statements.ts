/**
 * The statements that keep a paid subscription and the learner's access in step with Stripe's events. Every change
 * moves forward only: the paid-through date only grows, a failure counts only when newer than the last payment, state
 * from an event older than the one stored is ignored, and an ended subscription never starts again. The learner's
 * access columns are then worked out from the row as it stands, so the order events arrive in never matters. Each
 * statement is guarded by `claimed`: it runs only in the batch that stored the event.
 */
import { type SQL, sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { academySubscriptions, trainingUsers } from '../../db/schema/academy';
import { paymentEvents } from '../../db/schema/payments';
import { outboxInsertForRows } from '../../notify/outbox';
import type { Database } from '../../db/client';

const GRACE_MS = siteConfig.academy.paymentGraceDays * 86_400_000;

/** The state an event tells of a subscription: applied only if no newer state is stored. */
export interface SubscriptionState {
  id: string;
  status: string;
  seats: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  /** When this state was true: the event's creation time, or now for a state just read from Stripe. */
  stateAt: number;
}

/** A paid subscription's row the first time we hear of it (from its Checkout), or the newer state of one we know. */
export function subscriptionUpsert(
  state: SubscriptionState,
  from: { checkoutId: string; customerId: string; paidThrough: number | null },
  claimed: SQL,
  now: number,
): SQL {
  const learner = sql`coalesce(c.learner_id, (select u.id from ${trainingUsers} u where u.email = c.email))`;
  return sql`insert into ${academySubscriptions} (id, learner_id, customer_id, tier, billing, seats, status, paid_through,
      grace_until, failed_at, last_paid_at, cancel_at_period_end, ended_at, state_at, created_at, updated_at)
    select ${state.id}, ${learner}, ${from.customerId}, c.tier, c.billing, ${state.seats}, ${state.status},
      ${from.paidThrough}, null, null, ${from.paidThrough === null ? null : state.stateAt}, ${state.cancelAtPeriodEnd ? 1 : 0},
      ${state.endedAt}, ${state.stateAt}, ${now}, ${now}
    from academy_checkouts c where c.id = ${from.checkoutId} and ${claimed}
    on conflict (id) do update set
      learner_id = excluded.learner_id,
      paid_through = max(coalesce(academy_subscriptions.paid_through, 0), coalesce(excluded.paid_through, 0)),
      last_paid_at = coalesce(academy_subscriptions.last_paid_at, excluded.last_paid_at),
      ${newerState()},
      updated_at = ${now}`;
}

/** status, seats and cancel-at-period-end from `excluded` when it is newer; ended_at once set stays. */
function newerState(): SQL {
  const newer = sql`(academy_subscriptions.ended_at is null and excluded.state_at >= academy_subscriptions.state_at)`;
  return sql`status = case when ${newer} then excluded.status else academy_subscriptions.status end,
      seats = case when ${newer} then excluded.seats else academy_subscriptions.seats end,
      cancel_at_period_end = case when ${newer} then excluded.cancel_at_period_end else academy_subscriptions.cancel_at_period_end end,
      ended_at = coalesce(academy_subscriptions.ended_at, excluded.ended_at),
      state_at = max(academy_subscriptions.state_at, excluded.state_at)`;
}

/** The newer state of a subscription we know (customer.subscription.updated or .deleted); nothing for one we do not. */
export function subscriptionStateUpdate(state: SubscriptionState, claimed: SQL, now: number): SQL {
  const newer = sql`(ended_at is null and ${state.stateAt} >= state_at)`;
  return sql`update ${academySubscriptions} set
      status = case when ${newer} or ${state.endedAt === null ? 0 : 1} = 1 then ${state.status} else status end,
      seats = case when ${newer} then ${state.seats} else seats end,
      cancel_at_period_end = case when ${newer} then ${state.cancelAtPeriodEnd ? 1 : 0} else cancel_at_period_end end,
      ended_at = coalesce(ended_at, ${state.endedAt}),
      state_at = max(state_at, ${state.stateAt}),
      updated_at = ${now}
    where id = ${state.id} and ${claimed}`;
}

/** An invoice paid for the period up to `periodEnd`. */
export function paidStatement(subscriptionId: string, periodEnd: number, paidAt: number, claimed: SQL, now: number) {
  return sql`update ${academySubscriptions} set
      paid_through = max(coalesce(paid_through, 0), ${periodEnd}),
      last_paid_at = max(coalesce(last_paid_at, 0), ${paidAt}),
      updated_at = ${now}
    where id = ${subscriptionId} and ${claimed}`;
}

/**
 * A renewal that failed at `failedAt`: grace runs seven days from the first failure since the last payment, so Stripe's
 * retries never stretch it, whatever order the failures arrive in.
 */
export function failedStatement(subscriptionId: string, failedAt: number, claimed: SQL, now: number) {
  return sql`update ${academySubscriptions} set
      grace_until = case
        when ${failureUnresolved('academy_subscriptions')} and ${failedAt} > coalesce(last_paid_at, 0)
          then min(grace_until, ${failedAt + GRACE_MS})
        else ${failedAt + GRACE_MS} end,
      failed_at = max(coalesce(failed_at, 0), ${failedAt}),
      updated_at = ${now}
    where id = ${subscriptionId} and ${claimed}`;
}

/** Over the row named `alias`: its newest failed payment is newer than its newest payment, so grace runs. */
export function failureUnresolved(alias: string): SQL {
  const s = sql.raw(alias);
  return sql`(${s}.failed_at is not null and ${s}.failed_at > coalesce(${s}.last_paid_at, 0))`;
}

/** The end of the grace over the row named `alias`, while a failure is unresolved; null otherwise. */
export function graceUntilOf(alias: string): SQL<number | null> {
  return sql<number | null>`(case when ${failureUnresolved(alias)} then ${sql.raw(alias)}.grace_until end)`;
}

/** When a subscription's access ends, over the row named `alias`: paid through, or grace while a failure is unresolved. */
function accessEndOf(alias: string): SQL {
  const s = sql.raw(alias);
  const grace = graceUntilOf(alias);
  const end = sql`max(coalesce(${s}.paid_through, 0), coalesce(${grace}, 0))`;
  return sql`(case when ${s}.ended_at is not null then min(${s}.ended_at, ${end}) else ${end} end)`;
}

/** The learner's best subscription: one not ended first, then the one whose access lasts longest, then the newest. */
function bestSubscriptionOf(learnerId: SQL): SQL {
  return sql`(select * from ${academySubscriptions} b where b.learner_id = ${learnerId}
    order by (b.ended_at is null) desc, ${accessEndOf('b')} desc, b.created_at desc limit 1)`;
}

/** The learner a subscription belongs to, as a subquery. */
export function learnerOfSubscription(subscriptionId: string): SQL {
  return sql`(select learner_id from ${academySubscriptions} where id = ${subscriptionId})`;
}

/**
 * The learner's tier, status, expiry and seats worked out from their best subscription as it now stands, whichever of
 * their subscriptions the event was about, and never over access the owner granted; and the Stripe customer whose
 * portal "Manage subscription" opens (that of the best one, granted access or not).
 */
export function learnerAccessStatements(learnerId: SQL, claimed: SQL, now: number): SQL[] {
  const best = bestSubscriptionOf(learnerId);
  const accessEnd = accessEndOf('s');
  return [
    sql`update ${trainingUsers} set
        subscription_tier = s.tier,
        subscription_status = case when s.ended_at is not null and s.ended_at <= ${now} then 'cancelled' else 'active' end,
        subscription_expiry = ${accessEnd},
        team_seats = case when s.tier = 'employer' then s.seats else training_users.team_seats end,
        access_source = 'paid'
      from ${best} s
      where training_users.id = s.learner_id and coalesce(training_users.access_source, '') <> 'granted' and ${claimed}`,
    sql`update ${trainingUsers} set stripe_customer_id = s.customer_id
      from ${best} s where training_users.id = s.learner_id and ${claimed}`,
  ];
}

/** An email about the subscription, written once (the outbox is unique on item and message) if `when` holds then. */
export function subscriptionEmail(
  db: Database,
  eventId: string,
  subscriptionId: string,
  message: string,
  when: SQL,
  claimed: SQL,
  now: Date,
) {
  return outboxInsertForRows(
    db,
    { itemKind: ITEM_KIND.academySubscription, from: paymentEvents, itemId: sql`${subscriptionId}` },
    sql`${message}`,
    sql`${paymentEvents.id} = ${eventId} and ${claimed} and exists (select 1 from ${academySubscriptions} s where s.id = ${subscriptionId} and ${when})`,
    now,
  );
}
