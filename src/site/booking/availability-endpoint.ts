import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { availabilityFrom, MAX_AVAILABILITY_DAYS } from '../../submissions/consultation-booking/availability';
import { readAvailability } from '../../submissions/consultation-booking/availability-store';
import { apiError } from '../../lib/api-error';
import { fieldErrors } from '../../lib/field-errors';
import { daysBetween } from '../../lib/london-time';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';

/** A question about dates further off than this, either way, is not one the wizard asks. */
const MAX_DAYS_AWAY = 366;

/** Free for a few seconds to any cache: the answer is the same for every visitor and holds nothing personal. */
const AVAILABILITY_CACHE_CONTROL = 'public, max-age=5';

const availabilityQuery = z.strictObject(
  {
    from: z
      .string({ error: 'Give the first date as YYYY-MM-DD' })
      .refine(isCalendarDate, 'Give the first date as YYYY-MM-DD')
      .refine(
        (date) => Math.abs(daysBetween(todayInLondon(), date)) <= MAX_DAYS_AWAY,
        'Choose a date within a year of today',
      ),
    days: z
      .string({ error: `Give the number of days, 1 to ${MAX_AVAILABILITY_DAYS}` })
      .regex(/^[1-9]\d?$/, `Give the number of days, 1 to ${MAX_AVAILABILITY_DAYS}`)
      .transform(Number)
      .refine((days) => days <= MAX_AVAILABILITY_DAYS, `Give the number of days, 1 to ${MAX_AVAILABILITY_DAYS}`),
  },
  { error: 'This endpoint takes only from and days' },
);

/** A message per parameter: a parameter the endpoint does not take is named too, not folded into the query as a whole. */
function parameterErrors(error: z.core.$ZodError): Record<string, string> {
  const fields = fieldErrors(error);
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) fields[key] ??= 'This endpoint takes only from and days';
  }
  delete fields._;
  return fields;
}

/**
 * GET /api/availability?from=YYYY-MM-DD&days=N: each of the six consultation
 * slots of N days (1 to 62) from `from`, free or not (not offered that day,
 * a blocked date or bank holiday, too soon, beyond the booking horizon, or
 * held by a booking). The booking wizard asks for one day at a time.
 */
export const availabilityApi = new Hono<AppEnv>().get(
  '/',
  zValidator('query', availabilityQuery, (result, c) => {
    if (!result.success)
      return apiError(c, 400, 'validation_failed', 'The query needs attention.', parameterErrors(result.error));
  }),
  async (c) => {
    const { from, days } = c.req.valid('query');
    try {
      const input = await readAvailability(database(c.env.DB), from, days, new Date());
      c.header('Cache-Control', AVAILABILITY_CACHE_CONTROL);
      return c.json({ days: availabilityFrom(from, days, input) });
    } catch (error) {
      console.error(
        `availability_read_failed request=${c.get('requestId') ?? 'unknown'} ${error instanceof Error ? error.name : 'unknown'}`,
      );
      c.header('Retry-After', '5');
      return apiError(
        c,
        503,
        'service_unavailable',
        'Free times cannot be read just now. Please try again in a moment.',
      );
    }
  },
);
