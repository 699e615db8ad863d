import { siteConfig } from '../../content/site-config';
import { formatDateTime, isoDateTime, ukLongDate } from '../../lib/uk-date';
import type { StripeBindings } from '../../payments/stripe-client';
import { ColumnHeads } from '../../ui/ColumnHeads';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { Pagination } from '../ui/Pagination';
import {
  accessWords,
  amountWords,
  learnerName,
  paymentStatusWords,
  planWords,
  subscriptionNotes,
  subscriptionStatusWords,
} from './payment-words';
import {
  type PaymentFilters,
  type PaymentRow,
  type PaymentShow,
  type PaymentsOverview,
  paymentQueryString,
  paymentShows,
  type SubscriptionRow,
} from './payments-query';
import { StripeLinks } from './StripeLink';

const showLabels: Record<PaymentShow, string> = {
  all: 'All',
  payments: 'Payments',
  failures: 'Failures',
  refunds: 'Refunds',
};

const emptyLedger: Record<PaymentShow, string> = {
  all: 'No payment has been taken yet.',
  payments: 'No payment stands paid in full.',
  failures: 'No payment has failed.',
  refunds: 'Nothing has been refunded.',
};

function When({ date }: { date: Date }) {
  return <time dateTime={isoDateTime(date)}>{formatDateTime(date)}</time>;
}

/** Who a row is for: their page in the back office, and their address. */
function Learner({
  id,
  row,
}: {
  id: number | null;
  row: Pick<PaymentRow, 'learnerFirstName' | 'learnerLastName' | 'learnerEmail'>;
}) {
  if (id === null || row.learnerEmail === null) return <span className="text-muted">No account</span>;
  return (
    <>
      <a className="text-brand-800 underline" href={`/admin/learners/${id}`}>
        {learnerName(row)}
      </a>
      <span className="block text-muted">{row.learnerEmail}</span>
    </>
  );
}

function PaymentLine({ row, stripe }: { row: PaymentRow; stripe: StripeBindings }) {
  return (
    <tr className="border-t border-stone-200 align-top" data-payment={row.id}>
      <td className="whitespace-nowrap px-4 py-3">
        <When date={row.createdAt} />
      </td>
      <td className="break-anywhere px-4 py-3">
        <a className="text-brand-800 underline" href={`/admin/payments/${encodeURIComponent(row.id)}`}>
          {row.description || row.id}
        </a>
      </td>
      <td className="break-anywhere px-4 py-3">
        <Learner id={row.learnerId} row={row} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right">{amountWords(row.amount, row.currency)}</td>
      <td className="px-4 py-3">
        <span className="badge">{paymentStatusWords(row.status)}</span>
        {row.amountRefunded > 0 ? (
          <span className="mt-1 block text-sm text-muted">
            {amountWords(row.amountRefunded, row.currency)} refunded
          </span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm">
        <StripeLinks
          stripe={stripe}
          links={[
            ['Invoice', `invoices/${row.id}`],
            ['Payment', row.paymentIntentId ? `payments/${row.paymentIntentId}` : null],
            ['Customer', row.customerId ? `customers/${row.customerId}` : null],
          ]}
        />
      </td>
    </tr>
  );
}

function SubscriptionLine({ row, stripe, now }: { row: SubscriptionRow; stripe: StripeBindings; now: Date }) {
  const access = accessWords(row, now);
  return (
    <tr className="border-t border-stone-200 align-top" data-subscription={row.id}>
      <td className="whitespace-nowrap px-4 py-3">
        <When date={row.createdAt} />
      </td>
      <td className="break-anywhere px-4 py-3">
        <Learner id={access === null ? null : row.learnerId} row={row} />
      </td>
      <td className="px-4 py-3">{planWords(row)}</td>
      <td className="px-4 py-3">
        <span className="badge">{subscriptionStatusWords(row.status)}</span>
        {subscriptionNotes(row, now).map((note) => (
          <span key={note} className="mt-1 block text-sm font-semibold text-red-800">
            {note}
          </span>
        ))}
      </td>
      <td className="whitespace-nowrap px-4 py-3">{row.paidThrough ? ukLongDate(row.paidThrough) : '—'}</td>
      <td className="px-4 py-3">{access ?? 'Account erased'}</td>
      <td className="whitespace-nowrap px-4 py-3 text-sm">
        <StripeLinks
          stripe={stripe}
          links={[
            ['Subscription', `subscriptions/${row.id}`],
            ['Customer', `customers/${row.customerId}`],
          ]}
        />
      </td>
    </tr>
  );
}

function shownText(total: number, page: number, rows: number): string {
  const size = siteConfig.admin.inboxPageSize;
  if (rows === 0) return 'There are none on this page.';
  return `Showing ${(page - 1) * size + 1}–${Math.min(total, page * size)} of ${total}`;
}

interface PaymentsPageProps {
  session: AdminSession;
  filters: PaymentFilters;
  data: PaymentsOverview;
  stripe: StripeBindings;
  paymentsOn: boolean;
  now: Date;
}

/** /admin/payments: the ledger of payments with its filters, then the Academy's subscriptions, each a page of 50. */
export function PaymentsPage({ session, filters, data, stripe, paymentsOn, now }: PaymentsPageProps) {
  const { payments, subscriptions } = data;
  const link = (change: Partial<PaymentFilters>) => `/admin/payments${paymentQueryString({ ...filters, ...change })}`;
  return (
    <AdminDocument title="Payments" session={session} place={{ section: 'payments' }}>
      <h1 className="section-title">Payments</h1>
      <p className="section-intro max-w-3xl">
        What the Training Academy’s subscriptions have paid, failed to pay and had refunded, as Stripe reported it. Open
        a payment to refund it; each link to Stripe opens its dashboard in a new tab.
      </p>
      {paymentsOn ? null : (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          Refunds cannot be made here yet: online payments are not connected to Stripe. Ask whoever looks after the
          website to connect them.
        </p>
      )}
      <nav aria-label="Show" className="mt-6 flex flex-wrap gap-2">
        {paymentShows.map((show) => (
          <a
            key={show}
            href={`/admin/payments${paymentQueryString({ show })}`}
            className={filters.show === show ? 'btn-primary' : 'btn-outline'}
            aria-current={filters.show === show ? 'true' : undefined}
          >
            {showLabels[show]}
          </a>
        ))}
      </nav>
      <h2 className="mt-8 font-display text-xl font-bold">Payments</h2>
      <p role="status" className="mt-2 text-muted">
        {payments.total === 0
          ? emptyLedger[filters.show]
          : shownText(payments.total, payments.page, payments.rows.length)}
      </p>
      <p className="mt-2">
        <a className="btn-outline" href={`/admin/payments/payments.csv${paymentQueryString({ show: filters.show })}`}>
          Download these payments (CSV)
        </a>
      </p>
      {payments.rows.length > 0 ? (
        <div className="card mt-4 overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments, newest first</caption>
            <ColumnHeads
              columns={['Date', 'Payment', 'Learner', 'Amount', 'Status', 'Stripe']}
              cellClassName="px-4 py-3"
              className="bg-stone-50"
            />
            <tbody>
              {payments.rows.map((row) => (
                <PaymentLine key={row.id} row={row} stripe={stripe} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        label="Pages of payments"
        page={payments.page}
        pageCount={payments.pageCount}
        link={(page) => link({ page })}
      />
      <h2 className="mt-10 font-display text-xl font-bold">Subscriptions</h2>
      <p role="status" className="mt-2 text-muted">
        {subscriptions.total === 0
          ? 'Nobody has subscribed through Stripe yet.'
          : shownText(subscriptions.total, subscriptions.page, subscriptions.rows.length)}
      </p>
      <p className="mt-2">
        <a className="btn-outline" href="/admin/payments/subscriptions.csv">
          Download all subscriptions (CSV)
        </a>
      </p>
      {subscriptions.rows.length > 0 ? (
        <div className="card mt-4 overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Subscriptions, newest first</caption>
            <ColumnHeads
              columns={['Started', 'Learner', 'Plan', 'Status', 'Paid through', 'Access now', 'Stripe']}
              cellClassName="px-4 py-3"
              className="bg-stone-50"
            />
            <tbody>
              {subscriptions.rows.map((row) => (
                <SubscriptionLine key={row.id} row={row} stripe={stripe} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        label="Pages of subscriptions"
        page={subscriptions.page}
        pageCount={subscriptions.pageCount}
        link={(subscriptionsPage) => link({ subscriptionsPage })}
      />
    </AdminDocument>
  );
}
