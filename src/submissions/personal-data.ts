/**
 * A person's submissions, of every kind, found by their address; and the
 * rows of the item-keyed tables (notes, audit trail, outbox, opened marks)
 * about them, found through those submissions.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { sameEmail } from '../db/personal-data';
import { submissions } from './registry';
import type { Submission } from './types';

/** Whether a submission's row is the person's. */
export function theirSubmissions(submission: Submission, email: string): SQL {
  return sameEmail(submission.columns.email, email);
}

/** Rows of an item-keyed table about any of the person's submissions of these kinds (every kind unless said). */
export function aboutTheirItems(
  table: { itemKind: SQLiteColumn; itemId: SQLiteColumn },
  email: string,
  kinds: readonly Submission[] = submissions,
): SQL {
  const ids = (submission: Submission) =>
    sql`(select ${submission.columns.id} from ${submission.table} where ${theirSubmissions(submission, email)})`;
  return (
    or(
      ...kinds.map((submission) => and(eq(table.itemKind, submission.kind), inArray(table.itemId, ids(submission)))),
    ) ?? sql`0`
  );
}

/** Rows of an item-keyed table whose item, of one of these kinds, no longer exists. */
export function itemGone(
  table: { itemKind: SQLiteColumn; itemId: SQLiteColumn },
  kinds: readonly Submission[] = submissions,
): SQL {
  return (
    or(
      ...kinds.map(({ kind, table: items, columns }) =>
        and(eq(table.itemKind, kind), sql`not exists (select 1 from ${items} where ${columns.id} = ${table.itemId})`),
      ),
    ) ?? sql`0`
  );
}
