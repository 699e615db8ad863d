/**
 * The payment core's tables (src/payments): each Stripe event once, and the ledger of payments the owner reads and
 * refunds in /admin/payments. Only Stripe's ids, amounts, dates and states: never card details.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { visitSourceColumns } from './columns';

/** Every Stripe event applied, by its id: a replay finds its id here and changes nothing. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The event's own creation time (Stripe's `created`). */
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
    /** A random value of the delivery that stored it: the statements applying the event run only for that delivery. */
    claim: text('claim').notNull(),
  },
  (table) => [index('payment_events_received').on(table.receivedAt)],
);

/**
 * One payment asked of a customer (a subscription's invoice, in_…): paid, or failed until a retry pays it, and how
 * much of it has been refunded. `purpose` says what it paid for ('academy'); `learner_id` whose it is.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    learnerId: integer('learner_id'),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    /** The PaymentIntent (pi_…) that took the money: what a refund names. */
    paymentIntentId: text('payment_intent_id'),
    /** In pence. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    description: text('description').notNull(),
    /** Stripe's page where the customer pays a failed invoice. */
    payUrl: text('pay_url'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    ...visitSourceColumns(),
  },
  (table) => [
    index('payments_created').on(table.createdAt),
    index('payments_learner').on(table.learnerId),
    index('payments_payment_intent').on(table.paymentIntentId),
  ],
);
