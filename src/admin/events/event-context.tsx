/** What every /admin/events route needs: the event the address names, and its page rendered afresh. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminEnv } from '../../auth/admin-env';
import { siteContent } from '../../content/site-content';
import { database } from '../../db/client';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { eventBookings, messagesOf, waitingListOf } from './attendees-query';
import { EventPage, type EventPageProps } from './EventPage';
import { type EventOverview, eventOverviews } from './events-query';
import { type MessageForm, newFormKey } from './forms';

export type EventContext = Context<AdminEnv>;

/** The published event the address names, with its figures; null when there is none. */
export async function overviewOf(c: EventContext, now: Date): Promise<EventOverview | null> {
  const slug = c.req.param('slug') ?? '';
  const overviews = await eventOverviews(database(c.env.DB), await siteContent(c.env.DB), now);
  return overviews.find((overview) => overview.event.slug === slug) ?? null;
}

export function noSuchEvent(c: EventContext): Promise<Response> {
  return renderOwnerMessage(c, 404, {
    title: 'No such event',
    message: 'No published retreat event has this address. It may have been archived or renamed in Content.',
    link: { href: '/admin/events', text: 'All events' },
  });
}

export const eventPath = (overview: EventOverview) => `/admin/events/${encodeURIComponent(overview.event.slug)}`;

const emptyMessageForm = (): MessageForm => ({ values: { key: newFormKey(), subject: '', message: '' }, errors: {} });

/** The event's page, read afresh, with whatever the last post left to say. */
export async function renderEventPage(
  c: EventContext,
  overview: EventOverview,
  now: Date,
  extra: Partial<Pick<EventPageProps, 'notice' | 'justSent' | 'problem' | 'messageForm'>> = {},
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const db = database(c.env.DB);
  const slug = overview.event.slug;
  const [bookings, waiting, messages] = await Promise.all([
    eventBookings(db, slug),
    waitingListOf(db, slug),
    messagesOf(db, slug),
  ]);
  return renderAdminPage(
    <EventPage
      session={c.var.adminSession}
      overview={overview}
      bookings={bookings}
      waiting={waiting}
      messages={messages}
      messageForm={emptyMessageForm()}
      now={now}
      {...extra}
    />,
    status,
  );
}
