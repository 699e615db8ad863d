/**
 * A private preview address of an item as last saved, whatever its status: /blog/preview/{token}. The token is
 * random and only its SHA-256 is stored; it works for PREVIEW_DAYS, and the page says noindex and no-store.
 */
import { randomToken } from '../lib/random-token';
import { sha256Hex } from '../lib/sha256';
import { type Pictures, publishedPost } from './site-content';
import type { BlogPost } from './types';

export const PREVIEW_DAYS = 7;
const PREVIEW_MS = PREVIEW_DAYS * 24 * 60 * 60 * 1000;

/** Makes a new preview address for the item and returns its token; expired ones of any item are tidied away. */
export async function createPreview(db: D1Database, itemId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.prepare('DELETE FROM content_previews WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO content_previews (token_hash, item_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(token), itemId, now, now + PREVIEW_MS),
  ]);
  return token;
}

/** The post a live preview token shows, as it would be published; undefined for an unknown or expired token. */
export async function previewedPost(
  db: D1Database,
  token: string,
  pictures: Pictures,
  now = Date.now(),
): Promise<BlogPost | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db
    .prepare(
      `SELECT i.slug, i.document, i.updated_at FROM content_previews p JOIN content_items i ON i.id = p.item_id
       WHERE p.token_hash = ? AND p.expires_at > ? AND i.kind = 'post'`,
    )
    .bind(await sha256Hex(token), now)
    .first<{ slug: string; document: string; updated_at: number }>();
  return row ? publishedPost(row, pictures) : undefined;
}
