import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { usualColumns } from './types';

type NamedPersonTable = Parameters<typeof usualColumns>[0] & { firstName: SQLiteColumn; lastName: SQLiteColumn };

/**
 * How the inbox lists a kind whose table has the usual columns and whose form asks for a first
 * and a last name: the table and its columns, the person as "First Last" (as SQL over the table
 * for the inbox, and for a row everywhere else), and the column its summary is made from.
 */
export function listedByName<Table extends NamedPersonTable>(table: Table, detail: SQLiteColumn) {
  return {
    table,
    columns: usualColumns(table),
    nameSql: sql`${table.firstName} || ' ' || ${table.lastName}`,
    person: (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim(),
    detailSql: sql`${detail}`,
  };
}
