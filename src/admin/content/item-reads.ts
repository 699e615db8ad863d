/** What the content pages read: an item as stored, a kind's items for its list, and an item's revisions with who saved each. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/back-office';
import { contentItems, contentRevisions } from '../../db/schema/content';
import { authorColumns, authorName } from '../db/authors';
import type { ItemStatus } from './item-save';

export interface StoredItem {
  id: string;
  kind: string;
  slug: string;
  status: ItemStatus;
  publishAt: Date | null;
  document: unknown;
  version: number;
  updatedAt: Date;
  /** Who saved the current version; null when the cron published it or the seed loaded it. */
  updatedBy: string | null;
}

export const itemStatuses: readonly ItemStatus[] = ['draft', 'scheduled', 'published', 'archived'];

function asStatus(value: string): ItemStatus {
  return itemStatuses.find((status) => status === value) ?? 'draft';
}

const savedBy = (
  row: { firstName: string | null; lastName: string | null; email: string | null },
  userId: string | null,
) => (userId === null ? 'Loaded or published automatically' : authorName(row));

export async function readItem(db: Database, kind: string, id: string): Promise<StoredItem | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.id, id)))
    .limit(1);
  if (!row) return undefined;
  return { ...row, status: asStatus(row.status) };
}

export interface ListedItem {
  id: string;
  slug: string;
  status: ItemStatus;
  publishAt: Date | null;
  document: unknown;
  updatedAt: Date;
  savedBy: string;
}

/** A kind's items, `status` only when given; in the owner's order for ordered kinds, else most recently saved first. */
export async function listItems(
  db: Database,
  kind: string,
  { status, order = 'recent' }: { status?: ItemStatus; order?: 'recent' | 'position' },
): Promise<ListedItem[]> {
  const rows = await db
    .select({
      id: contentItems.id,
      slug: contentItems.slug,
      status: contentItems.status,
      publishAt: contentItems.publishAt,
      document: contentItems.document,
      updatedAt: contentItems.updatedAt,
      updatedBy: contentItems.updatedBy,
      ...authorColumns,
    })
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.updatedBy))
    .where(and(eq(contentItems.kind, kind), status ? eq(contentItems.status, status) : undefined))
    .orderBy(
      ...(order === 'position' ? [asc(contentItems.position)] : [desc(contentItems.updatedAt)]),
      asc(contentItems.slug),
    );
  return rows.map((row) => ({ ...row, status: asStatus(row.status), savedBy: savedBy(row, row.updatedBy) }));
}

export interface Revision {
  version: number;
  slug: string;
  status: ItemStatus;
  publishAt: Date | null;
  document: unknown;
  savedAt: Date;
  savedBy: string;
}

export async function readRevisions(db: Database, itemId: string): Promise<Revision[]> {
  const rows = await db
    .select({
      version: contentRevisions.version,
      slug: contentRevisions.slug,
      status: contentRevisions.status,
      publishAt: contentRevisions.publishAt,
      document: contentRevisions.document,
      savedAt: contentRevisions.savedAt,
      userId: contentRevisions.savedBy,
      ...authorColumns,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.savedBy))
    .where(eq(contentRevisions.itemId, itemId))
    .orderBy(desc(contentRevisions.version));
  return rows.map((row) => ({ ...row, status: asStatus(row.status), savedBy: savedBy(row, row.userId) }));
}

/** An item of `kind` and one of its revisions (a revision page and its Restore), if both exist. */
export async function readRevision(
  db: Database,
  kind: string,
  itemId: string,
  version: number,
): Promise<{ item: StoredItem; revision: Revision } | undefined> {
  const item = await readItem(db, kind, itemId);
  if (!item) return undefined;
  const revision = (await readRevisions(db, item.id)).find((candidate) => candidate.version === version);
  return revision ? { item, revision } : undefined;
}

/** How many items of each kind are in each status, for the overview; one statement for every kind. */
export async function statusCountsByKind(db: Database): Promise<(kind: string) => Record<ItemStatus, number>> {
  const rows = await db
    .select({ kind: contentItems.kind, status: contentItems.status, count: sql<number>`count(*)` })
    .from(contentItems)
    .groupBy(contentItems.kind, contentItems.status);
  const byKind = new Map<string, Record<ItemStatus, number>>();
  const countsOf = (kind: string) => {
    const counts = byKind.get(kind) ?? { draft: 0, scheduled: 0, published: 0, archived: 0 };
    byKind.set(kind, counts);
    return counts;
  };
  for (const row of rows) countsOf(row.kind)[asStatus(row.status)] += Number(row.count);
  return countsOf;
}

/** The published items of these kinds, with their slugs, in the owner's order: what a rule across items reads. */
export async function publishedItems(
  db: D1Database,
  kinds: readonly string[],
): Promise<Map<string, { slug: string; document: unknown }[]>> {
  const items = new Map<string, { slug: string; document: unknown }[]>(kinds.map((kind) => [kind, []]));
  if (kinds.length === 0) return items;
  const { results } = await db
    .prepare(
      `SELECT kind, slug, document FROM content_items WHERE status = 'published' AND kind IN (SELECT value FROM json_each(?))
       ORDER BY position, slug`,
    )
    .bind(JSON.stringify(kinds))
    .all<{ kind: string; slug: string; document: string }>();
  for (const row of results) items.get(row.kind)?.push({ slug: row.slug, document: JSON.parse(row.document) });
  return items;
}
