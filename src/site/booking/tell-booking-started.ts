import { VISIT_SOURCE_FIELD } from '../../lib/visit-source-field';
import { BOOKING_STEPS_ENDPOINT } from '../../submissions/consultation-booking/fields';

/**
 * Step 1 sent in the island, told to the Worker so that it counts a booking started as it does a plain post of step
 * 1. Once per move to step 2; the wizard never waits for it, and a failure (a weak signal) loses the count, never
 * the visitor's entries. keepalive: it still goes if the visitor leaves the page at once.
 */
export function tellBookingStarted(fields: URLSearchParams): void {
  const services = fields.getAll('services');
  if (services.length === 0) return;
  const body = { step: 1, services, [VISIT_SOURCE_FIELD]: fields.get(VISIT_SOURCE_FIELD) ?? '' };
  fetch(BOOKING_STEPS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
