/**
 * Saving a content item: one atomic batch writes the revision, moves the item on one version, keeps a 301 from a
 * published address that changed, audits the change and bumps the content version. The update only applies when the
 * item is still at the version the owner started from, so a stale save changes nothing and is answered as a conflict.
 */
import { sql } from 'drizzle-orm';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { bumpContentVersion } from '../../content/content-state';
import { noteContentChanged } from '../../content/content-version';
import { auditStatement } from '../db/audit';

export type ItemStatus = 'draft' | 'scheduled' | 'published' | 'archived';

export interface ItemChange {
  kind: string;
  slug: string;
  status: ItemStatus;
  /** When a scheduled item goes live, or when a published one went live. */
  publishAt: Date | null;
  document: unknown;
}

export type SaveOutcome = 'saved' | 'conflict' | 'address-taken';

function isUniqueViolation(error: unknown): boolean {
  const text = (value: unknown) => (value instanceof Error ? value.message : '');
  return [error, error instanceof Error ? error.cause : undefined].some((value) =>
    text(value).includes('UNIQUE constraint failed'),
  );
}

/** Whether the address is free for this item: no other item of its kind has it. */
export async function addressTaken(db: Database, kind: string, slug: string, itemId: string | null): Promise<boolean> {
  const row = await db.$client
    .prepare('SELECT 1 AS taken FROM content_items WHERE kind = ? AND slug = ? AND id IS NOT ?')
    .bind(kind, slug, itemId)
    .first<{ taken: number }>();
  return row !== null;
}

export async function createItem(
  db: Database,
  change: ItemChange,
  actorUserId: string,
  now = Date.now(),
): Promise<{ outcome: Exclude<SaveOutcome, 'conflict'>; itemId: string }> {
  const itemId = crypto.randomUUID();
  const document = JSON.stringify(change.document);
  const publishAt = change.publishAt?.getTime() ?? null;
  try {
    await atomicBatch(db, [
      sql`insert into content_items (id, kind, slug, position, status, publish_at, document, version, created_at, updated_at, updated_by)
        select ${itemId}, ${change.kind}, ${change.slug}, coalesce(max(position), -1) + 1, ${change.status}, ${publishAt}, ${document}, 1, ${now}, ${now}, ${actorUserId}
        from content_items where kind = ${change.kind}`,
      sql`insert into content_revisions (item_id, version, slug, status, publish_at, document, saved_by, saved_at)
        values (${itemId}, 1, ${change.slug}, ${change.status}, ${publishAt}, ${document}, ${actorUserId}, ${now})`,
      sql`delete from content_redirects where kind = ${change.kind} and old_slug = ${change.slug}`,
      auditStatement(
        { actorUserId, action: 'content.create', itemKind: change.kind, itemId, toStatus: change.status },
        { now },
      ),
      bumpContentVersion({ now }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'address-taken', itemId };
    throw error;
  }
  noteContentChanged();
  return { outcome: 'saved', itemId };
}

/** Saves `change` over version `baseVersion` of the item; `action` names it in the audit trail (content.save, content.restore ...). */
export async function saveItem(
  db: Database,
  item: { id: string; baseVersion: number; fromStatus: ItemStatus },
  change: ItemChange,
  actorUserId: string,
  action: string,
  now = Date.now(),
): Promise<SaveOutcome> {
  const document = JSON.stringify(change.document);
  const publishAt = change.publishAt?.getTime() ?? null;
  const atBase = sql`exists (select 1 from content_items where id = ${item.id} and version = ${item.baseVersion})`;
  const saved = sql`exists (select 1 from content_items where id = ${item.id} and version = ${item.baseVersion + 1} and updated_at = ${now})`;
  let results: D1Result[];
  try {
    results = await atomicBatch(db, [
      sql`insert into content_revisions (item_id, version, slug, status, publish_at, document, saved_by, saved_at)
        select id, version + 1, ${change.slug}, ${change.status}, ${publishAt}, ${document}, ${actorUserId}, ${now}
        from content_items where id = ${item.id} and version = ${item.baseVersion}`,
      // A published address that changes keeps answering, with a 301 to the new one.
      sql`insert or ignore into content_redirects (kind, old_slug, item_id, created_at)
        select kind, slug, id, ${now} from content_items
        where id = ${item.id} and version = ${item.baseVersion} and status = 'published' and slug <> ${change.slug}`,
      sql`delete from content_redirects where kind = ${change.kind} and old_slug = ${change.slug} and ${atBase}`,
      sql`update content_items set slug = ${change.slug}, status = ${change.status}, publish_at = ${publishAt},
        document = ${document}, version = version + 1, updated_at = ${now}, updated_by = ${actorUserId}
        where id = ${item.id} and version = ${item.baseVersion}`,
      auditStatement(
        {
          actorUserId,
          action,
          itemKind: change.kind,
          itemId: item.id,
          fromStatus: item.fromStatus,
          toStatus: change.status,
          detail: `version ${item.baseVersion + 1}`,
        },
        { onlyIfChanged: true, now },
      ),
      bumpContentVersion({ now, when: saved }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return 'address-taken';
    throw error;
  }
  if (results[3]?.meta.changes !== 1) return 'conflict';
  noteContentChanged();
  return 'saved';
}

/** Moves an item one place up or down in its kind's order (positions renumbered 0, 1, 2 ... in the new order). */
export async function moveItem(
  db: Database,
  kind: string,
  itemId: string,
  direction: 'up' | 'down',
  actorUserId: string,
  now = Date.now(),
): Promise<boolean> {
  const { results } = await db.$client
    .prepare("SELECT id FROM content_items WHERE kind = ? AND status <> 'archived' ORDER BY position, slug")
    .bind(kind)
    .all<{ id: string }>();
  const order = results.map((row) => row.id);
  const from = order.indexOf(itemId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return false;
  [order[from], order[to]] = [order[to] ?? itemId, itemId];
  await atomicBatch(db, [
    auditStatement(
      { actorUserId, action: 'content.move', itemKind: kind, itemId, detail: `${direction} to ${to + 1}` },
      { now },
    ),
    bumpContentVersion({ now }),
    ...order.map((id, position) => sql`update content_items set position = ${position} where id = ${id}`),
  ]);
  noteContentChanged();
  return true;
}
