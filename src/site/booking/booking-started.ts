/**
 * Step 1 of the booking wizard sent (the services chosen) is where a booking starts in the owner's funnel: counted on
 * the server the same with and without JavaScript. A plain post of step 1 is counted where the endpoint answers it
 * (endpoint.ts); the island, which moves to step 2 in place, tells POST /api/consultation-bookings/steps here.
 */
import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { recordFunnelStepOnce } from '../../analytics/record';
import { decodeVisitSource, encodeVisitSource } from '../../analytics/visit-source';
import { offerOf } from '../../content/offer';
import { siteContent } from '../../content/site-content';
import type { AppEnv } from '../../env';
import { apiError } from '../../lib/api-error';
import { guardWrites, limitBody } from '../../middleware/guard-writes';
import { rateLimitWrites } from '../../middleware/rate-limit';
import { fieldErrors } from '../../lib/field-errors';
import { VISIT_SOURCE_FIELD } from '../../lib/visit-source-field';
import { bookingFromFields } from '../../submissions/consultation-booking/fields';
import { bookingStepErrors } from '../../submissions/consultation-booking/schema';

/**
 * A booking started: once for a double press or a resend of the same step 1 (nothing is stored to tell them apart),
 * whichever way it came. The key is what was sent: the services, in any order, and the visit's source.
 */
export function recordBookingStarted(c: Context<AppEnv>, fields: URLSearchParams): Promise<void> {
  const services = [...new Set(fields.getAll('services'))].sort();
  const source = encodeVisitSource(decodeVisitSource(fields.get(VISIT_SOURCE_FIELD)));
  return recordFunnelStepOnce(c, 'booking_started', { services, source });
}

/** What the island sends when step 1 is sent: the step's own fields, as its form holds them. */
const stepSentSchema = z.strictObject({
  step: z.literal(1, { error: 'Only step 1 is sent on its own' }),
  services: z.array(z.string().max(100)).max(20),
  [VISIT_SOURCE_FIELD]: z.string().max(1000).optional(),
});

/** The step's fields as the wizard's form posts them: the island's JSON is checked by the plain post's own rules. */
function stepFields(sent: z.output<typeof stepSentSchema>): URLSearchParams {
  const fields = new URLSearchParams(sent.services.map((service) => ['services', service]));
  if (sent[VISIT_SOURCE_FIELD]) fields.set(VISIT_SOURCE_FIELD, sent[VISIT_SOURCE_FIELD]);
  return fields;
}

/**
 * POST /api/consultation-bookings/steps: step 1 sent from the island. Checked as the plain post's step 1 is (the
 * packages published now), counted, and answered 200; nothing is stored. 400 in the one error shape otherwise.
 */
export const bookingStepsApi = new Hono<AppEnv>().use('*', rateLimitWrites, guardWrites, limitBody).post(
  '/',
  zValidator('json', stepSentSchema, (result, c) => {
    if (!result.success)
      return apiError(c, 400, 'validation_failed', 'Some fields need attention.', fieldErrors(result.error));
  }),
  async (c) => {
    const fields = stepFields(c.req.valid('json'));
    let packages: Parameters<typeof bookingStepErrors>[2];
    try {
      packages = offerOf(await siteContent(c.env.DB)).packages;
    } catch {
      c.header('Retry-After', '5');
      return apiError(c, 503, 'service_unavailable', 'The service is temporarily unavailable. Please try again.');
    }
    const errors = bookingStepErrors(1, bookingFromFields(fields), packages);
    if (Object.keys(errors).length > 0)
      return apiError(c, 400, 'validation_failed', 'Some fields need attention.', errors);
    await recordBookingStarted(c, fields);
    return c.json({ ok: true });
  },
);
