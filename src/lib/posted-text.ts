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

/** Every text value of a field the form repeats (ticked checkboxes), in order; files are left out. */
export async function postedTexts(c: Context, name: string): Promise<string[]> {
  const body = await c.req.parseBody({ all: true });
  const value = Object.hasOwn(body, name) ? body[name] : undefined;
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((entry): entry is string => typeof entry === 'string');
}

/** One file field of a multipart form, null when it is missing, a text value, or a file input left empty. */
export async function postedFile(c: Context, name: string): Promise<File | null> {
  const body = await c.req.parseBody();
  const value = Object.hasOwn(body, name) ? body[name] : undefined;
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
}
