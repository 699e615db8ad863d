/**
 * Payments and subscriptions for the back office's payments tests, written straight into the test D1 as the webhook
 * would leave them, and the owner's requests with the bindings that switch payments on.
 */
import { env } from 'cloudflare:workers';
import { type Browser, send } from './admin';
import { emptyTables } from './request';

export function emptyPaymentTables(): Promise<void> {
  return emptyTables('audit_events', 'payments', 'payment_events', 'academy_subscriptions', 'training_users');
}

export interface SeededPayment {
  id: string;
  learnerId?: number | null;
  paymentIntentId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  amount?: number;
  status?: 'paid' | 'failed' | 'partly_refunded' | 'refunded';
  amountRefunded?: number;
  description?: string;
  payUrl?: string | null;
  createdAt?: number;
  /** Where the purchase's visit came from: [referrer host, utm source, utm medium, utm campaign]. */
  source?: [string | null, string | null, string | null, string | null];
}

/** A ledger row; by default £12.00 paid, with its PaymentIntent. */
export async function seedPayment(fields: SeededPayment): Promise<void> {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO payments (id, purpose, learner_id, customer_id, subscription_id, payment_intent_id, amount, currency,
       status, amount_refunded, description, pay_url, created_at, updated_at, source_referrer_host, source_utm_source,
       source_utm_medium, source_utm_campaign)
     VALUES (?, 'academy', ?, ?, ?, ?, ?, 'gbp', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      fields.id,
      fields.learnerId ?? null,
      fields.customerId === undefined ? 'cus_test_owner' : fields.customerId,
      fields.subscriptionId ?? null,
      fields.paymentIntentId === undefined ? `pi_${fields.id.slice(3)}` : fields.paymentIntentId,
      fields.amount ?? 1200,
      fields.status ?? 'paid',
      fields.amountRefunded ?? 0,
      fields.description ?? 'Training Academy: Employee, monthly',
      fields.payUrl ?? null,
      fields.createdAt ?? now,
      now,
      ...(fields.source ?? [null, null, null, null]),
    )
    .run();
}

export interface SeededSubscription {
  id: string;
  learnerId: number;
  tier?: string;
  billing?: string;
  seats?: number;
  status?: string;
  paidThrough?: number | null;
  graceUntil?: number | null;
  /** The failed payment that started the grace. */
  failedAt?: number | null;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  createdAt?: number;
}

export async function seedSubscription(fields: SeededSubscription): Promise<void> {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO academy_subscriptions (id, learner_id, customer_id, tier, billing, seats, status, paid_through,
       grace_until, failed_at, cancel_at_period_end, ended_at, state_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      fields.id,
      fields.learnerId,
      `cus_${fields.id.slice(4)}`,
      fields.tier ?? 'employee',
      fields.billing ?? 'month',
      fields.seats ?? 1,
      fields.status ?? 'active',
      fields.paidThrough ?? null,
      fields.graceUntil ?? null,
      fields.failedAt ?? null,
      fields.cancelAtPeriodEnd ? 1 : 0,
      fields.endedAt ?? null,
      now,
      fields.createdAt ?? now,
      now,
    )
    .run();
}

export function paymentRow(id: string) {
  return env.DB.prepare('SELECT status, amount_refunded, payment_intent_id FROM payments WHERE id = ?')
    .bind(id)
    .first<{ status: string; amount_refunded: number; payment_intent_id: string | null }>();
}

/** A page of the back office opened by the owner, with these bindings. */
export function ownerGets(owner: Browser, path: string, bindings: Partial<Cloudflare.Env> = {}): Promise<Response> {
  return send(path, { cookie: owner.cookie, bindings });
}
