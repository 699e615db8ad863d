import type { Context } from 'hono';

/** A plain form post's fields. Decoded by hand: workerd warns when .text() reads a url-encoded body. */
export async function postedFields(c: Context): Promise<URLSearchParams> {
  return new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
}
