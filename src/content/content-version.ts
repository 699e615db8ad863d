/**
 * The one content version (table content_state): every change visitors can see bumps it, in the same db.batch as
 * the change, so the page cache and the content store know their copy is stale.
 */
import { type SQL, sql } from 'drizzle-orm';
import { contentState } from '../db/schema/content';

/**
 * The statement that bumps the version (the first bump writes version 1). With `onlyIfChanged` it runs only when the
 * statement just before it in the batch changed a row (SQLite's changes()), so a change that did not happen bumps
 * nothing.
 */
export function bumpContentVersion({ onlyIfChanged = false, now = Date.now() } = {}): SQL {
  return sql`insert into ${contentState} (id, version, updated_at) select 1, 1, ${now} where ${onlyIfChanged ? sql`changes() = 1` : sql`1`}
    on conflict(id) do update set version = version + 1, updated_at = excluded.updated_at`;
}
