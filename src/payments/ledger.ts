/**
 * The ledger of payments (/admin/payments): one row per invoice, written from Stripe's events. Each change only moves
 * forward, so events applied in any order agree: a paid invoice is never marked failed again, and the amount refunded
 * only grows.
 */
import { type SQL, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { payments } from '../db/schema/payments';
import type { PaymentEventHandler } from './event-handlers';

export interface InvoiceRecord {
  id: string;
  purpose: string;
  /** An expression giving the learner's id (or null), evaluated in the batch. */
  learnerId: SQL;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  description: string;
  payUrl: string | null;
  createdAt: number;
  /** Where the purchase's visit came from: the row that recorded it (null when no row of ours did). */
  source: PurchaseSource | null;
}

/**
 * The record of ours that kept the visit's source when the purchase began: the Academy's checkout or the retreat
 * booking, by its id. `earlierOf`: a renewal, whose checkout is long gone, keeps its subscription's first payment's.
 */
export interface PurchaseSource {
  /** A table with the source's columns (visitSourceColumns in src/db/schema/columns.ts). */
  table: SQLiteTable & { sourceReferrerHost: SQLiteColumn; sourceUtmCampaign: SQLiteColumn };
  id: string;
  earlierOf?: { subscriptionId: string };
}

const sourceColumnNames = [
  'source_referrer_host',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
] as const;

/** The four source values, each read in the batch from the purchase's own record (null when it is not there). */
function sourceValues(record: InvoiceRecord): SQL {
  const { source } = record;
  if (!source) return sql`null, null, null, null`;
  const values = sourceColumnNames.map((name) => {
    const column = sql.identifier(name);
    const own = sql`(select ${column} from ${source.table} where id = ${source.id})`;
    if (!source.earlierOf) return own;
    const earlier = sql`(select ${column} from ${payments} p where p.subscription_id = ${source.earlierOf.subscriptionId}
      and p.id <> ${record.id} order by p.created_at limit 1)`;
    return sql`coalesce(${own}, ${earlier})`;
  });
  return sql.join(values, sql`, `);
}

/** An id of an expandable field: the id itself, or the expanded object's. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Records an invoice as paid, or as failed unless it was paid already; guarded by `claimed`. */
export function invoiceStatement(record: InvoiceRecord, status: 'paid' | 'failed', claimed: SQL, now: number): SQL {
  return sql`insert into ${payments} (id, purpose, learner_id, customer_id, subscription_id, payment_intent_id, amount,
      currency, status, amount_refunded, description, pay_url, created_at, updated_at, source_referrer_host,
      source_utm_source, source_utm_medium, source_utm_campaign)
    select ${record.id}, ${record.purpose}, ${record.learnerId}, ${record.customerId}, ${record.subscriptionId},
      ${record.paymentIntentId}, ${record.amount}, ${record.currency}, ${status}, 0, ${record.description},
      ${record.payUrl}, ${record.createdAt}, ${now}, ${sourceValues(record)}
    where ${claimed}
    on conflict (id) do update set
      status = case when payments.status in ('paid', 'refunded', 'partly_refunded') then payments.status else excluded.status end,
      amount = case when excluded.status = 'paid' then excluded.amount else payments.amount end,
      payment_intent_id = coalesce(payments.payment_intent_id, excluded.payment_intent_id),
      learner_id = coalesce(payments.learner_id, excluded.learner_id),
      pay_url = coalesce(excluded.pay_url, payments.pay_url),
      source_referrer_host = coalesce(payments.source_referrer_host, excluded.source_referrer_host),
      source_utm_source = coalesce(payments.source_utm_source, excluded.source_utm_source),
      source_utm_medium = coalesce(payments.source_utm_medium, excluded.source_utm_medium),
      source_utm_campaign = coalesce(payments.source_utm_campaign, excluded.source_utm_campaign),
      updated_at = ${now}`;
}

/** The refunded amount only grows; a payment refunded whole reads 'refunded', in part 'partly_refunded'. */
export function refundedStatement(where: SQL, refundedTotal: number, claimed: SQL, now: number): SQL {
  return sql`update ${payments} set
      amount_refunded = max(amount_refunded, min(amount, ${refundedTotal})),
      status = case when max(amount_refunded, ${refundedTotal}) >= amount then 'refunded' else 'partly_refunded' end,
      updated_at = ${now}
    where ${where} and status in ('paid', 'partly_refunded', 'refunded') and ${claimed}`;
}

/** charge.refunded, whoever's payment it was: the ledger row of its PaymentIntent. */
export const refundedCharge: PaymentEventHandler = async (event, { claimed, now }) => {
  if (event.type !== 'charge.refunded') return null;
  const charge = event.data.object as Stripe.Charge;
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return { statements: [], emails: [] };
  return {
    statements: [
      refundedStatement(sql`payment_intent_id = ${paymentIntent}`, charge.amount_refunded, claimed, now.getTime()),
    ],
    emails: [],
  };
};
