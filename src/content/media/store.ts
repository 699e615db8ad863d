/**
 * The pictures of the library as stored: one row each in media_images, its variants in R2. Each change here is one
 * D1 batch with the content version's bump and the caller's record of it (the back office's audit row), written only
 * when the change happened.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { atomicBatch, type Statement } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { contentItems, mediaImages } from '../../db/schema/content';
import { bumpContentVersion } from '../content-state';
import { noteContentChanged } from '../content-version';
import { mediaKey } from './addresses';
import { documentMentions, type MediaUse, mediaUsage } from './usage';

export type MediaImage = typeof mediaImages.$inferSelect;

/** A statement for the change's batch, after the change and the bump: it must run only if changes() = 1. */
export type RecordChangeOf = (image: MediaImage) => Statement;

export async function findImage(db: Database, id: string): Promise<MediaImage | undefined> {
  const [image] = await db.select().from(mediaImages).where(eq(mediaImages.id, id)).limit(1);
  return image;
}

export type AltChange = 'saved' | 'unchanged' | 'gone';

/** Gives a picture new alt text (already checked by altTextSchema); wherever it is used shows it. */
export async function changeAlt(
  db: Database,
  id: string,
  alt: string,
  record: RecordChangeOf,
  now = new Date(),
): Promise<AltChange> {
  const image = await findImage(db, id);
  if (!image) return 'gone';
  if (image.alt === alt) return 'unchanged';
  const [updated] = await atomicBatch(db, [
    db
      .update(mediaImages)
      .set({ alt })
      .where(and(eq(mediaImages.id, id), ne(mediaImages.alt, alt))),
    bumpContentVersion({ onlyIfChanged: true, now: now.getTime() }),
    record(image),
  ]);
  noteContentChanged();
  return updated?.meta.changes === 1 ? 'saved' : 'gone';
}

export type Deletion =
  | { outcome: 'deleted'; image: MediaImage }
  | { outcome: 'in-use'; image: MediaImage; uses: MediaUse[] }
  | { outcome: 'gone' };

/**
 * Deletes a picture that no content item uses: its row (the check and the delete are one statement, so an item that
 * starts using it meanwhile keeps it), then its variants. An item that uses it keeps it, and is named.
 */
export async function deletePicture(
  db: Database,
  bucket: R2Bucket,
  id: string,
  record: RecordChangeOf,
  now = new Date(),
): Promise<Deletion> {
  const image = await findImage(db, id);
  if (!image) return { outcome: 'gone' };
  const unused = sql`not exists (select 1 from ${contentItems} where ${documentMentions(mediaImages.sha256)})`;
  const [deleted] = await atomicBatch(db, [
    db.delete(mediaImages).where(and(eq(mediaImages.id, id), unused)),
    bumpContentVersion({ onlyIfChanged: true, now: now.getTime() }),
    record(image),
  ]);
  noteContentChanged();
  if (deleted?.meta.changes !== 1) {
    if (!(await findImage(db, id))) return { outcome: 'gone' };
    const uses = (await mediaUsage(db, [image.sha256])).get(image.sha256) ?? [];
    return { outcome: 'in-use', image, uses };
  }
  // After the row: a failure here leaves files nobody links to, never a picture whose files are gone.
  await bucket.delete(image.variantWidths.map((width) => mediaKey(image.sha256, width)));
  return { outcome: 'deleted', image };
}
