import { type SQL, sql } from 'drizzle-orm';

/**
 * content_state.version + 1, for the batch of a change visitors will see (content-version.ts reads it); `when` guards
 * it like the change, so a change that did not happen does not move it.
 */
export function bumpContentVersion(now: number, when: SQL = sql`true`): SQL {
  return sql`insert into content_state (id, version, updated_at) select 1, 1, ${now} where ${when}
    on conflict(id) do update set version = version + 1, updated_at = excluded.updated_at`;
}
