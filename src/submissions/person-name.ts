import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * How a kind whose form asks for a first and a last name names its person:
 * "First Last" in the inbox (as SQL over the table) and everywhere else.
 */
export function firstAndLastName(table: { firstName: SQLiteColumn; lastName: SQLiteColumn }) {
  return {
    nameSql: sql`${table.firstName} || ' ' || ${table.lastName}`,
    person: (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim(),
  };
}
