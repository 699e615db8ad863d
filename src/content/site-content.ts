/**
 * The site's content as visitors see it: every published item in D1, read in one statement and kept in memory for
 * as long as the content version (content-version.ts) says it is current, so a page renders from the kept rows rather
 * than reading D1 per section. An owner's save bumps the version, and the next request reads the rows again.
 */
import type { ZodType } from 'zod';
import { contentVersion } from './content-version';
import { POST_KIND, postDocument } from './kinds/post';
import { readTimeLabel } from './markdown/read-time';
import { librarySha256 } from './media/addresses';
import { type PictureSource, pictureSources } from './media/picture';
import type { BlogPost } from './types';

/** The media library's pictures by their SHA-256, as pages show them. */
export type Pictures = ReadonlyMap<string, PictureSource>;

/** The uploaded picture an address names, if it is one and it is in the library. */
export function uploadedPicture(address: string, pictures: Pictures): PictureSource | undefined {
  const sha256 = librarySha256(address);
  return sha256 ? pictures.get(sha256) : undefined;
}

export interface SiteContent {
  /** content_state.version the rows were read at. */
  version: number;
  /** Published posts, newest first (by date, then by when they went live). */
  posts: readonly BlogPost[];
  pictures: Pictures;
  /** Every other kind's published items, in the owner's order; read through publishedOf with the kind's schema. */
  documents: ReadonlyMap<string, readonly PublishedItem[]>;
}

/** A published item: its slug (a package's id, a programme's card id) and its document as stored. */
export interface PublishedItem<Doc = unknown> {
  slug: string;
  document: Doc;
}

interface PublishedRow {
  kind: string;
  position: number;
  slug: string;
  document: string;
  publish_at: number | null;
  updated_at: number;
}

const PUBLISHED_SQL = `SELECT kind, slug, position, document, publish_at, updated_at FROM content_items
  WHERE status = 'published' ORDER BY kind, publish_at DESC, position`;

/** A cover as pages draw it: an upload with its variants and real size, or a site file drawn at 800 × 450. */
function cover(
  address: string,
  pictures: Pictures,
): Pick<BlogPost, 'image' | 'imageSrcSet' | 'imageWidth' | 'imageHeight'> {
  const picture = uploadedPicture(address, pictures);
  if (!picture) return { image: address };
  const { src, srcSet } = pictureSources(picture);
  return {
    image: src,
    imageSrcSet: srcSet,
    imageWidth: picture.width,
    imageHeight: picture.height,
  };
}

/** A stored document that no longer passes its schema is left out rather than shown half-made; the editor shows why. */
export function publishedPost(
  row: Pick<PublishedRow, 'slug' | 'document' | 'updated_at'>,
  pictures: Pictures,
): BlogPost | undefined {
  const parsed = postDocument.safeParse(JSON.parse(row.document));
  if (!parsed.success) return undefined;
  const post = parsed.data;
  return {
    id: row.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.body,
    author: post.author,
    date: post.date,
    readTime: post.readTime || readTimeLabel(post.body),
    category: post.category,
    ...cover(post.coverImage, pictures),
    imageAlt: post.coverAlt,
    featured: post.featured,
    seoTitle: post.seoTitle || undefined,
    seoDescription: post.seoDescription || undefined,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

interface PictureRow {
  sha256: string;
  width: number;
  height: number;
  variant_widths: string;
  alt: string;
}

async function readSiteContent(db: D1Database, version: number): Promise<SiteContent> {
  const [published, uploads] = await db.batch<PublishedRow | PictureRow>([
    db.prepare(PUBLISHED_SQL),
    db.prepare('SELECT sha256, width, height, variant_widths, alt FROM media_images'),
  ]);
  const pictures: Pictures = new Map(
    ((uploads?.results ?? []) as PictureRow[]).map((row) => [
      row.sha256,
      {
        sha256: row.sha256,
        width: row.width,
        height: row.height,
        alt: row.alt,
        variantWidths: JSON.parse(row.variant_widths) as number[],
      },
    ]),
  );
  const rows = (published?.results ?? []) as PublishedRow[];
  const documents = new Map<string, PublishedItem[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    if (row.kind === POST_KIND) continue;
    const list = documents.get(row.kind) ?? [];
    list.push({ slug: row.slug, document: JSON.parse(row.document) });
    documents.set(row.kind, list);
  }
  // Newest date first; of one day, the one that went live last (the SQL's order).
  const posts = rows
    .filter((row) => row.kind === POST_KIND)
    .map((row) => publishedPost(row, pictures))
    .filter((post) => post !== undefined)
    .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  return { version, posts, pictures, documents };
}

const parsedItems = new WeakMap<SiteContent, Map<string, readonly PublishedItem[]>>();

/**
 * A kind's published items whose documents pass its schema, in the owner's order; parsed once per copy of the
 * content (a document that no longer passes is left out rather than shown half-made).
 */
export function publishedItemsOf<Doc>(
  content: SiteContent,
  kind: string,
  schema: ZodType<Doc>,
): readonly PublishedItem<Doc>[] {
  let parsed = parsedItems.get(content);
  if (!parsed) {
    parsed = new Map();
    parsedItems.set(content, parsed);
  }
  const cached = parsed.get(kind);
  if (cached) return cached as readonly PublishedItem<Doc>[];
  const items = (content.documents.get(kind) ?? []).flatMap((item) => {
    const result = schema.safeParse(item.document);
    return result.success ? [{ slug: item.slug, document: result.data }] : [];
  });
  parsed.set(kind, items);
  return items;
}

/** A kind's published documents that pass its schema, in the owner's order (publishedItemsOf without the slugs). */
export function publishedOf<Doc>(content: SiteContent, kind: string, schema: ZodType<Doc>): readonly Doc[] {
  return publishedItemsOf(content, kind, schema).map((item) => item.document);
}

let kept: SiteContent | undefined;

/** The current content: the kept copy when the version has not moved, else read afresh. Rejects when D1 fails. */
export async function siteContent(db: D1Database): Promise<SiteContent> {
  const current = (await contentVersion(db)).site;
  if (kept?.version === current) return kept;
  const content = await readSiteContent(db, current);
  // A slower read of an older version never replaces a newer copy.
  if (!kept || kept.version <= current) kept = content;
  return content;
}

const NO_CONTENT: SiteContent = { version: -1, posts: [], pictures: new Map(), documents: new Map() };

/**
 * For a page that must answer even when D1 does not (the home page, a form's answer to its plain post): the content
 * as siteContent reads it, else the copy last kept, else none (the sections that show content are then left out).
 */
export async function siteContentOrKept(db: D1Database): Promise<SiteContent> {
  try {
    return await siteContent(db);
  } catch {
    return kept ?? NO_CONTENT;
  }
}

/**
 * The copy last kept, without asking D1 whether it is still current; read (as siteContentOrKept) only when there is
 * none yet. For what a request reads before its own work and never stores (a form post's answer): it must not wait
 * on the content version, which would hold one of several racing posts back behind a D1 read.
 */
export async function keptSiteContent(db: D1Database): Promise<SiteContent> {
  return kept ?? siteContentOrKept(db);
}
