import { Fragment } from 'react';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { formatPence, poundsAndPence } from '../../lib/pounds';
import type { StripeBindings } from '../../payments/stripe-client';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import { CsrfField } from '../ui/CsrfField';
import { described, FieldMessage } from '../ui/field-messages';
import { ProblemSummary } from '../ui/ProblemSummary';
import { StatusNotice } from '../ui/StatusNotice';
import { amountWords, learnerName, paymentStatusWords, refundable } from './payment-words';
import { visitSourceFields } from '../../submissions/types';
import type { PaymentRow } from './payments-query';
import type { RefundFieldName, RefundValues } from './refund-form';
import { StripeLinks } from './StripeLink';

export type PaymentNotice = 'refunded' | 'already' | 'nothing-left';

export const paymentNotices: Record<PaymentNotice, string> = {
  refunded: 'Refunded: Stripe returns the money to the customer’s card, which takes 5 to 10 working days.',
  already: 'That refund was made already: the same form sent again refunds nothing more.',
  'nothing-left': 'Nothing more was refunded: the whole payment has been refunded already.',
};

/** The refund form as posted, with its message, shown again when it could not be refunded. */
export interface PostedRefund {
  values: RefundValues;
  errors: Partial<Record<RefundFieldName, string>>;
}

interface PaymentPageProps {
  session: AdminSession;
  payment: PaymentRow;
  stripe: StripeBindings;
  paymentsOn: boolean;
  /** The idempotency key of a form not yet sent: one per page, so a second press is the same refund. */
  refundKey: string;
  notice?: PaymentNotice;
  form?: PostedRefund;
  /** Why the refund was not made, when it is not one field's fault. */
  problem?: string;
}

const AMOUNT_ID = 'refund-amount';

function RefundForm({ session, payment, paymentsOn, refundKey, form }: Omit<PaymentPageProps, 'stripe' | 'notice'>) {
  const remaining = refundable(payment);
  if (remaining === 0) {
    return <p className="mt-2 text-muted">Nothing is left to refund of this payment.</p>;
  }
  if (!paymentsOn) {
    return (
      <p className="mt-2 text-muted">
        Refunds cannot be made here yet: online payments are not connected to Stripe. Ask whoever looks after the
        website to connect them.
      </p>
    );
  }
  const error = form?.errors.amount;
  return (
    <form method="post" action={`/admin/payments/${encodeURIComponent(payment.id)}/refund`} className="mt-4">
      <CsrfField session={session} />
      {/* The same key however often the form is sent: Stripe makes one refund of it. */}
      <input type="hidden" name="key" value={form?.values.key ?? refundKey} />
      <label htmlFor={AMOUNT_ID} className="field-label">
        Amount to refund, in pounds
      </label>
      <p id={`${AMOUNT_ID}-hint`} className="mb-1 text-sm text-muted">
        Up to {formatPence(remaining)}, all that is left of the payment. Change it to refund part.
      </p>
      <input
        id={AMOUNT_ID}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={form?.values.amount ?? poundsAndPence(remaining)}
        required
        className="field-input max-w-40"
        aria-invalid={error ? true : undefined}
        aria-describedby={described(AMOUNT_ID, true, error)}
      />
      <FieldMessage id={AMOUNT_ID} error={error} />
      <button type="submit" className="btn-primary mt-4">
        Refund
      </button>
    </form>
  );
}

/** /admin/payments/:id: one payment of the ledger, its links to Stripe, and the refund form while any is left. */
export function PaymentPage(props: PaymentPageProps) {
  const { session, payment, stripe, notice, form, problem } = props;
  const problems = form?.errors.amount ? [{ id: AMOUNT_ID, message: form.errors.amount }] : [];
  return (
    <AdminDocument title="Payment" session={session} place={{ section: 'payments', within: true }}>
      <p>
        <a className="text-brand-800 underline" href="/admin/payments">
          All payments
        </a>
      </p>
      <h1 className="section-title mt-2">{payment.description || 'Payment'}</h1>
      <StatusNotice notice={notice} messages={paymentNotices} />
      <ProblemSummary problems={problems} />
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-white px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <dl className="mt-6 grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Date</dt>
        <dd>
          <time dateTime={isoDateTime(payment.createdAt)}>{formatDateTime(payment.createdAt)}</time>
        </dd>
        <dt className="font-semibold">Learner</dt>
        <dd>
          {payment.learnerId !== null && payment.learnerEmail !== null ? (
            <a className="text-brand-800 underline" href={`/admin/learners/${payment.learnerId}`}>
              {learnerName(payment)}
            </a>
          ) : (
            'No account'
          )}
        </dd>
        <dt className="font-semibold">Amount</dt>
        <dd>{amountWords(payment.amount, payment.currency)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{paymentStatusWords(payment.status)}</dd>
        <dt className="font-semibold">Refunded</dt>
        <dd>{amountWords(payment.amountRefunded, payment.currency)}</dd>
        {/* Where the visit that brought the purchase came from, in the words its booking or lead would use. */}
        {visitSourceFields(payment).map(({ label, value }) => (
          <Fragment key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt className="font-semibold">Stripe</dt>
        <dd>
          <StripeLinks
            stripe={stripe}
            links={[
              ['Invoice', `invoices/${payment.id}`],
              ['Payment', payment.paymentIntentId ? `payments/${payment.paymentIntentId}` : null],
              ['Subscription', payment.subscriptionId ? `subscriptions/${payment.subscriptionId}` : null],
              ['Customer', payment.customerId ? `customers/${payment.customerId}` : null],
            ]}
          />
        </dd>
      </dl>
      {payment.status === 'failed' && payment.payUrl ? (
        <p className="mt-4 max-w-3xl">
          The payment failed. The customer can pay it on{' '}
          <a className="text-brand-800 underline" href={payment.payUrl} target="_blank" rel="noopener noreferrer">
            Stripe’s page for this invoice
          </a>
          .
        </p>
      ) : null}
      <AdminSection headingId="refund-heading" title="Refund" className="card mt-6 max-w-3xl">
        <RefundForm {...props} />
      </AdminSection>
    </AdminDocument>
  );
}
