import { Hono } from 'hono';
import { database } from '../db/client';
import { consultationBookings } from '../db/schema';
import type { AppEnv } from '../env';
import { estimateCost } from '../features/booking/estimate';
import { consultationBookingSchema } from '../features/booking/schema';
import { honeypotTripped, jsonBody } from './validation';

/** POST /api/consultation-bookings: the booking wizard's request (spec 01 §7). */
export const bookingsApi = new Hono<AppEnv>();

bookingsApi.post('/', jsonBody(consultationBookingSchema), async (c) => {
  const input = c.req.valid('json');
  if (honeypotTripped(input)) return c.json({ ok: true }, 201);
  // The estimate is worked out here from the service ids; the client's figure is never stored.
  const estimate = estimateCost(input.services);
  // Only named fields are stored; id, status (pending) and timestamp are set by the database.
  await database(c.env.DB).insert(consultationBookings).values({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone || null,
    businessType: input.businessType || null,
    services: input.services,
    estimatedCost: estimate.label,
    projectDetails: input.projectDetails,
    preferredDate: input.preferredDate || null,
    preferredTime: input.preferredTime || null,
  });
  return c.json({ ok: true }, 201);
});
