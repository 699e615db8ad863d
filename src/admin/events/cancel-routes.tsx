/**
 * Cancelling from the back office: one booking (refunded in full), or the whole event (every booking refunded in
 * full and told). Each has a confirm page stating what will be refunded; its post refunds at Stripe first under an
 * idempotency key (src/site/retreats/cancellation.ts), so pressing again after a failure refunds nothing twice.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminEnv } from '../../auth/admin-env';
import { isDated, type RetreatEvent } from '../../content/retreat-events';
import { database } from '../../db/client';
import { todayInLondon } from '../../lib/uk-date';
import { queueEmails } from '../../notify/enqueue';
import { paymentsEnabled } from '../../payments/stripe-client';
import { cancelBooking, cancelEvent, refundDue } from '../../site/retreats/cancellation';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { type EventBooking, eventBooking, eventBookings, isComing, waitingListOf } from './attendees-query';
import { recordBookingCancelled, recordEventCancelled } from './changes';
import { CancelBookingPage, CancelEventPage, summariseCancellation } from './ConfirmCancelPages';
import { type EventContext, eventPath, noSuchEvent, overviewOf } from './event-context';
import type { EventOverview } from './events-query';
import { bookingsWords } from './event-words';
import { isBookingId } from './forms';

export const cancelRoutes = new Hono<AdminEnv>();

const RETRY_AFTER_SECONDS = '60';
const NO_STRIPE_KEY =
  'Some of this was paid online, and refunds cannot be made here until online payments are connected to Stripe: ask whoever looks after the website. Nothing was cancelled.';

const isOpen = (booking: EventBooking) => booking.status === 'held' || isComing(booking);

/** The day refunds are reckoned from: the event's first day (an owner's cancellation refunds in full whatever it is). */
const startDateOf = (event: RetreatEvent, now: Date) => (isDated(event) ? event.startDate : todayInLondon(now));

/** A passing failure (Stripe or D1): the same page again, asking for another press in a minute. */
function retryLater(response: Response): Response {
  response.headers.set('Retry-After', RETRY_AFTER_SECONDS);
  return response;
}

const unchanged = (c: EventContext, overview: EventOverview) =>
  c.redirect(`${eventPath(overview)}?notice=unchanged`, 303);

async function bookingOf(c: EventContext, overview: EventOverview): Promise<EventBooking | undefined> {
  const id = c.req.param('id') ?? '';
  return isBookingId(id) ? eventBooking(database(c.env.DB), overview.event.slug, id) : undefined;
}

function noSuchBooking(c: EventContext, overview: EventOverview) {
  return renderOwnerMessage(c, 404, {
    title: 'No such booking',
    message: 'This event has no booking with this address. It may have been erased.',
    link: { href: eventPath(overview), text: 'Back to the event' },
  });
}

function bookingPage(
  c: EventContext,
  overview: EventOverview,
  booking: EventBooking,
  now: Date,
  problem?: string,
  status: ContentfulStatusCode = 200,
) {
  const refund = refundDue(booking, startDateOf(overview.event, now), 'owner', now);
  return renderAdminPage(
    <CancelBookingPage
      session={c.var.adminSession}
      event={overview.event}
      booking={booking}
      refund={refund}
      problem={problem}
    />,
    status,
  );
}

cancelRoutes.get('/:slug/bookings/:id/cancel', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const booking = await bookingOf(c, overview);
  if (!booking) return noSuchBooking(c, overview);
  if (!isOpen(booking)) return unchanged(c, overview);
  return bookingPage(c, overview, booking, now);
});

cancelRoutes.post('/:slug/bookings/:id/cancel', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const booking = await bookingOf(c, overview);
  if (!booking) return noSuchBooking(c, overview);
  if (!isOpen(booking)) return unchanged(c, overview);
  const refund = refundDue(booking, startDateOf(overview.event, now), 'owner', now);
  if (refund > 0 && booking.paymentIntentId && !paymentsEnabled(c.env))
    return bookingPage(c, overview, booking, now, NO_STRIPE_KEY, 409);
  const db = database(c.env.DB);
  let outcome: Awaited<ReturnType<typeof cancelBooking>>;
  try {
    outcome = await cancelBooking(c.env, db, booking.id, 'owner', now);
  } catch (error) {
    console.error(`retreat_booking_cancel_failed ${error instanceof Error ? error.name : 'unknown'}`);
    const problem =
      'The booking could not be cancelled just now (the payment service or the database did not answer). Nothing is refunded twice: please press Cancel again in a minute.';
    return retryLater(await bookingPage(c, overview, booking, now, problem, 503));
  }
  if (!outcome.cancelled) return unchanged(c, overview);
  queueEmails(c, outcome.outboxIds);
  await recordBookingCancelled(
    db,
    {
      bookingId: booking.id,
      fromStatus: booking.status,
      refunded: outcome.refunded,
      actorUserId: c.var.adminSession.userId,
    },
    now,
  ).catch(() => console.error('retreat_booking_cancel_audit_failed'));
  return c.redirect(`${eventPath(overview)}?notice=booking-cancelled#bookings-cancelled`, 303);
});

async function eventPage(
  c: EventContext,
  overview: EventOverview,
  problem?: string,
  status: ContentfulStatusCode = 200,
) {
  const db = database(c.env.DB);
  const [bookings, waiting] = await Promise.all([
    eventBookings(db, overview.event.slug),
    waitingListOf(db, overview.event.slug),
  ]);
  const queued = waiting.filter((entry) => entry.status === 'waiting' || entry.status === 'offered').length;
  return renderAdminPage(
    <CancelEventPage
      session={c.var.adminSession}
      event={overview.event}
      summary={summariseCancellation(bookings, overview.cancelledAt ? 0 : queued)}
      problem={problem}
    />,
    status,
  );
}

/** An event that has ended is not cancelled; a cancelled one only while some of its bookings are still to finish. */
async function cancellable(c: EventContext, overview: EventOverview): Promise<boolean> {
  if (overview.past) return false;
  if (!overview.cancelledAt) return true;
  return (await eventBookings(database(c.env.DB), overview.event.slug)).some(isOpen);
}

cancelRoutes.get('/:slug/cancel', async (c) => {
  const overview = await overviewOf(c, new Date());
  if (!overview) return noSuchEvent(c);
  if (!(await cancellable(c, overview))) return unchanged(c, overview);
  return eventPage(c, overview);
});

cancelRoutes.post('/:slug/cancel', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  if (!(await cancellable(c, overview))) return unchanged(c, overview);
  const db = database(c.env.DB);
  const paidOnline = (await eventBookings(db, overview.event.slug)).some(
    (booking) => booking.status === 'paid' && booking.paymentIntentId !== null,
  );
  if (paidOnline && !paymentsEnabled(c.env)) return eventPage(c, overview, NO_STRIPE_KEY, 409);
  let outcome: Awaited<ReturnType<typeof cancelEvent>>;
  try {
    outcome = await cancelEvent(c.env, db, overview.event.slug, now);
  } catch (error) {
    console.error(`retreat_event_cancel_failed ${error instanceof Error ? error.name : 'unknown'}`);
    const problem =
      'The event could not be cancelled just now (the database did not answer). Please press Cancel again in a minute.';
    return retryLater(await eventPage(c, overview, problem, 503));
  }
  queueEmails(c, outcome.outboxIds);
  await recordEventCancelled(
    db,
    {
      eventSlug: overview.event.slug,
      cancelled: outcome.cancelled,
      failed: outcome.failed,
      actorUserId: c.var.adminSession.userId,
    },
    now,
  ).catch(() => console.error('retreat_event_cancel_audit_failed'));
  if (outcome.failed > 0) {
    const done = `${bookingsWords(outcome.cancelled)} ${outcome.cancelled === 1 ? 'was' : 'were'} cancelled`;
    const problem = `${done}, but ${bookingsWords(outcome.failed)} could not be just now (the payment service or the database did not answer). The event is cancelled and can no longer be booked. Press Cancel again in a minute to finish: nobody is refunded twice.`;
    return retryLater(await eventPage(c, { ...overview, cancelledAt: now }, problem, 503));
  }
  return c.redirect(`${eventPath(overview)}?notice=event-cancelled`, 303);
});
