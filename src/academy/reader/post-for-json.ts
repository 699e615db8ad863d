/** The reader's posts through fetch, asking for JSON; the plain form post stays the fallback. */

/** Posts a form's fields and reads the JSON answer; null when it did not get through (the caller falls back to the plain post). */
export async function postForJson<T>(
  action: string,
  fields: FormData,
): Promise<{ ok: true; body: T } | { ok: false; message: string } | null> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      body: fields,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.ok) return { ok: true, body: (await response.json()) as T };
    if (response.status >= 400 && response.status < 500) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return {
        ok: false,
        message: body?.error?.message ?? 'That could not be saved. Please reload the page and try again.',
      };
    }
  } catch {
    // Offline or cut off: the plain form post is the fallback.
  }
  return null;
}
