import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { database } from '../../db/client';
import { csvAttachment } from '../../lib/csv';
import { postedText } from '../../lib/posted-text';
import { paymentsEnabled, stripeClient } from '../../payments/stripe-client';
import type { AdminEnv } from '../../auth/admin-env';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { noticeIn } from '../ui/StatusNotice';
import { exportPayments, exportSubscriptions } from './export';
import { type PaymentNotice, paymentNotices, PaymentPage, type PostedRefund } from './PaymentPage';
import { PaymentsPage } from './PaymentsPage';
import { findPayment, parsePaymentFilters, type PaymentRow, paymentsOverview } from './payments-query';
import { refundable } from './payment-words';
import { newRefundKey, readRefund } from './refund-form';
import { refundPayment } from './refund';

/**
 * /admin/payments: the ledger and the subscriptions, their CSVs, and refunds. Owners only (registered after
 * ownersOnlyPage), and every refund is a CSRF-checked post, then back to the payment with a notice.
 */
export const paymentRoutes = new Hono<AdminEnv>();

const RETRY_AFTER_SECONDS = '60';
/** Stripe's ids: in_…, letters, digits and underscores. */
const PAYMENT_ID = /^in_\w{1,250}$/;

function noSuchPayment(c: Context<AdminEnv>): Promise<Response> {
  return renderOwnerMessage(c, 404, {
    title: 'No such payment',
    message: 'There is no payment with this id in the ledger.',
    link: { href: '/admin/payments', text: 'All payments' },
  });
}

async function paymentOf(c: Context<AdminEnv>): Promise<PaymentRow | null> {
  const id = c.req.param('id') ?? '';
  return PAYMENT_ID.test(id) ? findPayment(database(c.env.DB), id) : null;
}

function paymentPage(
  c: Context<AdminEnv>,
  payment: PaymentRow,
  extra: { notice?: PaymentNotice; form?: PostedRefund; problem?: string } = {},
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  return renderAdminPage(
    <PaymentPage
      session={c.var.adminSession}
      payment={payment}
      stripe={c.env}
      paymentsOn={paymentsEnabled(c.env)}
      refundKey={newRefundKey()}
      {...extra}
    />,
    status,
  );
}

paymentRoutes.get('/', async (c) => {
  const filters = parsePaymentFilters(c.req.query());
  const data = await paymentsOverview(database(c.env.DB), filters);
  return renderAdminPage(
    <PaymentsPage
      session={c.var.adminSession}
      filters={filters}
      data={data}
      stripe={c.env}
      paymentsOn={paymentsEnabled(c.env)}
      now={new Date()}
    />,
  );
});

paymentRoutes.get('/payments.csv', async (c) =>
  csvAttachment(await exportPayments(database(c.env.DB), parsePaymentFilters(c.req.query()).show)),
);

paymentRoutes.get('/subscriptions.csv', async (c) => csvAttachment(await exportSubscriptions(database(c.env.DB))));

paymentRoutes.get('/:id', async (c) => {
  const payment = await paymentOf(c);
  if (!payment) return noSuchPayment(c);
  return paymentPage(c, payment, { notice: noticeIn(paymentNotices, c.req.query('notice')) });
});

paymentRoutes.post('/:id/refund', async (c) => {
  const payment = await paymentOf(c);
  if (!payment) return noSuchPayment(c);
  const values = { amount: await postedText(c, 'amount'), key: await postedText(c, 'key') };
  const stripe = stripeClient(c.env);
  if (!stripe) {
    // 409, not a 5xx: nothing is failing; payments are off until the key is set.
    return paymentPage(
      c,
      payment,
      {
        problem:
          'Refunds cannot be made here until online payments are connected to Stripe: ask whoever looks after the website. Nothing was refunded.',
      },
      409,
    );
  }
  // A form from before the payment was refunded in full (a second press, another tab): nothing to ask of Stripe.
  if (refundable(payment) === 0)
    return c.redirect(`/admin/payments/${encodeURIComponent(payment.id)}?notice=nothing-left`, 303);
  const request = readRefund(values, refundable(payment));
  if (!request.ok)
    return paymentPage(c, payment, { form: { values, errors: request.errors }, problem: request.problem }, 400);
  const outcome = await refundPayment(database(c.env.DB), stripe, payment, {
    pence: request.pence,
    key: request.key,
    actorUserId: c.var.adminSession.userId,
  });
  switch (outcome.kind) {
    case 'refunded':
    case 'already':
      return c.redirect(`/admin/payments/${encodeURIComponent(payment.id)}?notice=${outcome.kind}`, 303);
    case 'no-payment-intent':
      return paymentPage(
        c,
        payment,
        { problem: 'Stripe has no paid payment for this invoice: nothing was refunded.' },
        409,
      );
    case 'refused':
      // A fresh key: Stripe keeps its answer to one, so the owner's next try must be a new request.
      return paymentPage(
        c,
        payment,
        {
          form: { values: { ...values, key: newRefundKey() }, errors: {} },
          problem: `Stripe refused the refund: ${outcome.message}`,
        },
        400,
      );
    case 'not-recorded': {
      const response = await paymentPage(
        c,
        payment,
        {
          problem:
            'Stripe made the refund, but it could not be recorded here just now. Do not refund again: this page shows it once Stripe confirms it, within a few minutes.',
        },
        503,
      );
      response.headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return response;
    }
    case 'unavailable': {
      // The same key again: had Stripe refunded after all, sending the form again refunds nothing more.
      const response = await paymentPage(
        c,
        payment,
        {
          form: { values, errors: {} },
          problem:
            'Stripe could not be reached just now, so the refund may not have been made. Please try again in a minute.',
        },
        503,
      );
      response.headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return response;
    }
  }
});
