import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv } from '../env';
import { fieldErrors } from '../lib/field-errors';
import { apiError } from './errors';

/** Validates the JSON body with the shared schema; bad input gets 400 in the one error shape. */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'validation_failed', 'Some fields need attention.', fieldErrors(result.error));
  });
}

export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Guards on every API write: JSON only (415), at most 32 KB (413), and only
 * from our own pages (403) — a cross-site form post or script is refused.
 */
export const guardWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return apiError(c, 413, 'payload_too_large', 'The request body is larger than 32 KB.');
  if (isCrossSite(c.req.raw)) return apiError(c, 403, 'cross_site_request', 'Requests from other sites are not accepted.');
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json') && !isNoScriptForm(c.req.path, type)) {
    return apiError(c, 415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  // Chunked bodies have no content-length: measure what actually arrives.
  const body = await c.req.raw.clone().arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES) return apiError(c, 413, 'payload_too_large', 'The request body is larger than 32 KB.');
  return next();
};

/** Endpoints whose page form also works as a plain HTML form post when JavaScript is off. */
const noScriptFormPaths = new Set(['/api/contact-submissions', '/api/shop-notifications', '/api/recruitment-applications']);

function isNoScriptForm(path: string, type: string): boolean {
  return noScriptFormPaths.has(path) && type.toLowerCase().startsWith('application/x-www-form-urlencoded');
}

export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}

/** True when the hidden honeypot field was filled: answer as usual, store nothing. */
export function honeypotTripped(body: { website?: string }): boolean {
  return Boolean(body.website && body.website.length > 0);
}
