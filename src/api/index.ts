import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { bookingsApi } from './bookings';
import { contactApi } from './contact';
import { resourceDownloadsApi } from './resource-downloads';
import { recruitmentApplicationsApi } from './recruitment-applications';
import { shopNotificationsApi } from './shop-notifications';
import { trainingApi } from './training';
import { allowedMethods } from '../middleware/allowed-methods';
import { guardWrites, limitBody } from '../middleware/guard-writes';
import { rateLimitWrites } from '../middleware/rate-limit';
import { verifyTurnstile } from '../middleware/turnstile';

/** Every /api route. Each resource is its own sub-app. */
export const api = new Hono<AppEnv>();

// Cheapest refusals first: the rate limit and the origin and type checks read no body; the body is then counted as it arrives.
api.use('*', rateLimitWrites, guardWrites, limitBody, verifyTurnstile);
api.route('/contact-submissions', contactApi);
api.route('/consultation-bookings', bookingsApi);
api.route('/resource-downloads', resourceDownloadsApi);
api.route('/shop-notifications', shopNotificationsApi);
api.route('/recruitment-applications', recruitmentApplicationsApi);
api.route('/training', trainingApi);

api.all('*', (c) => {
  const allowed = allowedMethods(api.routes, c.req.path.replace(/^\/api/, ''));
  if (allowed.length === 0) return apiError(c, 404, 'not_found', 'No such API endpoint.');
  c.header('Allow', allowed.join(', '));
  return apiError(c, 405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`);
});
