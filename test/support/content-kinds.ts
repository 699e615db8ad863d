/**
 * Kinds of content edited through the routes every kind but posts shares (/admin/content/{section}), as an owner
 * uses them in the API tests: a picture put in the media library, an item created and saved with a button pressed,
 * and an item's version read as its editor page carries it.
 */
import { env } from 'cloudflare:workers';
import type { Browser } from './admin';
import { mediaRows, postUpload, sha256Of } from './admin-media';
import { pngPicture } from './media-pictures';

/** Uploads a distinct picture to the library (its size makes its bytes its own); returns its address and hash. */
export async function libraryPicture(
  owner: Browser,
  width: number,
  height: number,
  alt: string,
): Promise<{ address: string; sha256: string }> {
  const bytes = await pngPicture(width, height);
  const response = await postUpload(owner, {
    file: { bytes, name: `picture-${width}x${height}.png`, type: 'image/png' },
    alt,
  });
  const sha256 = await sha256Of(bytes);
  if (response.status !== 303 || !(await mediaRows()).some((row) => row.sha256 === sha256))
    throw new Error(`picture not uploaded: ${response.status}`);
  return { address: `/media/${sha256}`, sha256 };
}

/** Presses a button (`intent`) on the new item form of a section; the response, a 303 to the item's editor when saved. */
export function postNewItem(
  owner: Browser,
  section: string,
  fields: Record<string, string>,
  intent: 'draft' | 'publish',
): Promise<Response> {
  return owner.post(`/admin/content/${section}`, { csrf: owner.csrf, intent, ...fields });
}

/** Creates an item and returns its id (from the redirect to its editor). */
export async function createItem(
  owner: Browser,
  section: string,
  fields: Record<string, string>,
  intent: 'draft' | 'publish',
): Promise<string> {
  const response = await postNewItem(owner, section, fields, intent);
  const id = new RegExp(`^/admin/content/${section}/([0-9a-f-]{36})\\?`).exec(
    response.headers.get('location') ?? '',
  )?.[1];
  if (response.status !== 303 || !id) throw new Error(`not created: ${response.status} ${await response.text()}`);
  return id;
}

/** Saves an item's form over its current version with a button pressed ('save', 'publish', 'draft', 'archive'). */
export async function saveItem(
  owner: Browser,
  section: string,
  id: string,
  fields: Record<string, string>,
  intent: string,
): Promise<Response> {
  const stored = await env.DB.prepare('SELECT version FROM content_items WHERE id = ?')
    .bind(id)
    .first<{ version: number }>();
  return owner.post(`/admin/content/${section}/${id}`, {
    csrf: owner.csrf,
    intent,
    version: String(stored?.version ?? 0),
    ...fields,
  });
}

/** Takes out every item of these kinds and every picture, as on a site where none was ever published. */
export async function withoutItemsOf(...kinds: string[]): Promise<void> {
  const marks = kinds.map(() => '?').join(', ');
  await env.DB.batch([
    env.DB.prepare(
      `DELETE FROM content_revisions WHERE item_id IN (SELECT id FROM content_items WHERE kind IN (${marks}))`,
    ).bind(...kinds),
    env.DB.prepare(`DELETE FROM content_items WHERE kind IN (${marks})`).bind(...kinds),
    env.DB.prepare('DELETE FROM media_images'),
    // Pages read the content again only when its version moves, as after any save.
    env.DB.prepare('UPDATE content_state SET version = version + 1 WHERE id = 1'),
  ]);
}
