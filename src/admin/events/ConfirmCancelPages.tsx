/**
 * The confirm steps before cancelling, each its own page (a plain link there, a plain post from it): what will be
 * cancelled and refunded is stated before the owner presses.
 */
import type { ReactNode } from 'react';
import type { AdminSession } from '../../auth/admin-env';
import type { RetreatEvent } from '../../content/retreat-events';
import { formatPence } from '../../lib/pounds';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { type EventBooking, isComing } from './attendees-query';
import { bookingStatusWords, bookingsWords, buyerName, placesWords, whenWords } from './event-words';

function ConfirmPage({
  session,
  title,
  event,
  problem,
  action,
  button,
  children,
}: {
  session: AdminSession;
  title: string;
  event: RetreatEvent;
  problem?: string;
  action: string;
  button: string;
  children: ReactNode;
}) {
  const back = `/admin/events/${encodeURIComponent(event.slug)}`;
  return (
    <AdminDocument title={title} session={session} place={{ section: 'events', within: true }}>
      <div className="card max-w-2xl">
        <h1 className="font-display text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted">
          {event.title}: {whenWords(event)}
        </p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="mt-4 grid gap-3">{children}</div>
        <form method="post" action={action} className="mt-6 flex flex-wrap items-center gap-4">
          <CsrfField session={session} />
          <button type="submit" className="btn-primary">
            {button}
          </button>
          <a className="btn-ghost underline" href={back}>
            Keep it and go back
          </a>
        </form>
      </div>
    </AdminDocument>
  );
}

/** What cancelling one booking does: its refund (in full, by the owner) and the email to its buyer. */
export function CancelBookingPage({
  session,
  event,
  booking,
  refund,
  problem,
}: {
  session: AdminSession;
  event: RetreatEvent;
  booking: EventBooking;
  /** Pence refunded: what is left of what was paid. */
  refund: number;
  problem?: string;
}) {
  const online = booking.paymentIntentId !== null;
  return (
    <ConfirmPage
      session={session}
      title="Cancel this booking?"
      event={event}
      problem={problem}
      action={`/admin/events/${encodeURIComponent(event.slug)}/bookings/${encodeURIComponent(booking.id)}/cancel`}
      button={refund > 0 ? `Cancel and refund ${formatPence(refund)}` : 'Cancel the booking'}
    >
      <p data-booking={booking.id}>
        <strong>{buyerName(booking)}</strong> ({booking.email}): {placesWords(booking.places)} for{' '}
        {booking.attendees.join(', ')}. {bookingStatusWords[booking.status]}, {formatPence(booking.amount)}.
      </p>
      <p data-refund={refund}>
        {refund === 0
          ? booking.status === 'held'
            ? 'Nothing has been paid: the places are released and the payment page closed.'
            : 'Nothing has been paid, so nothing is refunded.'
          : online
            ? `${formatPence(refund)} is refunded in full to the card it was paid with.`
            : `${formatPence(refund)} was paid by invoice: it is recorded as refunded, for you to pay back.`}
      </p>
      {booking.status === 'held' ? null : (
        <p>The buyer is emailed that the booking is cancelled, with a calendar update that removes the event.</p>
      )}
      {isComing(booking) ? <p>The places go to the first person on the waiting list, if anyone is waiting.</p> : null}
    </ConfirmPage>
  );
}

/** What cancelling the event does: every booking cancelled and refunded in full, everyone told. */
export interface EventCancelSummary {
  /** Paid online: refunded in full to their cards. */
  paidOnline: number;
  refundedOnline: number;
  /** Marked paid by the owner (an invoice): recorded as refunded, for the owner to pay back. */
  paidByInvoice: number;
  owedBack: number;
  reserved: number;
  held: number;
  places: number;
  waiting: number;
}

export function summariseCancellation(bookings: readonly EventBooking[], waiting: number): EventCancelSummary {
  const open = bookings.filter((booking) => booking.status === 'held' || isComing(booking));
  const paid = open.filter((booking) => booking.status === 'paid');
  const online = paid.filter((booking) => booking.paymentIntentId !== null);
  const invoiced = paid.filter((booking) => booking.paymentIntentId === null);
  const left = (list: EventBooking[]) =>
    list.reduce((sum, booking) => sum + booking.amount - booking.amountRefunded, 0);
  return {
    paidOnline: online.length,
    refundedOnline: left(online),
    paidByInvoice: invoiced.length,
    owedBack: left(invoiced),
    reserved: open.filter((booking) => booking.status === 'reserved').length,
    held: open.filter((booking) => booking.status === 'held').length,
    places: open.reduce((sum, booking) => sum + booking.places, 0),
    waiting,
  };
}

export function CancelEventPage({
  session,
  event,
  summary,
  problem,
}: {
  session: AdminSession;
  event: RetreatEvent;
  summary: EventCancelSummary;
  problem?: string;
}) {
  const bookings = summary.paidOnline + summary.paidByInvoice + summary.reserved + summary.held;
  return (
    <ConfirmPage
      session={session}
      title="Cancel this event?"
      event={event}
      problem={problem}
      action={`/admin/events/${encodeURIComponent(event.slug)}/cancel`}
      button={
        summary.refundedOnline > 0
          ? `Cancel the event and refund ${formatPence(summary.refundedOnline)}`
          : 'Cancel the event'
      }
    >
      <p data-summary="bookings">
        {bookings === 0
          ? 'Nobody is booked: the event is marked cancelled and can no longer be booked.'
          : `${bookingsWords(bookings)} (${placesWords(summary.places)}) will be cancelled, and every buyer emailed.`}
      </p>
      {summary.paidOnline > 0 ? (
        <p data-summary="refunds">
          {bookingsWords(summary.paidOnline)} paid online: {formatPence(summary.refundedOnline)} refunded in full to
          their cards.
        </p>
      ) : null}
      {summary.paidByInvoice > 0 ? (
        <p>
          {bookingsWords(summary.paidByInvoice)} paid by invoice: {formatPence(summary.owedBack)} recorded as refunded,
          for you to pay back.
        </p>
      ) : null}
      {summary.reserved > 0 ? (
        <p>{bookingsWords(summary.reserved)} reserved, not yet paid: nothing to refund.</p>
      ) : null}
      {summary.held > 0 ? (
        <p>{bookingsWords(summary.held)} held while paying: their payment pages are closed.</p>
      ) : null}
      {summary.waiting > 0 ? (
        <p>
          {summary.waiting === 1
            ? '1 person on the waiting list is taken off it.'
            : `${summary.waiting} people on the waiting list are taken off it.`}
        </p>
      ) : null}
      <p>From then on the event cannot be booked. This cannot be undone.</p>
    </ConfirmPage>
  );
}
