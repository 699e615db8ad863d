/**
 * What the media library page reads: a page of pictures, newest first, each with who uploaded it and where it is
 * used.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { MediaImage } from '../../../content/media/store';
import { type MediaUse, mediaUsage } from '../../../content/media/usage';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema/back-office';
import { mediaImages } from '../../../db/schema/content';
import { authorColumns, authorName } from '../../db/authors';

/** An uploader whose account is gone: the left join finds no row. */
const formerUser = { firstName: null, lastName: null, email: null };

/** Pictures per page: a thumbnail each, in rows of up to four. */
export const MEDIA_PAGE_SIZE = 24;

export interface LibraryImage extends MediaImage {
  /** Who uploaded it, as the back office names people; null when nobody is recorded. */
  uploader: string | null;
  uses: MediaUse[];
}

export interface LibraryPage {
  images: LibraryImage[];
  total: number;
  page: number;
  pageCount: number;
}

/** The page number from the query string: a whole number from 1, else 1. */
export function pageNumber(text: string | undefined): number {
  const page = Number(text ?? '1');
  return /^\d{1,6}$/.test(text ?? '1') && page >= 1 ? page : 1;
}

/** The library's address at a page, with a notice of what the owner's last change did. */
export function libraryAddress(page: number, notice?: string): string {
  const query = new URLSearchParams();
  if (notice) query.set('notice', notice);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/content/media?${text}` : '/admin/content/media';
}

export async function libraryPage(db: Database, page: number): Promise<LibraryPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ image: mediaImages, author: authorColumns })
      .from(mediaImages)
      .leftJoin(users, eq(users.id, mediaImages.uploadedBy))
      .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
    db.select({ total: count() }).from(mediaImages),
  ]);
  const usage = await mediaUsage(
    db,
    rows.map(({ image }) => image.sha256),
  );
  const total = counted?.total ?? 0;
  return {
    images: rows.map(({ image, author }) => ({
      ...image,
      uploader: image.uploadedBy === null ? null : authorName(author ?? formerUser),
      uses: usage.get(image.sha256) ?? [],
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
  };
}
