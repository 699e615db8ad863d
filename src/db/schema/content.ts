/**
 * What the owner edits in /admin/content: every piece of the site's words, prices and pictures is one content item
 * (a post, a FAQ answer, a programme, a package, a retreat, the business details, a person, a testimonial, a case
 * study), its document held as JSON and checked by its kind's schema (src/content/kinds). Every save is a revision;
 * the item's version number makes a stale save a conflict, never an overwrite.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, nowMs, uuid } from './columns';

export const contentItems = sqliteTable(
  'content_items',
  {
    id: uuid(),
    kind: text('kind').notNull(),
    /** The address part for kinds that have one (posts), the seed's key for the others; unique within a kind. */
    slug: text('slug').notNull(),
    /**
     * Which of today's items the seed loaded this one from (its first slug), so an edited slug is never seeded again;
     * null for items the owner made.
     */
    seedKey: text('seed_key'),
    /** The owner's order within a kind (FAQ, programmes, packages ...). */
    position: integer('position').notNull().default(0),
    /** draft | scheduled | published | archived */
    status: text('status').notNull(),
    /** When a scheduled item goes live (the cron publishes it), or when a published item went live. */
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
    document: text('document', { mode: 'json' }).notNull(),
    /** 1 for the first save, one more for each save after it. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
    updatedBy: text('updated_by'),
  },
  (table) => [
    uniqueIndex('content_items_kind_slug').on(table.kind, table.slug),
    uniqueIndex('content_items_kind_seed_key').on(table.kind, table.seedKey),
    index('content_items_status').on(table.status, table.publishAt),
  ],
);

/** Every save of an item, whole, with who saved it: the history the owner reads and restores from. */
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    slug: text('slug').notNull(),
    status: text('status').notNull(),
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
    document: text('document', { mode: 'json' }).notNull(),
    savedBy: text('saved_by'),
    savedAt: integer('saved_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.version] })],
);

/** An address a published item used to have: it answers 301 to the item's address now. */
export const contentRedirects = sqliteTable(
  'content_redirects',
  {
    kind: text('kind').notNull(),
    oldSlug: text('old_slug').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.oldSlug] })],
);

/** A private preview address of an unpublished item: only the SHA-256 of its random token is kept. */
export const contentPreviews = sqliteTable(
  'content_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    itemId: text('item_id').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('content_previews_item').on(table.itemId)],
);

/**
 * One uploaded picture: its bytes' SHA-256 names it, its variants (each width, WebP) are R2 objects under
 * media/<hash>/<width>.webp, and its alt text travels with it to wherever it is used.
 */
export const mediaImages = sqliteTable('media_images', {
  id: uuid(),
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths made at upload, e.g. [480, 960, 1600], each no wider than the original. */
  variantWidths: text('variant_widths', { mode: 'json' }).$type<number[]>().notNull(),
  alt: text('alt').notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: createdAt(),
});

/**
 * The one number every change to what visitors see bumps (a save, a publish by the cron, an upload): the page cache
 * and the content store read it to know their copy is current.
 */
export const contentState = sqliteTable('content_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(nowMs),
});
