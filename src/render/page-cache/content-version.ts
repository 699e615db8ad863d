/**
 * A cheap version of the training content, read before a stored D1 page is
 * used: a different version is a miss, so a content change (`bun run db:seed`,
 * a migration) shows on the next request rather than within a lifetime.
 *
 * What the seed (src/features/training/seed-sql.ts) can change, and how it shows here:
 * - modules: every upsert that changes a row and every deactivation sets
 *   updated_at, so max(updated_at) moves; count and sum(is_active) catch rows
 *   added, deleted or hidden by hand.
 * - categories have no updated_at, and the seed both edits them in place and
 *   hides them (is_active = 0): their few rows are read whole and hashed.
 * One statement, one row; a few dozen rows scanned.
 */
const CONTENT_VERSION_SQL = `SELECT
  (SELECT coalesce(max(updated_at), 0) || ':' || count(*) || ':' || coalesce(sum(is_active), 0) FROM training_modules) AS modules,
  (SELECT coalesce(group_concat(fields, char(30)), '') FROM (
    SELECT id || char(31) || slug || char(31) || name || char(31) || coalesce(description, '') || char(31) || coalesce(icon, '') || char(31) ||
      display_order || char(31) || is_active || char(31) || required_tier AS fields
    FROM training_categories ORDER BY id
  )) AS categories`;

/** The version as a short digest (a stored page keeps it; the categories' text would be a few KB each). Throws when D1 does. */
export async function trainingContentVersion(db: D1Database): Promise<string> {
  const row = await db.prepare(CONTENT_VERSION_SQL).first<{ modules: string | null; categories: string | null }>();
  const text = `${row?.modules ?? ''}\n${row?.categories ?? ''}`;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const byte of digest.subarray(0, 12)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
