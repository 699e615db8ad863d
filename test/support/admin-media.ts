/**
 * Helpers for the media library's tests: an upload posted as a browser posts the form (multipart, with the session's
 * cookie, Origin and CSRF token), the library emptied (D1 rows and R2 objects), and what D1 and R2 then hold.
 */
import { env } from 'cloudflare:workers';
import { app } from '../../src/worker';
import { type Browser, clientAddress, ORIGIN } from './admin';
import { emptyTables } from './request';

type Bytes = Uint8Array<ArrayBuffer>;

export interface UploadFields {
  file?: { bytes: Uint8Array; name: string; type: string } | null;
  alt?: string;
  /** The CSRF token; the browser's own unless given. */
  csrf?: string;
}

/** Posts the upload form as multipart/form-data (the browser sets the boundary); the redirect is returned. */
export function postUpload(
  browser: Pick<Browser, 'cookie' | 'csrf'>,
  fields: UploadFields,
  path = '/admin/content/media',
): Promise<Response> {
  const form = new FormData();
  form.set('csrf', fields.csrf ?? browser.csrf);
  if (fields.file !== null) {
    const file = fields.file ?? { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' };
    form.set('file', new File([file.bytes as Bytes], file.name, { type: file.type }));
  }
  if (fields.alt !== undefined) form.set('alt', fields.alt);
  return Promise.resolve(
    app.request(
      `${ORIGIN}${path}`,
      {
        method: 'POST',
        headers: { cookie: browser.cookie, origin: ORIGIN, 'cf-connecting-ip': clientAddress() },
        body: form,
        redirect: 'manual',
      },
      { ...env, SIGN_IN_CEILING: undefined },
    ),
  );
}

/** Every R2 key under media/, sorted. */
export async function mediaKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix: 'media/', cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

/** No pictures, no content items, no audit rows, the content version unset, and nothing in R2. */
export async function emptyMediaLibrary(): Promise<void> {
  await emptyTables('media_images', 'content_items', 'content_state', 'audit_events');
  const keys = await mediaKeys();
  if (keys.length > 0) await env.MEDIA.delete(keys);
}

export interface MediaRow {
  id: string;
  sha256: string;
  file_name: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  variant_widths: string;
  alt: string;
  uploaded_by: string | null;
  created_at: number;
}

export async function mediaRows(): Promise<MediaRow[]> {
  return (await env.DB.prepare('SELECT * FROM media_images ORDER BY created_at, rowid').all<MediaRow>()).results;
}

/** The one content version visitors' pages are checked against; 0 when nothing has bumped it. */
export async function contentVersion(): Promise<number> {
  return (
    (await env.DB.prepare('SELECT version FROM content_state WHERE id = 1').first<{ version: number }>())?.version ?? 0
  );
}

/** A content item whose document is `document` (as the content editor would store it). */
export async function insertContentItem(kind: string, slug: string, document: unknown): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO content_items (id, kind, slug, status, document) VALUES (?, ?, ?, 'published', ?)")
    .bind(id, kind, slug, JSON.stringify(document))
    .run();
  return id;
}

/** The SHA-256 of bytes, hex, as the library names a picture. */
export async function sha256Of(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
