import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { siteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { postedText } from '../../lib/posted-text';
import { queueEmails } from '../../notify/enqueue';
import { renderAdminPage } from '../ui/render';
import { noticeIn } from '../ui/StatusNotice';
import { eventBookings, messagesOf } from './attendees-query';
import { attendeesCsv } from './attendees-csv';
import { cancelRoutes } from './cancel-routes';
import { markPaid, sendEventMessage, setCheckIn } from './changes';
import { eventPath, noSuchEvent, overviewOf, renderEventPage } from './event-context';
import { eventNotices } from './EventPage';
import { EventsPage } from './EventsPage';
import { bookedPlaces, eventOverviews } from './events-query';
import { attendeePosition, isBookingId, readEventMessage } from './forms';
import { csvAttachment } from '../../lib/csv';

/**
 * /admin/events: every retreat event's places and takings, and each event's page (attendees, check-in, mark paid,
 * CSV, the waiting list, emails to attendees), with its confirm steps for cancelling (cancel-routes.tsx). Owners
 * only (registered after ownersOnlyPage); every change is a CSRF-checked post that lands back on the event's page.
 */
export const eventRoutes = new Hono<AdminEnv>();

eventRoutes.get('/', async (c) => {
  const overviews = await eventOverviews(database(c.env.DB), await siteContent(c.env.DB), new Date());
  return renderAdminPage(<EventsPage session={c.var.adminSession} overviews={overviews} />);
});

eventRoutes.route('/', cancelRoutes);

eventRoutes.get('/:slug', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const sentId = c.req.query('sent');
  const justSent = sentId
    ? (await messagesOf(database(c.env.DB), overview.event.slug)).find((message) => message.id === sentId)
    : undefined;
  return renderEventPage(c, overview, now, { notice: noticeIn(eventNotices, c.req.query('notice')), justSent });
});

eventRoutes.get('/:slug/attendees.csv', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const csv = attendeesCsv(overview.event, await eventBookings(database(c.env.DB), overview.event.slug), now);
  return csvAttachment(csv);
});

eventRoutes.post('/:slug/bookings/:id/paid', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const id = c.req.param('id');
  const changed =
    isBookingId(id) && (await markPaid(database(c.env.DB), overview.event.slug, id, c.var.adminSession.userId, now));
  return c.redirect(`${eventPath(overview)}?notice=${changed ? 'marked-paid' : 'unchanged'}#bookings-paid`, 303);
});

eventRoutes.post('/:slug/bookings/:id/check-in', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const id = c.req.param('id');
  const attendee = attendeePosition(await postedText(c, 'attendee'));
  const to = await postedText(c, 'to');
  if (!isBookingId(id) || attendee === null || (to !== 'in' && to !== 'out'))
    return renderEventPage(c, overview, now, { problem: 'That check-in was not understood, so nothing changed.' }, 400);
  const changed = await setCheckIn(
    database(c.env.DB),
    {
      eventSlug: overview.event.slug,
      bookingId: id,
      attendee,
      checkedIn: to === 'in',
      actorUserId: c.var.adminSession.userId,
    },
    now,
  );
  const notice = changed ? (to === 'in' ? 'checked-in' : 'check-in-undone') : 'unchanged';
  return c.redirect(`${eventPath(overview)}?notice=${notice}#attendees`, 303);
});

eventRoutes.post('/:slug/messages', async (c) => {
  const now = new Date();
  const overview = await overviewOf(c, now);
  if (!overview) return noSuchEvent(c);
  const values = {
    key: await postedText(c, 'key'),
    subject: await postedText(c, 'subject'),
    message: await postedText(c, 'message'),
  };
  const request = readEventMessage(values);
  if (!request.ok)
    return renderEventPage(c, overview, now, { messageForm: request.form, problem: request.problem }, 400);
  // A form from before everyone cancelled, or another tab: nobody to write to, so nothing is stored.
  if (bookedPlaces(overview) === 0)
    return renderEventPage(
      c,
      overview,
      now,
      { problem: 'Nobody is booked on this event now, so nothing was sent.' },
      409,
    );
  const outboxIds = await sendEventMessage(
    database(c.env.DB),
    {
      id: request.id,
      eventSlug: overview.event.slug,
      subject: request.subject,
      body: request.body,
      actorUserId: c.var.adminSession.userId,
    },
    now,
  );
  queueEmails(c, outboxIds);
  return c.redirect(`${eventPath(overview)}?sent=${encodeURIComponent(request.id)}#email-attendees`, 303);
});
