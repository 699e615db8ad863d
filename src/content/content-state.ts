/**
 * The one content version (table content_state): every change visitors can see bumps it, in the same db.batch as
 * the change, so the page cache and the content store (content-version.ts) know their copy is stale.
 */
import { type SQL, sql } from 'drizzle-orm';
import { contentState } from '../db/schema/content';

/**
 * The statement that bumps the version (the first bump writes version 1). `when` guards it like the change it goes
 * with; `onlyIfChanged` runs it only when the statement just before it in the batch changed a row (SQLite's
 * changes()). Either way a change that did not happen bumps nothing.
 */
export function bumpContentVersion({
  now = Date.now(),
  when,
  onlyIfChanged = false,
}: {
  now?: number;
  when?: SQL;
  onlyIfChanged?: boolean;
} = {}): SQL {
  const guard = when ?? (onlyIfChanged ? sql`changes() = 1` : sql`1`);
  return sql`insert into ${contentState} (id, version, updated_at) select 1, 1, ${now} where ${guard}
    on conflict(id) do update set version = version + 1, updated_at = excluded.updated_at`;
}
