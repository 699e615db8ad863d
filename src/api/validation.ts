import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from './errors';

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
  // JSON from the islands; url-encoded from the same forms posted before or without JavaScript.
  if (!isJson(type) && !isPlainForm(type)) {
    return apiError(c, 415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  // Chunked bodies have no content-length: measure what actually arrives.
  const body = await c.req.raw.clone().arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES) return apiError(c, 413, 'payload_too_large', 'The request body is larger than 32 KB.');
  return next();
};

const isJson = (type: string) => type.toLowerCase().startsWith('application/json');
const isPlainForm = (type: string) => type.toLowerCase().startsWith('application/x-www-form-urlencoded');

export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}
