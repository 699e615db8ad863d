/**
 * The one JSON error shape of every API answer that is not a success, shared
 * by the Worker (middleware and endpoints alike) and the browser.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}
