import type { Context } from 'hono';

/**
 * One text field of the posted form, '' when it is missing or a file. Hono
 * parses the body once per request, so the CSRF check and the route read the
 * same fields; a name like `constructor` finds only a field of that name.
 */
export async function postedText(c: Context, name: string): Promise<string> {
  const body = await c.req.parseBody();
  const value = Object.hasOwn(body, name) ? body[name] : undefined;
  return typeof value === 'string' ? value : '';
}
