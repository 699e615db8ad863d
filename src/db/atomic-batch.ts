import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';

/** A Drizzle query builder (insert, update, delete, select) or a raw `sql` statement. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new SQLiteAsyncDialect();

function compile(statement: Statement): { sql: string; params: unknown[] } {
  return 'toSQL' in statement ? statement.toSQL() : dialect.sqlToQuery(statement);
}

/**
 * Runs the statements as one atomic D1 batch, in order. Drizzle 0.45's own
 * db.batch() throws on a raw `sql` statement that has parameters (it looks
 * for a prepared statement that raw queries never get), and the back office
 * needs raw statements such as INSERT ... SELECT ... WHERE changes() = 1.
 */
export function atomicBatch(db: Database, statements: [Statement, ...Statement[]]): Promise<D1Result[]> {
  const d1 = db.$client;
  return d1.batch(
    statements.map((statement) => {
      const query = compile(statement);
      return d1.prepare(query.sql).bind(...query.params);
    }),
  );
}
