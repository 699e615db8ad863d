/**
 * /retreats/bookings/{token}: the buyer's private page for their places. The token in the address is the key (only its
 * SHA-256 is stored); the page is never cached or indexed. Renaming attendees and cancelling are plain same-origin
 * form posts answered with a redirect to the page and a notice, so they work the same without scripts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { type DatedEvent, isDated, retreatEventOf } from '../../content/retreat-events';
import { siteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatBookingLinks, retreatBookings } from '../../db/schema/retreats';
import type { AppEnv } from '../../env';
import { fullName } from '../../lib/fields';
import { postedFields } from '../../lib/posted-fields';
import { sha256Hex } from '../../lib/sha256';
import { todayInLondon } from '../../lib/uk-date';
import { NotFound } from '../../layout/NotFoundPage';
import { guardWrites, limitBody } from '../../middleware/guard-writes';
import { rateLimitWritesUnder } from '../../middleware/rate-limit';
import { queueEmails } from '../../notify/enqueue';
import { RETREAT_INVITATION_FILENAME, retreatInvitation } from '../../notify/retreat-invitation';
import { businessDetails } from '../../render/request-settings';
import { siteOrigin } from '../../content/site-origin';
import { outboxInsertForRows } from '../../notify/outbox';
import { renderPage } from '../../render/render-page';
import { attendeeField } from '../../submissions/retreat-booking/fields';
import { RETREAT_LINK_TOKEN, retreatBookingPath } from '../../submissions/retreat-booking/links';
import { retreatBookingMessageKey } from '../../submissions/retreat-booking/messages';
import { cancelBooking, refundDue } from './cancellation';
import { type RetreatBookingNotice, RetreatBookingPage, retreatBookingNotices } from './RetreatBookingPage';

type BookingContext = Context<AppEnv>;
type BookingRow = typeof retreatBookings.$inferSelect;

const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function withPrivateHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value);
  return response;
}

/** The booking behind a token and its event, or null (unknown, malformed, erased, or its event gone). */
export async function retreatBookingOf(
  c: BookingContext,
  token: string,
): Promise<{ booking: BookingRow; event: DatedEvent } | null> {
  if (!RETREAT_LINK_TOKEN.test(token)) return null;
  const db = database(c.env.DB);
  const [row] = await db
    .select({ booking: retreatBookings })
    .from(retreatBookingLinks)
    .innerJoin(retreatBookings, eq(retreatBookings.id, retreatBookingLinks.bookingId))
    .where(eq(retreatBookingLinks.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return null;
  const event = retreatEventOf(await siteContent(c.env.DB), row.booking.eventSlug);
  return event && isDated(event) ? { booking: row.booking, event } : null;
}

export async function unknownRetreatBooking(c: BookingContext): Promise<Response> {
  const page = await renderPage(
    <NotFound
      title="Booking Not Found"
      message="This booking link is not one we know. Check you copied the whole link from your email, or get in touch and we will help."
      path={c.req.path}
      back={{ href: '/retreats', label: 'See our retreats' }}
    />,
    404,
  );
  return withPrivateHeaders(page);
}

const isNotice = (value: string | undefined): value is RetreatBookingNotice =>
  value !== undefined && Object.hasOwn(retreatBookingNotices, value);

/** The buyer may change the booking until the event's first day begins. */
const changeable = (event: DatedEvent, now: Date) => todayInLondon(now) < event.startDate;

export const retreatBookingRoutes = new Hono<AppEnv>();

retreatBookingRoutes.onError(async (error, c) => {
  if (error instanceof HTTPException && error.status < 500) return withPrivateHeaders(error.getResponse());
  console.error(
    `retreat_booking_page_failed request=${c.get('requestId') ?? 'unknown'} ${error instanceof Error ? error.name : 'unknown'}`,
  );
  const page = await renderPage(
    <NotFound
      title="Your Booking Cannot Be Shown Just Now"
      message="We could not reach your booking just now, and nothing was changed. Please try again in a moment."
      path={c.req.path}
      back={{ href: c.req.path.replace(/\/(cancel|attendees|retreat\.ics)$/, ''), label: 'Try again' }}
    />,
    503,
  );
  page.headers.set('Retry-After', '5');
  return withPrivateHeaders(page);
});

retreatBookingRoutes.post('*', rateLimitWritesUnder('/retreats/bookings'), guardWrites, limitBody);

retreatBookingRoutes.get('/:token', async (c) => {
  const found = await retreatBookingOf(c, c.req.param('token'));
  if (!found) return unknownRetreatBooking(c);
  const { booking, event } = found;
  const now = new Date();
  const asked = c.req.query('notice') ?? (c.req.query('booked') ? 'booked' : undefined);
  const notice = c.req.query('paid') ? (booking.status === 'paid' ? 'paid' : 'paying') : asked;
  const page = await renderPage(
    <RetreatBookingPage
      booking={booking}
      event={event}
      pagePath={retreatBookingPath(c.req.param('token'))}
      changeable={changeable(event, now)}
      refundNow={refundDue(booking, event.startDate, 'visitor', now)}
      notice={isNotice(notice) ? notice : null}
      now={now}
    />,
  );
  return withPrivateHeaders(page);
});

retreatBookingRoutes.get(`/:token/${RETREAT_INVITATION_FILENAME}`, async (c) => {
  const token = c.req.param('token');
  const found = await retreatBookingOf(c, token);
  if (!found) return unknownRetreatBooking(c);
  const { booking, event } = found;
  const method = booking.status === 'paid' || booking.status === 'reserved' ? 'REQUEST' : 'CANCEL';
  const invitation = retreatInvitation(booking, event, {
    method,
    pageUrl: `${siteOrigin(c.env)}${retreatBookingPath(token)}`,
    now: new Date(),
    organizerEmail: businessDetails().email,
  });
  return withPrivateHeaders(
    new Response(invitation, {
      headers: {
        'Content-Type': `text/calendar; charset=utf-8; method=${method}`,
        'Content-Disposition': `attachment; filename="${RETREAT_INVITATION_FILENAME}"`,
      },
    }),
  );
});

const backTo = (c: BookingContext, token: string, notice: RetreatBookingNotice) =>
  withPrivateHeaders(c.redirect(`${retreatBookingPath(token)}?notice=${notice}`, 303));

/** The checks every change the buyer posts passes first: a known booking, still changeable, as the page showed it. */
async function buyerChange(c: BookingContext, token: string) {
  const found = await retreatBookingOf(c, token);
  if (!found) return unknownRetreatBooking(c);
  const fields = await postedFields(c);
  const now = new Date();
  if (!changeable(found.event, now)) return backTo(c, token, 'too-late');
  if (fields.get('sequence') !== String(found.booking.calendarSequence)) return backTo(c, token, 'stale');
  return { ...found, fields, now };
}

const attendeeNames = z.array(fullName('Each attendee’s name'));

retreatBookingRoutes.post('/:token/attendees', async (c) => {
  const token = c.req.param('token');
  const change = await buyerChange(c, token);
  if (change instanceof Response) return change;
  const { booking, fields, now } = change;
  if (!['paid', 'reserved', 'held'].includes(booking.status)) return backTo(c, token, 'stale');
  const names = attendeeNames.safeParse(booking.attendees.map((_, position) => fields.get(attendeeField(position))));
  if (!names.success) return backTo(c, token, 'names-invalid');
  const db = database(c.env.DB);
  const sequence = booking.calendarSequence + 1;
  const [changed, emailed] = await db.batch([
    db
      .update(retreatBookings)
      .set({ attendees: names.data, calendarSequence: sequence, updatedAt: now })
      .where(
        and(
          eq(retreatBookings.id, booking.id),
          eq(retreatBookings.calendarSequence, booking.calendarSequence),
          inArray(retreatBookings.status, ['paid', 'reserved', 'held']),
        ),
      ),
    // A held booking's confirmation, once paid, carries the names: only a confirmed one is sent the change.
    outboxInsertForRows(
      db,
      { itemKind: ITEM_KIND.retreatBooking, from: retreatBookings, itemId: sql`${retreatBookings.id}` },
      sql`${retreatBookingMessageKey({ type: 'renamed', sequence })}`,
      sql`${retreatBookings.id} = ${booking.id} and ${retreatBookings.calendarSequence} = ${sequence}
        and ${retreatBookings.status} in ('paid', 'reserved')`,
      now,
    ),
  ]);
  if ((changed.meta.changes ?? 0) === 0) return backTo(c, token, 'stale');
  queueEmails(
    c,
    emailed.map((row) => row.id),
  );
  return backTo(c, token, 'renamed');
});

retreatBookingRoutes.post('/:token/cancel', async (c) => {
  const token = c.req.param('token');
  const change = await buyerChange(c, token);
  if (change instanceof Response) return change;
  if (change.fields.get('confirm') !== 'yes') return backTo(c, token, 'confirm-needed');
  const outcome = await cancelBooking(c.env, database(c.env.DB), change.booking.id, 'visitor', change.now);
  if (!outcome.cancelled) return backTo(c, token, 'stale');
  queueEmails(c, outcome.outboxIds);
  return backTo(c, token, 'cancelled');
});
