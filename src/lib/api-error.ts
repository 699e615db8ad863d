/**
 * The one JSON error shape of every API answer that is not a success, shared
 * by the Worker (middleware and endpoints alike) and the browser.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { escapeMarkup } from './escape-markup';

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  if (isPageFormPost(c)) return c.html(refusedFormPage(message), status);
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}

/**
 * A page's own form, posted without its island (url-encoded, from a browser
 * that wants HTML). Refused before its endpoint runs (too many, too large,
 * another site), it gets a short page, never raw JSON.
 */
function isPageFormPost(c: Context): boolean {
  return (
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded') &&
    (c.req.header('accept') ?? '').includes('text/html')
  );
}

function refusedFormPage(message: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not sent yet | Pawsperity Consulting</title></head><body><main><h1>Not sent yet</h1><p role="alert">${escapeMarkup(message)}</p><p>Your entries are still on the page you came from: use your browser's Back button, then send the form again.</p><p><a href="/">Home page</a></p></main></body></html>`;
}
