/**
 * SQL literals for the content seeds, which `bun run db:seed` writes to a .sql file for `wrangler d1 execute --file`
 * (no bound parameters there) and the workerd tests run as statements.
 */

/** A SQL string literal: single quotes doubled, nothing else needs escaping in SQLite. */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function sqlInteger(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`Expected an integer, got ${value}`);
  return String(value);
}

/** What the database stores in epoch milliseconds, as the schema's own column defaults write it. */
export const NOW_MS = "cast(unixepoch('subsec') * 1000 as integer)";
