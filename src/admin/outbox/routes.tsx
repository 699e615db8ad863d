import { Hono } from 'hono';
import { database } from '../../db/client';
import type { AdminEnv } from '../../auth/admin-env';
import { renderMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { failedNotifications, outboxStatusCounts } from './notifications';
import { NotificationsPage } from './NotificationsPage';
import { releaseNotification, retryNotification } from './retry';

/** /admin/notifications: the notification emails and Retry. Session and CSRF are checked before these run. */
export const outboxRoutes = new Hono<AdminEnv>();

outboxRoutes.get('/', async (c) => {
  const db = database(c.env.DB);
  const [counts, failed, held] = await Promise.all([
    outboxStatusCounts(db),
    failedNotifications(db),
    failedNotifications(db, 'held'),
  ]);
  const asked = c.req.query('notice');
  const notice = asked === 'retried' || asked === 'released' ? asked : undefined;
  return renderAdminPage(
    <NotificationsPage session={c.var.adminSession} counts={counts} failed={failed} held={held} notice={notice} />,
  );
});

/** The owner's two buttons: each moves one row, then comes back to the list with its notice, or says why nothing changed. */
const buttons = [
  {
    path: 'retry',
    run: retryNotification,
    notice: 'retried',
    what: 'notification',
    notWaiting: 'This notification is not failed (someone pressed Retry already, or it was sent). Nothing was changed.',
  },
  {
    path: 'send',
    run: releaseNotification,
    notice: 'released',
    what: 'email',
    notWaiting: 'This email is not held (someone pressed Send already). Nothing was changed.',
  },
] as const;

for (const button of buttons) {
  outboxRoutes.post(`/:id/${button.path}`, async (c) => {
    const result = await button.run(database(c.env.DB), c.env, c.req.param('id'), c.var.adminSession.userId);
    if (result === 'queued') return c.redirect(`/admin/notifications?notice=${button.notice}`, 303);
    const session = c.var.adminSession;
    const link = { href: '/admin/notifications', text: 'Back to notifications' };
    return result === 'not-found'
      ? renderMessage(404, {
          title: 'Not found',
          message: `There is no such ${button.what}. It may have been deleted.`,
          session,
          link,
        })
      : renderMessage(409, { title: 'Already on its way', message: button.notWaiting, session, link });
  });
}
