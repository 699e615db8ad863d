/**
 * The site's content as visitors see it: every published item in D1, read in one statement and kept in memory for
 * as long as the content version (content-version.ts) says it is current, so a page renders from the kept rows rather
 * than reading D1 per section. An owner's save bumps the version, and the next request reads the rows again.
 */
import { type ContentVersion, contentVersion } from './content-version';
import { POST_KIND, postDocument } from './kinds/post';
import { readTimeLabel } from './markdown/read-time';
import type { BlogPost } from './types';

export interface SiteContent {
  /** content_state.version the rows were read at. */
  version: number;
  /** Published posts, newest first (by date, then by when they went live). */
  posts: readonly BlogPost[];
}

interface PublishedRow {
  kind: string;
  slug: string;
  document: string;
  publish_at: number | null;
  updated_at: number;
}

const PUBLISHED_SQL = `SELECT kind, slug, document, publish_at, updated_at FROM content_items
  WHERE status = 'published' ORDER BY kind, publish_at DESC, position`;

/** A stored document that no longer passes its schema is left out rather than shown half-made; the editor shows why. */
export function publishedPost(row: Pick<PublishedRow, 'slug' | 'document' | 'updated_at'>): BlogPost | undefined {
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
    image: post.coverImage,
    imageAlt: post.coverAlt,
    featured: post.featured,
    seoTitle: post.seoTitle || undefined,
    seoDescription: post.seoDescription || undefined,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function readSiteContent(db: D1Database, version: number): Promise<SiteContent> {
  const { results } = await db.prepare(PUBLISHED_SQL).all<PublishedRow>();
  // Newest date first; of one day, the one that went live last (the SQL's order).
  const posts = results
    .filter((row) => row.kind === POST_KIND)
    .map(publishedPost)
    .filter((post) => post !== undefined)
    .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  return { version, posts };
}

let kept: SiteContent | undefined;

/** The current content: the kept copy when the version has not moved, else read afresh. Rejects when D1 fails. */
export async function siteContent(db: D1Database, version?: ContentVersion): Promise<SiteContent> {
  const current = (version ?? (await contentVersion(db))).site;
  if (kept?.version === current) return kept;
  const content = await readSiteContent(db, current);
  // A slower read of an older version never replaces a newer copy.
  if (!kept || kept.version <= current) kept = content;
  return content;
}

const NO_CONTENT: SiteContent = { version: -1, posts: [] };

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
