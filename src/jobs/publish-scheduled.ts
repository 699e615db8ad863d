/**
 * Every 5 minutes (the outbox sweep's cron): scheduled items whose time has come go live. Each becomes a new
 * version saved by nobody ("published automatically"), with its revision and audit entry, in one batch per item
 * guarded by the version it was read at, so an owner's save in between wins and nothing is published twice.
 */
import { sql } from 'drizzle-orm';
import { atomicBatch } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema/back-office';
import { bumpContentVersion } from '../content/content-state';
import { noteContentChanged } from '../content/content-version';

interface DueItem {
  id: string;
  kind: string;
  version: number;
}

/** Returns how many items went live. */
export async function publishScheduled(db: Database, now = Date.now()): Promise<number> {
  const { results } = await db.$client
    .prepare("SELECT id, kind, version FROM content_items WHERE status = 'scheduled' AND publish_at <= ?")
    .bind(now)
    .all<DueItem>();
  let published = 0;
  for (const item of results) {
    const due = sql`id = ${item.id} and version = ${item.version} and status = 'scheduled'`;
    const done = sql`exists (select 1 from content_items where id = ${item.id} and version = ${item.version + 1} and updated_at = ${now})`;
    const outcome = await atomicBatch(db, [
      sql`insert into content_revisions (item_id, version, slug, status, publish_at, document, saved_by, saved_at)
        select id, version + 1, slug, 'published', publish_at, document, null, ${now} from content_items where ${due}`,
      sql`update content_items set status = 'published', version = version + 1, updated_at = ${now}, updated_by = null where ${due}`,
      sql`insert into ${auditEvents} (id, actor_user_id, action, item_kind, item_id, from_status, to_status, detail, created_at)
        select ${crypto.randomUUID()}, null, 'content.publish-scheduled', ${item.kind}, ${item.id}, 'scheduled', 'published',
          ${`version ${item.version + 1}`}, ${now} where ${done}`,
      bumpContentVersion({ now, when: done }),
    ]);
    if (outcome[1]?.meta.changes === 1) published += 1;
  }
  if (published) noteContentChanged();
  return published;
}
