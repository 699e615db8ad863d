import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { availabilityApi } from './booking/availability-endpoint';
import { bookingsApi } from './booking/endpoint';
import { contactApi } from './contact/endpoint';
import type { FormPages } from './form-pages';
import { resourceDownloadsApi } from './downloads/endpoint';
import { recruitmentApplicationsApi } from './recruitment/endpoint';
import { shopNotificationsApi } from './shop/endpoint';
import { trainingApi } from '../academy/api';
import { allowedMethods } from '../middleware/allowed-methods';
import { guardWrites, limitBody } from '../middleware/guard-writes';
import { rateLimitWrites } from '../middleware/rate-limit';
import { verifyTurnstile } from '../middleware/turnstile';

export type { FormPages } from './form-pages';

/**
 * Every /api route. Each resource is its own sub-app. A plain post's answer is
 * rendered by the page that owns the form: `pages` comes from the pages layer
 * (src/worker.ts wires the two), so nothing here builds a page.
 */
export function apiRoutes(pages: FormPages) {
  const api = new Hono<AppEnv>();

  // Cheapest refusals first: the rate limit and the origin and type checks read no body; the body is then counted as it arrives.
  api.use('*', rateLimitWrites, guardWrites, limitBody, verifyTurnstile);
  api.route('/contact-submissions', contactApi(pages));
  api.route('/consultation-bookings', bookingsApi(pages));
  api.route('/resource-downloads', resourceDownloadsApi(pages));
  api.route('/shop-notifications', shopNotificationsApi(pages));
  api.route('/recruitment-applications', recruitmentApplicationsApi(pages));
  api.route('/training', trainingApi);
  api.route('/availability', availabilityApi);

  api.all('*', (c) => {
    const allowed = allowedMethods(api.routes, c.req.path.replace(/^\/api/, ''));
    if (allowed.length === 0) return apiError(c, 404, 'not_found', 'No such API endpoint.');
    c.header('Allow', allowed.join(', '));
    return apiError(c, 405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`);
  });

  return api;
}
