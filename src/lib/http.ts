/**
 * The browser side of every call (spec 01 §7, spec 02 §7): JSON body, JSON
 * content type, credentials included; a non-OK answer is an ApiRequestError
 * whose message is "status: body text" (or the status text when the body is
 * empty), carrying the server's error shape as data, never re-parsed from text.
 */
import type { ApiErrorBody } from './api-error';

interface TurnstileApi {
  reset(): void;
}

/** A non-OK answer: the spec's message, plus the server's JSON error when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly body: ApiErrorBody['error'] | undefined,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own message, when it sent the JSON error shape. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  /** Per-field messages keyed by the field's name (the first part of its path). */
  get fieldMessages(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(this.body?.fields ?? {}))
      fields[path.split('.')[0] ?? path] ??= message;
    return fields;
  }
}

/** The server's own message for a failed call, or the fallback when it sent none (or the call never reached it). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? fallback;
}

/** The token of the page's Turnstile widget, when bot checks are switched on. */
function turnstileToken(): string | undefined {
  return document.querySelector<HTMLInputElement>('.cf-turnstile [name="cf-turnstile-response"]')?.value || undefined;
}

export async function postJson(path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = turnstileToken();
  if (token) headers['cf-turnstile-response'] = token;
  try {
    const response = await fetch(path, { method: 'POST', headers, credentials: 'include', body: JSON.stringify(body) });
    if (!response.ok) throw await responseError(response);
    return response;
  } finally {
    // A token is good for one submission only.
    if (token) (window as unknown as { turnstile?: TurnstileApi }).turnstile?.reset();
  }
}

/** `cache`: 'no-cache' asks the server again even when the browser holds a fresh copy (an answer known to be out of date). */
export async function getJson<T>(path: string, cache: RequestCache = 'default'): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, cache });
  if (!response.ok) throw await responseError(response);
  return (await response.json()) as T;
}

async function responseError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  return new ApiRequestError(response.status, text || response.statusText, errorBody(text));
}

function errorBody(text: string): ApiErrorBody['error'] | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    return parsed.error && typeof parsed.error.message === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}
