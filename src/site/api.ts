import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { availabilityApi } from './booking/availability-endpoint';
import { bookingsApi } from './booking/endpoint';
import { bookingStepsApi } from './booking/booking-started';
import { contactApi } from './contact/endpoint';
import { resourceDownloadsApi } from './downloads/endpoint';
import { recruitmentApplicationsApi } from './recruitment/endpoint';
import { shopNotificationsApi } from './shop/endpoint';
import { trainingApi } from '../academy/api';
import { allowedMethods } from '../middleware/allowed-methods';
import { guardWrites, limitBody } from '../middleware/guard-writes';
import { rateLimitWrites } from '../middleware/rate-limit';
import { verifyTurnstile } from '../middleware/turnstile';
import { homeFormAnswers } from './home-form-answers';
import { quizApi } from './quiz/quiz-endpoint';
import { roiApi } from './roi/roi-endpoint';
import { retreatBookingsApi } from './retreats/booking-endpoint';
import { earlyBirdListApi } from './retreats/early-bird-endpoint';
import { renderEventPage } from './retreats/EventPage';
import { eventsApi } from './retreats/events-api';
import { renderRetreatsPageWith } from './retreats/RetreatsPage';
import { TEAM_ENQUIRY_SENT } from './retreats/TeamEnquiry';
import { retreatWaitingListApi } from './retreats/waiting-list-endpoint';

/**
 * Every /api route. Each resource is its own sub-app, in its feature's folder.
 * A plain post's answer is the page that owns the form: an endpoint renders its
 * own feature's page, and is handed the home page for the forms that sit there.
 */
export function apiRoutes() {
  const api = new Hono<AppEnv>();

  // Step 1 of the booking wizard, sent from the island only to be counted: stores nothing, so no bot check (the
  // booking itself has one, and a Turnstile token is good for one request). Mounted before the guards below: it
  // answers first, with the same guards but that one.
  api.route('/consultation-bookings/steps', bookingStepsApi);
  // Cheapest refusals first: the rate limit and the origin and type checks read no body; the body is then counted as it arrives.
  api.use('*', rateLimitWrites, guardWrites, limitBody, verifyTurnstile);
  api.route('/contact-submissions', contactApi(homeFormAnswers.contact));
  api.route('/consultation-bookings', bookingsApi(homeFormAnswers.bookingWizard));
  api.route('/resource-downloads', resourceDownloadsApi(homeFormAnswers.calendarDownload));
  api.route('/shop-notifications', shopNotificationsApi());
  api.route('/recruitment-applications', recruitmentApplicationsApi());
  api.route('/training', trainingApi);
  api.route('/availability', availabilityApi);
  // The free tools' islands ask the Worker for their results, as their plain GET forms ask the home page.
  api.route('/tools/quiz', quizApi);
  api.route('/tools/roi', roiApi);
  // The retreat forms' plain posts come back to the pages that show them, with the values and messages.
  api.route('/retreat-bookings', retreatBookingsApi(renderEventPage));
  api.route('/retreat-waiting-list', retreatWaitingListApi(renderEventPage));
  api.route('/early-bird-list', earlyBirdListApi(renderRetreatsPageWith));
  // The team retreat enquiry is a contact message from /retreats, answered by that page.
  api.route(
    '/retreat-enquiries',
    contactApi((c, teamEnquiry, status) => renderRetreatsPageWith(c, { teamEnquiry }, status), TEAM_ENQUIRY_SENT),
  );
  api.route('/events', eventsApi);

  api.all('*', (c) => {
    const allowed = allowedMethods(api.routes, c.req.path.replace(/^\/api/, ''));
    if (allowed.length === 0) return apiError(c, 404, 'not_found', 'No such API endpoint.');
    c.header('Allow', allowed.join(', '));
    return apiError(c, 405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`);
  });

  return api;
}
