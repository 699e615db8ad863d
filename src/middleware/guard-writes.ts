import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { isSameOriginPost } from './same-origin';

const MAX_BODY_BYTES = 32 * 1024;

const isJson = (type: string) => type.toLowerCase().startsWith('application/json');
const isPlainForm = (type: string) => type.toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * Guards on every API write, before any of the body is read: only from our
 * own pages (403, the shared same-origin check), JSON from the islands or url-encoded from the same forms
 * posted without them (415).
 */
export const guardWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  if (!(await isSameOriginPost(c)))
    return apiError(c, 403, 'cross_site_request', 'Requests from other sites are not accepted.');
  const type = c.req.header('content-type') ?? '';
  if (!isJson(type) && !isPlainForm(type))
    return apiError(c, 415, 'unsupported_media_type', 'Send the request body as application/json.');
  return next();
};

/**
 * At most 32 KB, counted as the bytes arrive: a body that says it is larger
 * is refused unread, and a chunked one is cut off at the limit rather than
 * read whole into memory (413).
 */
export const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiError(c, 413, 'payload_too_large', 'The request body is larger than 32 KB.'),
});
