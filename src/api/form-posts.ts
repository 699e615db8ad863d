import type { Context } from 'hono';

/** True when the request is a plain HTML form post (the page's form used with JavaScript off). */
export function isFormPost(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The posted fields. Decoded by hand: workerd warns when .text() reads a url-encoded body. */
export async function formFields(c: Context): Promise<URLSearchParams> {
  return new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
}
