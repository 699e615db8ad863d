import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from './errors';
import { bookingsApi } from './bookings';
import { contactApi } from './contact';
import { resourceDownloadsApi } from './resource-downloads';
import { recruitmentApplicationsApi } from './recruitment-applications';
import { shopNotificationsApi } from './shop-notifications';
import { trainingApi } from './training';
import { rateLimitWrites } from '../middleware/rate-limit';
import { verifyTurnstile } from '../middleware/turnstile';
import { guardWrites } from './validation';

/** Every /api route. Each resource is its own sub-app; writes pass guardWrites first. */
export const api = new Hono<AppEnv>();

api.use('*', guardWrites, rateLimitWrites, verifyTurnstile);
api.route('/contact-submissions', contactApi);
api.route('/consultation-bookings', bookingsApi);
api.route('/resource-downloads', resourceDownloadsApi);
api.route('/shop-notifications', shopNotificationsApi);
api.route('/recruitment-applications', recruitmentApplicationsApi);
api.route('/training', trainingApi);

/** Methods each known path answers, from the routes registered above. */
function allowedMethods(path: string): string[] {
  const methods = new Set<string>();
  for (const route of api.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const pattern = new RegExp(`^${route.path.replace(/\/$/, '').replace(/:[^/]+/g, '[^/]+')}/?$`);
    if (pattern.test(path)) methods.add(route.method);
  }
  return [...methods];
}

api.all('*', (c) => {
  const allowed = allowedMethods(c.req.path.replace(/^\/api/, ''));
  if (allowed.length === 0) return apiError(c, 404, 'not_found', 'No such API endpoint.');
  c.header('Allow', allowed.join(', '));
  return apiError(c, 405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`);
});
