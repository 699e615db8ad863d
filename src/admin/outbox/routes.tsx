import { Hono } from 'hono';
import { database } from '../../db/client';
import type { AdminEnv } from '../env';
import { renderMessage } from '../ui/pages/MessagePage';
import { renderAdminPage } from '../ui/render';
import { failedNotifications, outboxStatusCounts } from './notifications';
import { NotificationsPage } from './NotificationsPage';
import { retryNotification } from './retry';

/** /admin/notifications: the notification emails and Retry. Session and CSRF are checked before these run. */
export const outboxRoutes = new Hono<AdminEnv>();

outboxRoutes.get('/', async (c) => {
  const db = database(c.env.DB);
  const [counts, failed] = await Promise.all([outboxStatusCounts(db), failedNotifications(db)]);
  const notice = c.req.query('notice') === 'retried' ? 'retried' : undefined;
  return renderAdminPage(<NotificationsPage session={c.var.adminSession} counts={counts} failed={failed} notice={notice} />);
});

outboxRoutes.post('/:id/retry', async (c) => {
  const result = await retryNotification(database(c.env.DB), c.env, c.req.param('id'), c.var.adminSession.userId);
  const back = { href: '/admin/notifications', text: 'Back to notifications' };
  switch (result) {
    case 'retried':
      return c.redirect('/admin/notifications?notice=retried', 303);
    case 'not-found':
      return renderMessage(404, {
        title: 'Not found',
        message: 'There is no such notification. It may have been deleted.',
        session: c.var.adminSession,
        link: back,
      });
    case 'not-failed':
      return renderMessage(409, {
        title: 'Already on its way',
        message: 'This notification is not failed (someone pressed Retry already, or it was sent). Nothing was changed.',
        session: c.var.adminSession,
        link: back,
      });
  }
});
