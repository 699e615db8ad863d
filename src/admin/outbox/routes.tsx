import { Hono } from 'hono';
import { database } from '../../db/client';
import type { AdminEnv } from '../env';
import { renderMessage } from '../ui/pages/MessagePage';
import { renderAdminPage } from '../ui/render';
import { failedNotifications, outboxStatusCounts } from './notifications';
import { NotificationsPage } from './NotificationsPage';
import { releaseNotification, retryNotification } from './retry';

/** /admin/notifications: the notification emails and Retry. Session and CSRF are checked before these run. */
export const outboxRoutes = new Hono<AdminEnv>();

outboxRoutes.get('/', async (c) => {
  const db = database(c.env.DB);
  const [counts, failed, held] = await Promise.all([outboxStatusCounts(db), failedNotifications(db), failedNotifications(db, 'held')]);
  const asked = c.req.query('notice');
  const notice = asked === 'retried' || asked === 'released' ? asked : undefined;
  return renderAdminPage(<NotificationsPage session={c.var.adminSession} counts={counts} failed={failed} held={held} notice={notice} />);
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

outboxRoutes.post('/:id/send', async (c) => {
  const result = await releaseNotification(database(c.env.DB), c.env, c.req.param('id'), c.var.adminSession.userId);
  const back = { href: '/admin/notifications', text: 'Back to notifications' };
  switch (result) {
    case 'released':
      return c.redirect('/admin/notifications?notice=released', 303);
    case 'not-found':
      return renderMessage(404, { title: 'Not found', message: 'There is no such email. It may have been deleted.', session: c.var.adminSession, link: back });
    case 'not-held':
      return renderMessage(409, {
        title: 'Already on its way',
        message: 'This email is not held (someone pressed Send already). Nothing was changed.',
        session: c.var.adminSession,
        link: back,
      });
  }
});
