/**
 * The Academy's Stripe events: a Checkout completed makes or upgrades the account and opens access; an invoice paid
 * extends it; a failed one starts seven days of grace; a subscription updated or deleted changes its seats, its end
 * and the learner's access. Each answer is statements for the webhook's one batch (src/payments/webhook-routes.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { academyCheckouts, academySubscriptions, trainingUsers } from '../../db/schema/academy';
import {
  type AppliedEvent,
  type PaymentEventContext,
  type PaymentEventHandler,
  PaymentRetryLater,
} from '../../payments/event-handlers';
import { payments } from '../../db/schema/payments';
import { funnelStepStatement } from '../../analytics/funnel-statement';
import { idOf, invoiceStatement } from '../../payments/ledger';
import { ACADEMY_PURPOSE } from './checkout';
import {
  failedStatement,
  failureUnresolved,
  learnerAccessStatements,
  learnerOfSubscription,
  paidStatement,
  type SubscriptionState,
  subscriptionEmail,
  subscriptionStateUpdate,
  subscriptionUpsert,
} from './subscription-statements';

const ms = (seconds: number) => seconds * 1000;

/** The state a subscription object tells, true at `stateAt`. */
function stateOf(subscription: Stripe.Subscription, stateAt: number): SubscriptionState {
  const ended = subscription.ended_at ?? (subscription.status === 'canceled' ? stateAt / 1000 : null);
  return {
    id: subscription.id,
    status: subscription.status,
    seats: subscription.items.data[0]?.quantity ?? 1,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    endedAt: ended === null ? null : ms(ended),
    stateAt,
  };
}

function periodEndOf(subscription: Stripe.Subscription): number | null {
  const end = subscription.items.data[0]?.current_period_end;
  return end ? ms(end) : null;
}

async function checkoutCompleted(
  session: Stripe.Checkout.Session,
  context: PaymentEventContext,
): Promise<AppliedEvent> {
  const { db, stripe, claimed, now } = context;
  const checkoutId = session.metadata?.checkout;
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (!checkoutId || !subscriptionId || !customerId) return { statements: [], emails: [] };
  const [stored] = await db
    .select({ id: academyCheckouts.id })
    .from(academyCheckouts)
    .where(eq(academyCheckouts.id, checkoutId))
    .limit(1);
  // Paid, yet the checkout is gone (kept two days): not applied and not stored, so it shows and Stripe sends it again.
  if (!stored) {
    console.error('payment_checkout_missing');
    throw new PaymentRetryLater('checkout_missing');
  }
  // The event may be old news: the subscription as it is now says what the learner has.
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const at = now.getTime();
  // As new as the event at least: a later event (even within the same second) may still change it.
  const state = stateOf(subscription, context.eventAt.getTime());
  // Access opens here only for money taken: a payment still processing (a Direct Debit) opens it with its invoice.
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const paying = paid && (subscription.status === 'active' || subscription.status === 'trialing');
  const thisCheckout = sql`c.id = ${checkoutId} and ${claimed}`;
  return {
    statements: [
      // A visitor's account, with the names and the consent given on our form; an address with an account keeps it.
      sql`insert into ${trainingUsers} (email, first_name, last_name, subscription_status, subscription_tier, created_at,
          consent_given_at, consent_policy_version, consent_wording)
        select c.email, c.first_name, c.last_name, 'demo', 'employee', ${at}, c.consent_given_at, c.consent_policy_version,
          c.consent_wording
        from ${academyCheckouts} c where c.learner_id is null and ${thisCheckout}
        on conflict (email) do nothing`,
      subscriptionUpsert(
        state,
        { checkoutId, customerId, paidThrough: paying ? periodEndOf(subscription) : null },
        claimed,
        at,
      ),
      // Counted in this batch, under the same claim: a replayed event counts nothing; a checkout completes once.
      funnelStepStatement(
        'subscription_paid',
        sql`${claimed} and exists (select 1 from ${academyCheckouts} c where c.id = ${checkoutId} and c.completed_at is null)`,
        now,
      ),
      sql`update ${academyCheckouts} set completed_at = ${at} where id = ${checkoutId} and ${claimed}`,
      ...learnerAccessStatements(learnerOfSubscription(subscription.id), claimed, at),
      // An invoice recorded before this event could not yet say whose it was.
      sql`update ${payments} set learner_id = ${learnerOfSubscription(subscription.id)}
        where subscription_id = ${subscription.id} and learner_id is null and ${claimed}`,
    ],
    emails: [
      subscriptionEmail(db, context.eventId, subscription.id, 'access-granted', sql`s.ended_at is null`, claimed, now),
    ],
  };
}

/** The subscription an invoice is for, and whether it is one of the Academy's. */
function invoiceSubscription(
  invoice: Stripe.Invoice,
): { id: string; academy: boolean; checkoutId: string | null } | null {
  const details = invoice.parent?.subscription_details;
  const id = idOf(details?.subscription);
  const checkoutId = details?.metadata?.checkout ?? null;
  return id ? { id, academy: details?.metadata?.purpose === ACADEMY_PURPOSE, checkoutId } : null;
}

/** The PaymentIntent that paid an invoice: in the event when Stripe included it, else asked of Stripe. */
async function paymentIntentOf(invoice: Stripe.Invoice, stripe: Stripe): Promise<string | null> {
  const listed = invoice.payments?.data ?? (await stripe.invoicePayments.list({ invoice: invoice.id, limit: 5 })).data;
  const paid = listed.find((payment) => payment.status === 'paid') ?? listed[0];
  return idOf(paid?.payment.payment_intent);
}

async function invoiceEvent(
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
  context: PaymentEventContext,
): Promise<AppliedEvent | null> {
  const subscription = invoiceSubscription(invoice);
  if (!subscription?.academy || !invoice.id) return null;
  const { db, stripe, claimed, now, eventAt } = context;
  const at = now.getTime();
  const learnerId = sql`(select learner_id from ${academySubscriptions} where id = ${subscription.id})`;
  const record = {
    id: invoice.id,
    purpose: ACADEMY_PURPOSE,
    learnerId,
    customerId: idOf(invoice.customer),
    subscriptionId: subscription.id,
    paymentIntentId: outcome === 'paid' ? await paymentIntentOf(invoice, stripe) : null,
    amount: outcome === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    description: invoice.lines.data[0]?.description ?? 'Training Academy subscription',
    payUrl: outcome === 'failed' ? (invoice.hosted_invoice_url ?? null) : null,
    createdAt: ms(invoice.created),
    // The Subscribe form's visit, kept on its checkout: the subscription's metadata names it.
    source: {
      table: academyCheckouts,
      id: subscription.checkoutId ?? '',
      earlierOf: { subscriptionId: subscription.id },
    },
  };
  const periodEnd = invoice.lines.data[0]?.period.end;
  const change =
    outcome === 'paid'
      ? paidStatement(subscription.id, periodEnd ? ms(periodEnd) : 0, eventAt.getTime(), claimed, at)
      : failedStatement(subscription.id, eventAt.getTime(), claimed, at);
  const emails =
    outcome === 'failed'
      ? [
          subscriptionEmail(
            db,
            context.eventId,
            subscription.id,
            `payment-failed:${invoice.id}`,
            sql`s.ended_at is null and ${failureUnresolved('s')}`,
            claimed,
            now,
          ),
        ]
      : [];
  return {
    statements: [
      invoiceStatement(record, outcome, claimed, at),
      change,
      ...learnerAccessStatements(learnerOfSubscription(subscription.id), claimed, at),
    ],
    emails,
  };
}

function subscriptionChanged(subscription: Stripe.Subscription, context: PaymentEventContext): AppliedEvent | null {
  if (subscription.metadata?.purpose !== ACADEMY_PURPOSE) return null;
  const { db, claimed, now, eventAt } = context;
  const at = now.getTime();
  const state = stateOf(subscription, eventAt.getTime());
  const periodEnd = periodEndOf(subscription);
  return {
    statements: [
      subscriptionStateUpdate(state, claimed, at),
      ...learnerAccessStatements(learnerOfSubscription(subscription.id), claimed, at),
    ],
    emails: [
      state.endedAt === null
        ? subscriptionEmail(
            db,
            context.eventId,
            subscription.id,
            `ending:${periodEnd ?? 0}`,
            sql`s.ended_at is null and s.cancel_at_period_end = 1 and s.state_at = ${state.stateAt}`,
            claimed,
            now,
          )
        : subscriptionEmail(db, context.eventId, subscription.id, 'ended', sql`s.ended_at is not null`, claimed, now),
    ],
  };
}

export const academyPaymentEvents: PaymentEventHandler = async (event, context) => {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.metadata?.purpose !== ACADEMY_PURPOSE || session.mode !== 'subscription') return null;
      return checkoutCompleted(session, context);
    }
    case 'invoice.paid':
      return invoiceEvent(event.data.object, 'paid', context);
    case 'invoice.payment_failed':
      return invoiceEvent(event.data.object, 'failed', context);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(event.data.object, context);
    default:
      return null;
  }
};
