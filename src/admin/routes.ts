import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { adminApiRoutes } from './inbox/api-routes';
import { requireSessionApi, requireSessionPage } from '../auth/require-session';
import { availabilityRoutes } from './availability/routes';
import { calendarFeedRoutes } from './calendar/feed-routes';
import { calendarRoutes } from './calendar/routes';
import { uploadMessages } from '../content/media/upload';
import { signInRoutes } from './auth/sign-in-routes';
import { signOutRoutes } from './auth/sign-out-routes';
import { dataRequestRoutes } from './data-requests/routes';
import { eventRoutes } from './events/routes';
import type { AdminEnv } from '../auth/admin-env';
import { inboxRoutes } from './inbox/routes';
import { insightRoutes } from './insights/routes';
import { todayRoutes } from './today/routes';
import { learnerRoutes } from './learners/routes';
import { outboxRoutes } from './outbox/routes';
import { paymentRoutes } from './payments/routes';
import { requireCsrf } from './security/csrf';
import { ownersOnlyApi, ownersOnlyPage } from './security/owners-only';
import { contentRoutes } from './content/routes';
import { adminHeaders } from './security/admin-headers';
import { renderMessage } from './ui/MessagePage';

const MAX_FORM_BYTES = 64 * 1024;
/** A picture of at most 8 MB (src/content/media/upload.ts), with room for the form's other fields and boundaries. */
const MAX_UPLOAD_BYTES = 8.5 * 1024 * 1024;
/** The one form that posts a file: the media library's upload. */
const UPLOAD_PATH = '/admin/content/media';

const formLimit = bodyLimit({
  maxSize: MAX_FORM_BYTES,
  onError: () =>
    renderMessage(413, {
      title: 'Too much to send',
      message: 'The form held more than 64 KB of text, so nothing was saved. Go back, shorten it and send it again.',
    }),
});
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES,
  onError: () =>
    renderMessage(413, {
      title: 'Picture too large',
      message: `${uploadMessages.tooLarge} Nothing was uploaded.`,
      link: { href: UPLOAD_PATH, text: 'Back to the media library' },
    }),
});

/** Every post is held to 64 KB, but the upload, which may carry a picture. */
const limitBodies: MiddlewareHandler<AdminEnv> = (c, next) =>
  (c.req.method === 'POST' && c.req.path === UPLOAD_PATH ? uploadLimit : formLimit)(c, next);

/**
 * /admin: the owner's back office. Only the sign-in pages and the calendar
 * feed (its secret address is its key) answer without a session; everything
 * registered after requireSessionPage needs one, and
 * every POST there also passes the Origin and CSRF token check. An editor
 * reaches content and signing out; everything after ownersOnlyPage is the owners'.
 */
export const adminRoutes = new Hono<AdminEnv>();

adminRoutes.use('*', adminHeaders, trimTrailingSlash(), limitBodies);
adminRoutes.route('/', signInRoutes);
// Calendar apps cannot sign in: the feed's secret address is its own key.
adminRoutes.route('/', calendarFeedRoutes);
adminRoutes.use('*', requireSessionPage, requireCsrf);
adminRoutes.route('/', signOutRoutes);
adminRoutes.route('/content', contentRoutes);
// Everything below holds visitors' personal data or runs the business: owners only.
adminRoutes.use('*', ownersOnlyPage);
adminRoutes.route('/', todayRoutes);
adminRoutes.route('/', inboxRoutes);
adminRoutes.route('/learners', learnerRoutes);
adminRoutes.route('/payments', paymentRoutes);
adminRoutes.route('/events', eventRoutes);
adminRoutes.route('/data-requests', dataRequestRoutes);
adminRoutes.route('/notifications', outboxRoutes);
adminRoutes.route('/availability', availabilityRoutes);
adminRoutes.route('/calendar', calendarRoutes);
adminRoutes.route('/insights', insightRoutes);

/** /api/admin: read-only JSON for the same data; 401 in the one error shape without a session. */
export const adminApi = new Hono<AdminEnv>();
adminApi.use('*', adminHeaders, requireSessionApi, ownersOnlyApi);
adminApi.route('/', adminApiRoutes);
