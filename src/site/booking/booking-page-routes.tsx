/**
 * /bookings/{token}: the visitor's private booking page. The random token in
 * the address is the key (only its SHA-256 is stored); the page is never
 * cached or indexed, and the site's referrer policy (strict-origin-when-cross-origin)
 * never sends its path to another site.
 * Move and cancel are plain form posts (same-origin only) answered with a
 * redirect to the page and a notice, so they work the same without scripts.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { clientHashOf } from './booking-hold';
import { bookingPagePath, BOOKING_TOKEN } from '../../submissions/consultation-booking/booking-links';
import { bookingInvitation } from '../../submissions/consultation-booking/booking-invitation';
import {
  dayAvailability,
  earliestBookableDate,
  lastBookableDate,
} from '../../submissions/consultation-booking/availability';
import { readAvailability, readRules } from '../../submissions/consultation-booking/availability-store';
import {
  type BookingRow,
  cancelBooking,
  type ChangeResult,
  isChangeableStatus,
  moveBooking,
  OWNER_CHANGE_DELAY_SECONDS,
  visitorMayChange,
  visitorMovesMade,
} from './booking-changes';
import { database } from '../../db/client';
import { bookingLinks, consultationBookings } from '../../db/schema/submissions';
import type { AppEnv } from '../../env';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';
import { postedFields } from '../../lib/posted-fields';
import { sha256Hex } from '../../lib/sha256';
import { guardWrites, limitBody } from '../../middleware/guard-writes';
import { rateLimitWritesUnder } from '../../middleware/rate-limit';
import { queueEmails } from '../../notify/enqueue';
import { renderPage } from '../../render/render-page';
import { businessDetails } from '../../render/request-settings';
import { bookedServices } from '../../submissions/format';
import { readContext } from '../../submissions/read-context';
import { siteOrigin } from '../../content/site-origin';
import { siteConfig } from '../../content/site-config';
import { BookingPage, type BookingNotice, bookingNotices } from './BookingPage';
import { NotFound } from '../../layout/NotFoundPage';

type BookingContext = Context<AppEnv>;

const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

function withPrivateHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(privateHeaders)) response.headers.set(name, value);
  return response;
}

/** The booking behind a token, or null (unknown, malformed, or erased). */
async function bookingOf(c: BookingContext, token: string): Promise<BookingRow | null> {
  if (!BOOKING_TOKEN.test(token)) return null;
  const db = database(c.env.DB);
  const [row] = await db
    .select({ booking: consultationBookings })
    .from(bookingLinks)
    .innerJoin(consultationBookings, eq(consultationBookings.id, bookingLinks.bookingId))
    .where(eq(bookingLinks.tokenHash, await sha256Hex(token)))
    .limit(1);
  return row?.booking ?? null;
}

async function unknownBooking(c: BookingContext): Promise<Response> {
  const page = await renderPage(
    <NotFound
      title="Booking Not Found"
      message="This booking link is not one we know. Check you copied the whole link from your email, or get in touch and we will help."
      path={c.req.path}
      back={{ href: '/#book-consultation', label: 'Book a consultation' }}
    />,
    404,
  );
  return withPrivateHeaders(page);
}

/** A booking link without a time to put in a calendar (a request that only names a day, or none). */
async function noInvitationYet(c: BookingContext, token: string): Promise<Response> {
  const page = await renderPage(
    <NotFound
      title="No Calendar Invitation Yet"
      message="This booking has no time yet, so there is nothing to add to your calendar. We will email you an invitation once a time is agreed."
      path={c.req.path}
      back={{ href: bookingPagePath(token), label: 'See your booking' }}
    />,
    404,
  );
  return withPrivateHeaders(page);
}

const isNotice = (value: string | undefined): value is BookingNotice =>
  value !== undefined && Object.hasOwn(bookingNotices, value);

export const bookingRoutes = new Hono<AppEnv>();

// D1 could not be read or written: say so on a page of the site, never cached, and ask for another try (nothing was changed).
bookingRoutes.onError(async (error, c) => {
  // A refusal of the request itself (a body that cannot be read) stays what it is.
  if (error instanceof HTTPException && error.status < 500) return withPrivateHeaders(error.getResponse());
  console.error(
    `booking_page_failed request=${c.get('requestId') ?? 'unknown'} ${error instanceof Error ? error.name : 'unknown'}`,
  );
  const page = await renderPage(
    <NotFound
      title="Your Booking Cannot Be Shown Just Now"
      message="We could not reach your booking just now, and nothing was changed. Please try again in a moment."
      path={c.req.path}
      back={{ href: c.req.path.replace(/\/(cancel|move|consultation\.ics)$/, ''), label: 'Try again' }}
    />,
    503,
  );
  page.headers.set('Retry-After', '5');
  return withPrivateHeaders(page);
});

// Counted per client before anything else, the body included: a script cannot churn bookings faster than a person.
bookingRoutes.post('*', rateLimitWritesUnder('/bookings'), guardWrites, limitBody);

bookingRoutes.get('/:token', async (c) => {
  const token = c.req.param('token');
  const booking = await bookingOf(c, token);
  if (!booking) return unknownBooking(c);
  const now = new Date();
  const db = database(c.env.DB);
  const asked = c.req.query('date');
  const changeable = visitorMayChange(booking, now);
  const movable = changeable && (await visitorMovesMade(db, booking.id)) < siteConfig.bookings.maxVisitorMoves;
  // The held slots are read only for a day the visitor asked to see.
  const moveDate = movable && asked && isCalendarDate(asked) ? asked : null;
  const rules = moveDate ? await readAvailability(db, moveDate, 1, now) : await readRules(db, todayInLondon(now), now);
  const moveDay = moveDate ? dayAvailability(moveDate, rules) : null;
  const notice = c.req.query('notice');
  const { packages } = await readContext(c.env.DB);
  const page = await renderPage(
    <BookingPage
      booking={booking}
      services={bookedServices(booking.services, packages, booking.createdAt)}
      pagePath={bookingPagePath(token)}
      changeable={changeable}
      movable={movable}
      notice={isNotice(notice) ? notice : null}
      moveDay={moveDay}
      moveRange={{ min: earliestBookableDate(rules.settings, now), max: lastBookableDate(rules.settings, now) }}
    />,
  );
  return withPrivateHeaders(page);
});

bookingRoutes.get('/:token/consultation.ics', async (c) => {
  const token = c.req.param('token');
  const booking = await bookingOf(c, token);
  if (!booking) return unknownBooking(c);
  const pageUrl = `${siteOrigin(c.env)}${bookingPagePath(token)}`;
  const method = booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const { packages } = await readContext(c.env.DB);
  const services = bookedServices(booking.services, packages, booking.createdAt);
  const invitation = bookingInvitation(booking, {
    method,
    description: `${services.join(', ')}. Move or cancel: ${pageUrl}`,
    pageUrl,
    now: new Date(),
    organizerEmail: businessDetails().email,
  });
  if (!invitation) return noInvitationYet(c, token);
  return withPrivateHeaders(
    new Response(invitation, {
      headers: {
        'Content-Type': `text/calendar; charset=utf-8; method=${method}`,
        'Content-Disposition': 'attachment; filename="consultation.ics"',
      },
    }),
  );
});

/** Why the visitor can no longer change it: too close to the consultation, or it was cancelled or completed meanwhile. */
const unchangeable = (booking: BookingRow): BookingNotice =>
  isChangeableStatus(booking.status) ? 'too-late' : 'stale';

/** Back to the booking page with what happened (303, so a reload does not post again). */
const backTo = (c: BookingContext, token: string, notice: BookingNotice, date?: string) =>
  withPrivateHeaders(
    c.redirect(`${bookingPagePath(token)}?${new URLSearchParams({ notice, ...(date ? { date } : {}) })}`, 303),
  );

/** The change's emails: the visitor's now, the owner's once changes have settled (one email for a burst). */
function queueChangeEmails(c: BookingContext, outcome: Extract<ChangeResult, { result: 'changed' }>): void {
  queueEmails(c, outcome.outboxIds);
  queueEmails(c, outcome.laterIds, OWNER_CHANGE_DELAY_SECONDS);
}

/** A change the visitor posted, past the checks every change passes first. */
interface VisitorChange {
  booking: BookingRow;
  fields: URLSearchParams;
  now: Date;
}

/**
 * The checks every change the visitor posts passes first: a known booking, still open to changes, and the page
 * they changed it on showing it as it is now. Otherwise the answer to send.
 */
async function visitorChange(c: BookingContext, token: string): Promise<VisitorChange | Response> {
  const booking = await bookingOf(c, token);
  if (!booking) return unknownBooking(c);
  const fields = await postedFields(c);
  const now = new Date();
  if (!visitorMayChange(booking, now)) return backTo(c, token, unchangeable(booking));
  if (fields.get('sequence') !== String(booking.calendarSequence)) return backTo(c, token, 'stale');
  return { booking, fields, now };
}

bookingRoutes.post('/:token/cancel', async (c) => {
  const token = c.req.param('token');
  const change = await visitorChange(c, token);
  if (change instanceof Response) return change;
  const { booking, now } = change;
  const outcome = await cancelBooking(
    database(c.env.DB),
    booking,
    { by: 'visitor', clientHash: await clientHashOf(c) },
    now,
  );
  if (outcome.result !== 'changed') return backTo(c, token, 'stale');
  queueChangeEmails(c, outcome);
  return backTo(c, token, 'cancelled');
});

bookingRoutes.post('/:token/move', async (c) => {
  const token = c.req.param('token');
  const change = await visitorChange(c, token);
  if (change instanceof Response) return change;
  const { booking, fields, now } = change;
  const date = fields.get('date') ?? '';
  const time = fields.get('time') ?? '';
  if (!isCalendarDate(date)) return backTo(c, token, 'not-bookable');
  const db = database(c.env.DB);
  const day = dayAvailability(date, await readAvailability(db, date, 1, now));
  if (!day.slots.some((slot) => slot.time === time && slot.available)) return backTo(c, token, 'not-bookable', date);
  const outcome = await moveBooking(
    db,
    booking,
    { date, time },
    { by: 'visitor', clientHash: await clientHashOf(c) },
    now,
  );
  if (outcome.result === 'slot_taken') return backTo(c, token, 'slot-taken', date);
  if (outcome.result === 'move_limit') return backTo(c, token, 'move-limit');
  if (outcome.result === 'too_many_bookings') return backTo(c, token, 'too-many-bookings', date);
  if (outcome.result === 'stale') return backTo(c, token, 'stale');
  queueChangeEmails(c, outcome);
  return backTo(c, token, 'moved');
});
