import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { loadLearner, readableForm } from './academy/auth/learner-middleware';
import { limitBody } from './middleware/guard-writes';
import { certificateVerificationRoutes } from './academy/certificates/routes';
import { academyRoutes } from './academy/routes';
import { academyPaymentEvents } from './academy/subscriptions/payment-events';
import { refundedCharge } from './payments/ledger';
import { paymentWebhookRoutes } from './payments/webhook-routes';
import { retreatPaymentEvents } from './site/retreats/payment-events';
import { retreatBookingRoutes } from './site/retreats/booking-page-routes';
import { adminApi, adminRoutes } from './admin/routes';
import { mediaServing } from './content/media/serve';
import { siteOrigin } from './content/site-origin';
import { apiError } from './lib/api-error';
import { apiRoutes } from './site/api';
import type { AppEnv } from './env';
import { runScheduledJob } from './jobs/schedules';
import { allowedMethods } from './middleware/allowed-methods';
import { loadBusinessDetails } from './middleware/business-details';
import { negotiateCompression } from './middleware/compression';
import { missingAsset } from './middleware/missing-asset';
import { pageCache } from './middleware/page-cache';
import { countPageViews } from './middleware/count-page-views';
import { countToolUse } from './site/tool-use';
import { encodeVisitSource, formVisitSource } from './analytics/visit-source';
import { withSecurityHeaders } from './middleware/security-headers';
import { consumeNotifications } from './notify/consumer';
import { bookingRoutes } from './site/booking/booking-page-routes';
import { earlyBirdRoutes } from './site/retreats/early-bird-routes';
import { pageCachingOf } from './site/cache-policy';
import { notFoundPage, pageRoutes } from './site/routes';
import { serverErrorPage } from './render/render-page';
import { withRequestSettings } from './render/request-settings';

export const app = new Hono<AppEnv>();

// Hono's requestId(): Cloudflare's Ray ID when there is one, else a random UUID; the only thing error logs carry to find a
// request. No header name: a client cannot choose its id, and no X-Request-Id goes out.
app.use(
  '*',
  requestId({ headerName: '', generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() }),
  withSecurityHeaders,
  negotiateCompression,
);
// Turnstile is on only when both keys are configured. A page's forms carry where its visit came from.
app.use('*', (c, next) =>
  withRequestSettings(
    {
      turnstileSiteKey: c.env.TURNSTILE_SECRET ? (c.env.TURNSTILE_SITE_KEY ?? '') : '',
      origin: siteOrigin(c.env),
      visitSource:
        c.req.method === 'GET' ? encodeVisitSource(formVisitSource(new URL(c.req.url), c.req.header('referer'))) : '',
    },
    next,
  ),
);
// Outside the page cache, so a stored page is counted as a rendered one.
app.use('*', countPageViews);
// The quiz's and the calculator's plain forms answered by the home page: outside the cache too, for the same reason.
app.use('/', countToolUse);
// Inside compression and the settings: stores the page as rendered, keyed with the settings it was rendered under.
app.use('*', pageCache(pageCachingOf));
// Inside the page cache: only a page about to be rendered reads the business details its footer shows.
app.use('*', loadBusinessDetails);

// Files of kept builds are served by Workers Assets before the Worker runs: what reaches here does not exist.
app.all('/assets/*', missingAsset);
// Uploaded pictures' variants, from R2 (src/content/media/serve.ts): immutable, a plain-text 404, never an HTML page.
app.route('/media', mediaServing);

// A learner's session is read on the Academy's paths only: its pages show a learner their progress, its API what they may read.
for (const path of ['/training', '/training/*', '/api/training/*']) app.use(path, loadLearner);
app.use('/training/*', limitBody, readableForm);

// Stripe's events come from Stripe, not our pages: mounted before /api's same-origin and content-type guards.
app.route('/api/payments', paymentWebhookRoutes([academyPaymentEvents, retreatPaymentEvents, refundedCharge]));
app.route('/api/admin', adminApi);
app.route('/api', apiRoutes());
app.route('/admin', adminRoutes);
app.route('/bookings', bookingRoutes);
app.route('/retreats/bookings', retreatBookingRoutes);
app.route('/retreats/early-bird', earlyBirdRoutes);
app.route('/training', academyRoutes);
app.route('/certificates', certificateVerificationRoutes);
app.route('/', pageRoutes);

app.notFound((c) => {
  if (c.req.path.startsWith('/api/')) return apiError(c, 404, 'not_found', 'No such API endpoint.');
  // A page exists but only to be read: say so (405 with Allow) instead of claiming it is not there.
  if (
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    allowedMethods(pageRoutes.routes, c.req.path).includes('GET')
  ) {
    return c.text('This page can only be read (GET or HEAD).', 405, { Allow: 'GET, HEAD' });
  }
  return notFoundPage(c.req.path);
});

app.onError((error, c) => {
  const id = c.get('requestId') ?? 'unknown';
  if (error instanceof HTTPException) {
    const status = error.status;
    if (c.req.path.startsWith('/api/') || status < 500) {
      const code = status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
      return apiError(c, status as 400, code, error.message || 'The request could not be processed.');
    }
  }
  console.error(`unhandled_error request=${id} ${error instanceof Error ? error.name : 'unknown'}`);
  if (c.req.path.startsWith('/api/')) {
    c.header('Retry-After', '5');
    return apiError(c, 503, 'service_unavailable', 'The service is temporarily unavailable. Please try again.');
  }
  return serverErrorPage(id);
});

export default {
  fetch: app.fetch,
  /** Cron triggers, told apart by their schedule: retention clean-up, outbox sweep, daily digest (src/jobs/schedules.ts). */
  async scheduled(controller: ScheduledController, env: AppEnv['Bindings'], ctx: ExecutionContext) {
    ctx.waitUntil(runScheduledJob(controller.cron, env, new Date(controller.scheduledTime)));
  },
  /** The notifications queue (this Worker is its producer and its consumer): sends each email, with retries. */
  async queue(batch: MessageBatch<unknown>, env: AppEnv['Bindings']) {
    await consumeNotifications(batch, env);
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;
