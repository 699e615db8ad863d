/**
 * A cheap version of the content in D1, read before a stored D1 page is used
 * and before the site's content store (site-content.ts) trusts its copy: a
 * different version is a miss, so a content change (an owner's save in
 * /admin/content, the cron publishing a post, `bun run db:seed`) shows on the
 * next request rather than within a lifetime.
 *
 * The site's content (content_items, media_images) has one counter,
 * content_state.version, that every change bumps in its own batch.
 *
 * What the seed (src/academy/content/seed-sql.ts) can change, and how it shows here:
 * - modules: every upsert that changes a row and every deactivation sets
 *   updated_at, so max(updated_at) moves; count and sum(is_active) catch rows
 *   added, deleted or hidden by hand.
 * - categories have no updated_at, and the seed both edits them in place and
 *   hides them (is_active = 0): their few rows are read whole and hashed.
 * One statement, one row; a few dozen rows scanned.
 */
import { sha256Hex } from '../lib/sha256';

const CONTENT_VERSION_SQL = `SELECT
  (SELECT coalesce(max(version), 0) FROM content_state) AS site,
  (SELECT coalesce(max(updated_at), 0) || ':' || count(*) || ':' || coalesce(sum(is_active), 0) FROM training_modules) AS modules,
  (SELECT coalesce(group_concat(fields, char(30)), '') FROM (
    SELECT id || char(31) || slug || char(31) || name || char(31) || coalesce(description, '') || char(31) || coalesce(icon, '') || char(31) ||
      display_order || char(31) || is_active || char(31) || required_tier AS fields
    FROM training_categories ORDER BY id
  )) AS categories`;

/**
 * How long a version read stays good enough for the next requests. Under load
 * this turns one D1 read per hit into one per window (20 connections on a
 * module page: p99 from 2.2x the static file's to 1.6x); a content change shows
 * at most this long after it was written. The value, not the read's promise,
 * is shared: a request awaiting another's promise would hang if that request
 * were cancelled first (workerd's cross-request promise rule).
 */
export const CONTENT_VERSION_REUSE_MS = 100;

/** A read that has not finished after this long is taken for lost (its request cancelled): the next request reads again. */
const READ_GIVEN_UP_MS = 1_000;

/** The digest covers everything; `site` is the site content's own counter, which the content store keys its copy by. */
export interface ContentVersion {
  digest: string;
  site: number;
}

interface VersionState {
  version?: ContentVersion;
  readAt: number;
  /** When the read behind `version` started: a change in this isolate after then makes it stale. */
  readFrom: number;
  /** When a request started reading a fresh version, while the others keep to the last one. */
  readingSince?: number;
}

const states = new WeakMap<D1Database, VersionState>();

/** When this isolate last changed content itself: a version read before then is not reused. */
let changedHereAt = 0;

/** A save in this isolate: its own next request reads the version afresh instead of reusing the last read. */
export function noteContentChanged(): void {
  changedHereAt = Date.now();
}

/** The version (a stored page keeps its digest; the categories' text would be a few KB each). Rejects when D1 fails. */
export async function contentVersion(db: D1Database): Promise<ContentVersion> {
  const now = Date.now();
  let state = states.get(db);
  if (!state) {
    state = { readAt: 0, readFrom: 0 };
    states.set(db, state);
  }
  const age = now - state.readAt;
  const fresh = state.readFrom > changedHereAt && age >= 0 && age < CONTENT_VERSION_REUSE_MS;
  if (state.version !== undefined && fresh) return state.version;
  // Past the window, one request reads; those arriving meanwhile keep to the last version rather than all reading at once.
  const reading =
    state.readingSince !== undefined && now - state.readingSince >= 0 && now - state.readingSince < READ_GIVEN_UP_MS;
  if (reading && state.version !== undefined && state.readFrom > changedHereAt) return state.version;
  state.readingSince = now;
  try {
    const version = await readContentVersion(db);
    state.version = version;
    state.readAt = Date.now();
    state.readFrom = now;
    return version;
  } finally {
    state.readingSince = undefined;
  }
}

async function readContentVersion(db: D1Database): Promise<ContentVersion> {
  const row = await db
    .prepare(CONTENT_VERSION_SQL)
    .first<{ site: number | null; modules: string | null; categories: string | null }>();
  const site = Number(row?.site ?? 0);
  return { digest: await sha256Hex(`${site}\n${row?.modules ?? ''}\n${row?.categories ?? ''}`, 12), site };
}
