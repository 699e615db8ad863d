import { Hono } from 'hono';
import { database } from '../../db/client';
import { findItem } from '../../submissions/items';
import { submissionOf } from '../../submissions/registry';
import type { AdminEnv } from '../../auth/admin-env';
import { InboxPage } from './InboxPage';
import { inboxItemNotices, type ItemNotice, ItemPage } from './ItemPage';
import { noticeIn } from '../ui/StatusNotice';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { exportInbox } from './export';
import { inboxQueryString, parseInboxFilters } from './filters';
import { inboxCounts, inboxPage } from './inbox-query';
import { retentionHealth } from './retention-health';
import { failedNotificationCount } from '../outbox/notifications';
import { eventsToDecide } from '../events/events-query';
import { siteContent } from '../../content/site-content';
import { loadItemView } from './item-view';
import { addNote, MAX_NOTE_LENGTH } from './notes';
import { markOpened } from './opened';
import { changeStatus } from './status-change';
import { moveBooking } from '../../site/booking/booking-changes';
import { consultationSlots } from '../../content/consultation-slots';
import { consultationBookings } from '../../db/schema/submissions';
import { londonInstant } from '../../lib/london-time';
import { isCalendarDate } from '../../lib/uk-date';
import { eq } from 'drizzle-orm';
import { queueEmails } from '../../notify/enqueue';
import { postedText, postedTexts } from '../../lib/posted-text';
import { changeStatuses, checkBulkRequest, outcomeFromQuery, outcomeParams } from './bulk-status';
import { csvAttachment } from '../../lib/csv';

/** The inbox, item pages, status moves, notes and CSV export. Session and CSRF are checked before these run. */
export const inboxRoutes = new Hono<AdminEnv>();

inboxRoutes.get('/inbox', async (c) => {
  const db = database(c.env.DB);
  const query = c.req.query();
  const filters = parseInboxFilters(query);
  const [data, counts, retention, failedNotifications, toDecide] = await Promise.all([
    inboxPage(db, filters),
    inboxCounts(db),
    retentionHealth(db),
    failedNotificationCount(db),
    siteContent(c.env.DB).then((content) => eventsToDecide(db, content, new Date())),
  ]);
  return renderAdminPage(
    <InboxPage
      session={c.var.adminSession}
      filters={filters}
      data={data}
      counts={counts}
      retention={retention}
      failedNotifications={failedNotifications}
      eventsToDecide={toDecide}
      bulkOutcome={outcomeFromQuery(query)}
      allSelected={query.select === 'all'}
    />,
  );
});

/**
 * Several items to one status in one post (the inbox's ticked lines), each by
 * its own kind's rules; then back to the same view of the inbox, which says
 * how many changed and how many were skipped.
 */
inboxRoutes.post('/inbox/bulk-status', async (c) => {
  const view = parseInboxFilters(Object.fromEntries(new URLSearchParams(await postedText(c, 'view'))));
  const request = checkBulkRequest(await postedText(c, 'to'), await postedTexts(c, 'item'));
  if (!request.ok) {
    return renderOwnerMessage(c, 400, {
      title: 'Nothing was changed',
      message: request.problem,
      link: { href: `/admin/inbox${inboxQueryString(view)}`, text: 'Back to the inbox' },
    });
  }
  const outcome = await changeStatuses(
    database(c.env.DB),
    { to: request.to, items: request.items, actorUserId: c.var.adminSession.userId },
    (outboxIds) => queueEmails(c, outboxIds),
  );
  const back = new URLSearchParams([...new URLSearchParams(inboxQueryString(view)), ...outcomeParams(outcome)]);
  return c.redirect(`/admin/inbox?${back}`, 303);
});

inboxRoutes.get('/inbox/export.csv', async (c) => {
  const { kind, status, search } = parseInboxFilters(c.req.query());
  const csv = await exportInbox(database(c.env.DB), { kind, status, search });
  return csvAttachment(csv);
});

function notFound(c: { var: AdminEnv['Variables'] }) {
  return renderOwnerMessage(c, 404, {
    title: 'Not found',
    message: 'There is no such item. It may have been erased.',
    link: { href: '/admin/inbox', text: 'Back to the inbox' },
  });
}

inboxRoutes.get('/items/:kind/:id', async (c) => {
  const submission = submissionOf(c.req.param('kind'));
  if (!submission) return notFound(c);
  const db = database(c.env.DB);
  const view = await loadItemView(db, submission, c.req.param('id'));
  if (!view) return notFound(c);
  // Opening the page is reading the item: it is no longer new in the inbox.
  await markOpened(db, view.kind, view.id);
  const notice = c.req.query('notice');
  return renderAdminPage(
    <ItemPage session={c.var.adminSession} view={view} notice={noticeIn(inboxItemNotices, notice)} />,
  );
});

inboxRoutes.post('/items/:kind/:id/status', async (c) => {
  const kind = c.req.param('kind');
  const id = c.req.param('id');
  const submission = submissionOf(kind);
  const from = await postedText(c, 'from');
  const to = await postedText(c, 'to');
  const statuses = submission?.workflow?.statuses ?? [];
  const back = { href: `/admin/items/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, text: 'Back to the item' };
  // Not a kind, or not statuses of this kind's workflow: a malformed request, not a move to weigh.
  if (!submission || !statuses.includes(from) || !statuses.includes(to)) {
    return renderOwnerMessage(c, 400, {
      title: 'Move not allowed',
      message: 'That status move is not allowed for this item.',
      link: submission ? back : { href: '/admin/inbox', text: 'Back to the inbox' },
    });
  }
  const result = await changeStatus(
    database(c.env.DB),
    { submission, id, from, to, actorUserId: c.var.adminSession.userId },
    Date.now(),
    (outboxIds) => queueEmails(c, outboxIds),
  );
  switch (result) {
    case 'changed':
      return c.redirect(`/admin/items/${kind}/${id}?notice=status-changed`, 303);
    case 'not-found':
      return notFound(c);
    case 'stale':
      return renderOwnerMessage(c, 409, {
        title: 'Status already changed',
        message:
          'Someone changed this status while you were looking at it. Nothing was changed: look at the item again.',
        link: back,
      });
    case 'refused':
      return renderOwnerMessage(c, 422, {
        title: 'Move not allowed',
        message: 'That status move is not allowed for this item.',
        link: back,
      });
  }
});

inboxRoutes.post('/items/booking/:id/move', async (c) => {
  const id = c.req.param('id');
  const back = (notice: ItemNotice) =>
    c.redirect(`/admin/items/booking/${encodeURIComponent(id)}?notice=${notice}`, 303);
  const date = await postedText(c, 'date');
  const time = await postedText(c, 'time');
  const sequence = await postedText(c, 'sequence');
  const db = database(c.env.DB);
  const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id));
  if (!booking) return notFound(c);
  const now = new Date();
  const valid =
    isCalendarDate(date) &&
    (consultationSlots as readonly string[]).includes(time) &&
    sequence === String(booking.calendarSequence) &&
    londonInstant(date, time).getTime() > now.getTime();
  if (!valid) return back('move-refused');
  const outcome = await moveBooking(
    db,
    booking,
    { date, time },
    { by: 'owner', userId: c.var.adminSession.userId },
    now,
  );
  if (outcome.result === 'slot_taken') return back('slot-taken');
  if (outcome.result !== 'changed') return back('move-refused');
  queueEmails(c, outcome.outboxIds);
  return back('moved');
});

inboxRoutes.post('/items/:kind/:id/notes', async (c) => {
  const submission = submissionOf(c.req.param('kind'));
  const id = c.req.param('id');
  if (!submission) return notFound(c);
  const { kind } = submission;
  const db = database(c.env.DB);
  if (!(await findItem(db, submission, id))) return notFound(c);
  const text = (await postedText(c, 'body')).trim();
  if (!text || text.length > MAX_NOTE_LENGTH) {
    const view = await loadItemView(db, submission, id);
    if (!view) return notFound(c);
    const message = text ? `A note can be at most ${MAX_NOTE_LENGTH} characters.` : 'Write the note first.';
    return renderAdminPage(
      <ItemPage
        session={c.var.adminSession}
        view={view}
        noteError={{ text: text.slice(0, MAX_NOTE_LENGTH * 2), message }}
      />,
      400,
    );
  }
  await addNote(db, { kind, id, body: text, actorUserId: c.var.adminSession.userId });
  return c.redirect(`/admin/items/${kind}/${id}?notice=note-added`, 303);
});
