/**
 * UNION ALL of many SELECTs within D1's limit on a compound SELECT (it refuses more than 5 terms, where SQLite allows
 * 500): the terms are taken five at a time, each group read as a subquery, and the groups joined the same way.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Measured: D1 refuses a compound SELECT of 8 terms with "too many terms in compound SELECT"; 5 runs. */
const MOST_TERMS = 5;

export function unionAll(selects: readonly SQL[]): SQL {
  if (selects.length <= MOST_TERMS) return sql.join([...selects], sql` union all `);
  const groups: SQL[] = [];
  for (let start = 0; start < selects.length; start += MOST_TERMS)
    groups.push(sql`select * from (${sql.join(selects.slice(start, start + MOST_TERMS), sql` union all `)})`);
  return unionAll(groups);
}
