/**
 * The one way a form endpoint is made. The same endpoint answers the island's
 * JSON (201, or 400/503 in the one error shape) and the plain HTML post a form
 * makes before or without JavaScript (the page again with every value and a
 * message beside each field, or the next page). One zod schema checks both;
 * the honeypot is checked here and nowhere else.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { z, type ZodType } from 'zod';
import type { AppEnv } from '../env';
import { fieldErrors } from '../lib/field-errors';
import { formValues, messagesByField, type FormState } from '../lib/form-state';
import { HONEYPOT_FIELD } from '../lib/honeypot-field';
import { apiError } from './errors';

type FormContext = Context<AppEnv>;

export interface PlainPostAnswers<Data> {
  /** After storing: usually a redirect to the page and its success notice. */
  saved(c: FormContext, data: Data, fields: URLSearchParams): Response | Promise<Response>;
  /** The page again with the values as typed: 400 with a message per field, or 503 when storing failed. */
  again(c: FormContext, state: FormState, fields: URLSearchParams, status: 400 | 503): Response | Promise<Response>;
  /** Earlier steps of a multi-step form, answered before the whole form is checked (the booking wizard). */
  step?(c: FormContext, fields: URLSearchParams): Response | Promise<Response> | undefined;
}

export interface FormEndpointDefinition<Schema extends ZodType> {
  schema: Schema;
  /** A plain post's fields as the schema's input: the same mapping the island uses to build its JSON. */
  fromFields(fields: URLSearchParams): Record<string, unknown>;
  /** Stores a valid submission. Only named fields are stored; the server sets ids, statuses and times. */
  save(c: FormContext, data: z.output<Schema>): Promise<void>;
  plain: PlainPostAnswers<z.output<Schema>>;
}

/** True when the request is a plain HTML form post (the page's form used without its island). */
export function isFormPost(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The posted fields. Decoded by hand: workerd warns when .text() reads a url-encoded body. */
async function postedFields(c: Context): Promise<URLSearchParams> {
  return new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the field people never see was filled in: answer as usual, store nothing. */
function honeypotFilled(body: unknown): boolean {
  const value = isRecord(body) ? body[HONEYPOT_FIELD] : undefined;
  return typeof value === 'string' ? value.length > 0 : value !== undefined && value !== null;
}

function withoutHoneypot(body: unknown): unknown {
  if (!isRecord(body) || !(HONEYPOT_FIELD in body)) return body;
  const { [HONEYPOT_FIELD]: _bait, ...rest } = body;
  return rest;
}

const VALIDATION_MESSAGE = 'Some fields need attention.';
/** A passing storage failure: worth trying again in a few seconds. */
const RETRY_AFTER_SECONDS = '5';

export function formEndpoint<Schema extends ZodType>(definition: FormEndpointDefinition<Schema>) {
  const { schema, fromFields, save, plain } = definition;

  /** Stores unless the honeypot was filled; false when storage failed (logged with the request id only). */
  const store = async (c: FormContext, data: z.output<Schema>, trapped: boolean): Promise<boolean> => {
    if (trapped) return true;
    try {
      await save(c, data);
      return true;
    } catch (error) {
      // Never the visitor's data: the request id and the error's class are enough to find it.
      console.error(`storage_failed request=${c.get('requestId') ?? 'unknown'} ${error instanceof Error ? error.name : 'unknown'}`);
      return false;
    }
  };

  const endpoint = new Hono<AppEnv>();

  endpoint.post('/', async (c, next) => {
    if (!isFormPost(c)) return next();
    const fields = await postedFields(c);
    const stepAnswer = await plain.step?.(c, fields);
    if (stepAnswer) return stepAnswer;
    const parsed = schema.safeParse(fromFields(fields));
    if (!parsed.success) {
      return plain.again(c, { values: formValues(fields), errors: messagesByField(fieldErrors(parsed.error)), notice: 'invalid' }, fields, 400);
    }
    if (!(await store(c, parsed.data, (fields.get(HONEYPOT_FIELD) ?? '') !== ''))) {
      const page = await plain.again(c, { values: formValues(fields), errors: {}, notice: 'failed' }, fields, 503);
      page.headers.set('Retry-After', RETRY_AFTER_SECONDS);
      return page;
    }
    return plain.saved(c, parsed.data, fields);
  });

  endpoint.post(
    '/',
    zValidator('json', z.preprocess(withoutHoneypot, schema), (result, c) => {
      if (!result.success) return apiError(c, 400, 'validation_failed', VALIDATION_MESSAGE, fieldErrors(result.error));
    }),
    async (c) => {
      const data = c.req.valid('json') as z.output<Schema>;
      if (!(await store(c, data, honeypotFilled(await c.req.json())))) {
        c.header('Retry-After', RETRY_AFTER_SECONDS);
        return apiError(c, 503, 'service_unavailable', 'The service is temporarily unavailable. Please try again.');
      }
      return c.json({ ok: true }, 201);
    },
  );

  return endpoint;
}
