/**
 * An upload, from the posted file to a picture in the library: checked (size, type from the bytes, alt text), made
 * into its WebP variants once, stored in R2 under its SHA-256, and recorded in D1 with the content version's bump in
 * one batch. The same bytes uploaded twice are one picture: the second upload answers with the first.
 */
import { eq } from 'drizzle-orm';
import { atomicBatch } from '../../db/atomic-batch';
import { database } from '../../db/client';
import { mediaImages } from '../../db/schema/content';
import { sha256Hex } from '../../lib/sha256';
import { bumpContentVersion } from '../content-state';
import { noteContentChanged } from '../content-version';
import { mediaKey } from './addresses';
import { altTextSchema, cleanFileName } from './fields';
import { sniffPicture } from './sniff';
import type { MediaImage, RecordChangeOf } from './store';
import { makeVariants, type Variant, variantWidthsFor } from './variants';

/** The largest file the library takes. */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** The most pixels, and the longest side, the resizer is given (Cloudflare Images' own limits are higher). */
const MAX_PICTURE_PIXELS = 100_000_000;
const MAX_PICTURE_SIDE = 12_000;

export const uploadMessages = {
  noFile: 'Choose a picture to upload.',
  tooLarge: 'Pictures can be at most 8 MB.',
  notPicture: 'That file is not a JPEG, PNG or WebP picture.',
  tooManyPixels: 'Pictures can be at most 12,000 pixels wide or high, and 100 megapixels in all.',
  unreadable: 'That picture could not be read. Save it again as a JPEG or PNG, then upload it once more.',
} as const;

/** What the resizer needs, where the variants go, and where the picture is recorded. */
export interface MediaBindings {
  DB: D1Database;
  MEDIA: R2Bucket;
  IMAGES: ImagesBinding;
}

export type UploadField = 'file' | 'alt';

export type UploadOutcome =
  | { ok: true; image: MediaImage; created: boolean }
  | { ok: false; status: 413 | 422; errors: Partial<Record<UploadField, string>> };

export interface PictureUpload {
  file: File | null;
  alt: string;
  uploadedBy: string | null;
}

type Checked =
  | { ok: true; alt: string; bytes: Uint8Array<ArrayBuffer>; type: string; width: number; height: number }
  | Extract<UploadOutcome, { ok: false }>;

/** The size is checked before a byte is read; the type and size come from the bytes. */
async function check(upload: PictureUpload): Promise<Checked> {
  const errors: Partial<Record<UploadField, string>> = {};
  const alt = altTextSchema.safeParse(upload.alt);
  if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? 'Alt text is required';
  const { file } = upload;
  if (!file) return { ok: false, status: 422, errors: { ...errors, file: uploadMessages.noFile } };
  if (file.size > MAX_PICTURE_BYTES)
    return { ok: false, status: 413, errors: { ...errors, file: uploadMessages.tooLarge } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const picture = sniffPicture(bytes);
  if (!picture) errors.file = uploadMessages.notPicture;
  else if (
    picture.width > MAX_PICTURE_SIDE ||
    picture.height > MAX_PICTURE_SIDE ||
    picture.width * picture.height > MAX_PICTURE_PIXELS
  )
    errors.file = uploadMessages.tooManyPixels;
  if (!picture || !alt.success || errors.file) return { ok: false, status: 422, errors };
  return { ok: true, alt: alt.data, bytes, ...picture };
}

async function imageWithHash(db: ReturnType<typeof database>, sha256: string): Promise<MediaImage | undefined> {
  const [image] = await db.select().from(mediaImages).where(eq(mediaImages.sha256, sha256)).limit(1);
  return image;
}

function storeVariants(bucket: R2Bucket, sha256: string, variants: Variant[]): Promise<unknown> {
  return Promise.all(
    variants.map((variant) =>
      bucket.put(mediaKey(sha256, variant.width), variant.bytes, { httpMetadata: { contentType: 'image/webp' } }),
    ),
  );
}

/** Checks, resizes, stores and records one upload; a refusal says which field and why, and stores nothing. */
export async function uploadPicture(
  bindings: MediaBindings,
  upload: PictureUpload,
  record?: RecordChangeOf,
  now = new Date(),
): Promise<UploadOutcome> {
  const checked = await check(upload);
  if (!checked.ok) return checked;
  const db = database(bindings.DB);
  const sha256 = await sha256Hex(checked.bytes);
  const existing = await imageWithHash(db, sha256);
  if (existing) return { ok: true, image: existing, created: false };

  const variantWidths = variantWidthsFor(checked.width);
  let variants: Variant[];
  try {
    variants = await makeVariants(bindings.IMAGES, checked.bytes, variantWidths);
  } catch (error) {
    // The header read well but the picture did not (cut short, or a kind of JPEG the resizer refuses).
    console.error(`media_variants_failed sha256=${sha256} ${error instanceof Error ? error.name : 'unknown'}`);
    return { ok: false, status: 422, errors: { file: uploadMessages.unreadable } };
  }
  await storeVariants(bindings.MEDIA, sha256, variants);

  const image: MediaImage = {
    id: crypto.randomUUID(),
    sha256,
    fileName: cleanFileName(upload.file?.name ?? ''),
    contentType: checked.type,
    bytes: checked.bytes.byteLength,
    width: checked.width,
    height: checked.height,
    variantWidths,
    alt: checked.alt,
    uploadedBy: upload.uploadedBy,
    createdAt: now,
  };
  const [inserted] = await atomicBatch(db, [
    db.insert(mediaImages).values(image).onConflictDoNothing({ target: mediaImages.sha256 }),
    bumpContentVersion({ onlyIfChanged: true, now: now.getTime() }),
    ...(record ? [record(image)] : []),
  ]);
  noteContentChanged();
  if (inserted?.meta.changes === 1) return { ok: true, image, created: true };
  // The same picture was uploaded at the same moment by someone else: theirs is the one (its variants are these bytes).
  const winner = await imageWithHash(db, sha256);
  if (!winner) throw new Error('media_upload_lost: neither inserted nor found');
  return { ok: true, image: winner, created: false };
}
