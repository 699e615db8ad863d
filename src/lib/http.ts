/**
 * The browser side of every call (spec 01 §7, spec 02 §7): JSON body, JSON
 * content type, credentials included; a non-OK answer is an Error whose
 * message is "status: body text" (or the status text when the body is empty).
 */
interface TurnstileApi {
  reset(): void;
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

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw await responseError(response);
  return (await response.json()) as T;
}

export async function responseError(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`${response.status}: ${text || response.statusText}`);
}

/** The JSON error shape the server sent, read back from an error made by responseError; undefined otherwise. */
function serverErrorBody(error: unknown): { message?: string; fields?: Record<string, string> } | undefined {
  if (!(error instanceof Error)) return undefined;
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { error?: { message?: string; fields?: Record<string, string> } };
    return parsed.error;
  } catch {
    return undefined;
  }
}

/** The server's own message, when it sent the JSON error shape. */
export function serverMessage(error: unknown): string | undefined {
  return serverErrorBody(error)?.message;
}

/** The server's per-field messages (keyed by field path), when it sent them. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  return serverErrorBody(error)?.fields ?? {};
}
