import { Hono } from 'hono';
import { database } from '../db/client';
import { contactSubmissions } from '../db/schema';
import type { AppEnv } from '../env';
import { contactSubmissionSchema } from '../features/contact/schema';
import { formFields, isFormPost } from './form-posts';
import { honeypotTripped, jsonBody } from './validation';

export const contactApi = new Hono<AppEnv>();

async function storeContactSubmission(d1: D1Database, input: ReturnType<typeof contactSubmissionSchema.parse>) {
  // Only named fields are stored; the server sets id, status and timestamp.
  await database(d1).insert(contactSubmissions).values({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    businessType: input.businessType || null,
    message: input.message,
  });
}

contactApi.post('/', async (c, next) => {
  // With JavaScript off the form posts url-encoded and the visitor is sent back to see the outcome.
  if (!isFormPost(c)) return next();
  const parsed = contactSubmissionSchema.safeParse(Object.fromEntries(await formFields(c)));
  if (!parsed.success) return c.redirect('/?contact=invalid#contact', 303);
  if (!honeypotTripped(parsed.data)) await storeContactSubmission(c.env.DB, parsed.data);
  return c.redirect('/?contact=sent#contact', 303);
});

contactApi.post('/', jsonBody(contactSubmissionSchema), async (c) => {
  const input = c.req.valid('json');
  if (!honeypotTripped(input)) await storeContactSubmission(c.env.DB, input);
  return c.json({ ok: true }, 201);
});
