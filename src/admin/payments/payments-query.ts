/**
 * What the back office reads of payments: the ledger (one row per invoice, newest first, filtered a page at a time)
 * and the Academy's subscriptions, each with its learner's name and address and what their account opens now.
 */
import { graceUntilOf } from '../../academy/subscriptions/subscription-statements';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { academySubscriptions, trainingUsers } from '../../db/schema/academy';
import { payments } from '../../db/schema/payments';

export const paymentShows = ['all', 'payments', 'failures', 'refunds'] as const;
export type PaymentShow = (typeof paymentShows)[number];

export interface PaymentFilters {
  show: PaymentShow;
  /** The ledger's page. */
  page: number;
  /** The subscriptions' page: the two lists turn their pages apart. */
  subscriptionsPage: number;
}

function pageNumber(text: string | undefined): number {
  const page = Number.parseInt(text ?? '1', 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the list's query string; anything unknown is ignored. */
export function parsePaymentFilters(query: Record<string, string | undefined>): PaymentFilters {
  const show = paymentShows.find((value) => value === query.show) ?? 'all';
  return { show, page: pageNumber(query.page), subscriptionsPage: pageNumber(query.subs) };
}

export function paymentQueryString(filters: Partial<PaymentFilters>): string {
  const params = new URLSearchParams();
  if (filters.show && filters.show !== 'all') params.set('show', filters.show);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.subscriptionsPage && filters.subscriptionsPage > 1) params.set('subs', String(filters.subscriptionsPage));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The ledger's statuses each filter keeps. */
const statusesShown: Record<Exclude<PaymentShow, 'all'>, string[]> = {
  payments: ['paid'],
  failures: ['failed'],
  refunds: ['partly_refunded', 'refunded'],
};

function showCondition(show: PaymentShow): SQL | undefined {
  return show === 'all' ? undefined : inArray(payments.status, statusesShown[show]);
}

const learnerColumns = {
  learnerFirstName: trainingUsers.firstName,
  learnerLastName: trainingUsers.lastName,
  learnerEmail: trainingUsers.email,
};

const paymentColumns = {
  id: payments.id,
  purpose: payments.purpose,
  learnerId: payments.learnerId,
  customerId: payments.customerId,
  subscriptionId: payments.subscriptionId,
  paymentIntentId: payments.paymentIntentId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  amountRefunded: payments.amountRefunded,
  description: payments.description,
  payUrl: payments.payUrl,
  createdAt: payments.createdAt,
  sourceReferrerHost: payments.sourceReferrerHost,
  sourceUtmSource: payments.sourceUtmSource,
  sourceUtmMedium: payments.sourceUtmMedium,
  sourceUtmCampaign: payments.sourceUtmCampaign,
  ...learnerColumns,
};

export interface PaymentRow {
  id: string;
  purpose: string;
  learnerId: number | null;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  status: string;
  amountRefunded: number;
  description: string;
  payUrl: string | null;
  createdAt: Date;
  /** Where the visit that brought the purchase came from (null when not known). */
  sourceReferrerHost: string | null;
  sourceUtmSource: string | null;
  sourceUtmMedium: string | null;
  sourceUtmCampaign: string | null;
  learnerFirstName: string | null;
  learnerLastName: string | null;
  learnerEmail: string | null;
}

export interface SubscriptionRow {
  id: string;
  learnerId: number;
  customerId: string;
  tier: string;
  billing: string;
  seats: number;
  status: string;
  paidThrough: Date | null;
  graceUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  createdAt: Date;
  learnerFirstName: string | null;
  learnerLastName: string | null;
  learnerEmail: string | null;
  /** The learner's account as access.ts reads it (null once the account is erased). */
  subscriptionTier: string | null;
  subscriptionStatus: string | null;
  subscriptionExpiry: Date | null;
}

interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

export interface PaymentsOverview {
  payments: Paged<PaymentRow>;
  subscriptions: Paged<SubscriptionRow>;
}

const subscriptionColumns = {
  id: academySubscriptions.id,
  learnerId: academySubscriptions.learnerId,
  customerId: academySubscriptions.customerId,
  tier: academySubscriptions.tier,
  billing: academySubscriptions.billing,
  seats: academySubscriptions.seats,
  status: academySubscriptions.status,
  paidThrough: academySubscriptions.paidThrough,
  // Grace only while the failure is unpaid, as /training/me shows it.
  graceUntil: graceUntilOf('academy_subscriptions').mapWith(academySubscriptions.graceUntil),
  cancelAtPeriodEnd: academySubscriptions.cancelAtPeriodEnd,
  endedAt: academySubscriptions.endedAt,
  createdAt: academySubscriptions.createdAt,
  ...learnerColumns,
  subscriptionTier: trainingUsers.subscriptionTier,
  subscriptionStatus: trainingUsers.subscriptionStatus,
  subscriptionExpiry: trainingUsers.subscriptionExpiry,
};

function paged<Row>(rows: Row[], total: number, page: number, size: number): Paged<Row> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** One page of each list, newest first, and how many there are in all. */
export async function paymentsOverview(db: Database, filters: PaymentFilters): Promise<PaymentsOverview> {
  const size = siteConfig.admin.inboxPageSize;
  const where = showCondition(filters.show);
  const [paymentRows, [paymentTotal], subscriptionRows, [subscriptionTotal]] = await Promise.all([
    db
      .select(paymentColumns)
      .from(payments)
      .leftJoin(trainingUsers, eq(trainingUsers.id, payments.learnerId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(size)
      .offset((filters.page - 1) * size),
    db.select({ total: count() }).from(payments).where(where),
    db
      .select(subscriptionColumns)
      .from(academySubscriptions)
      .leftJoin(trainingUsers, eq(trainingUsers.id, academySubscriptions.learnerId))
      .orderBy(desc(academySubscriptions.createdAt), desc(academySubscriptions.id))
      .limit(size)
      .offset((filters.subscriptionsPage - 1) * size),
    db.select({ total: count() }).from(academySubscriptions),
  ]);
  return {
    payments: paged(paymentRows, paymentTotal?.total ?? 0, filters.page, size),
    subscriptions: paged(subscriptionRows, subscriptionTotal?.total ?? 0, filters.subscriptionsPage, size),
  };
}

/** Every payment the filter keeps, newest first: the CSV. */
export function allPayments(db: Database, show: PaymentShow): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(trainingUsers, eq(trainingUsers.id, payments.learnerId))
    .where(showCondition(show))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Every subscription, newest first: the CSV. */
export function allSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db
    .select(subscriptionColumns)
    .from(academySubscriptions)
    .leftJoin(trainingUsers, eq(trainingUsers.id, academySubscriptions.learnerId))
    .orderBy(desc(academySubscriptions.createdAt), desc(academySubscriptions.id));
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(trainingUsers, eq(trainingUsers.id, payments.learnerId))
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
}
