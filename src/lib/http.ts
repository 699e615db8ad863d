/**
 * The browser side of every call (spec 01 §7, spec 02 §7): JSON body, JSON
 * content type, credentials included; a non-OK answer is an Error whose
 * message is "status: body text" (or the status text when the body is empty).
 */
export async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await responseError(response);
  return response;
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

/** The server's own message from an error made by responseError, when it sent the JSON error shape. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } };
    return parsed.error?.message;
  } catch {
    return undefined;
  }
}
