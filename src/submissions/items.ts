/**
 * Stored items of any kind, read through the registry: one row of a kind's
 * own table, with the kind that says how to read it.
 */
import { asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/client';
import type { StoredRow, Submission } from './types';

/** One submission as stored, with its kind. */
export interface StoredItem {
  submission: Submission;
  row: StoredRow;
}

/** The row's property that holds this column (Drizzle rows are keyed by property, not column name). */
function columnValue(submission: Submission, row: StoredRow, column: SQLiteColumn): unknown {
  for (const [key, candidate] of Object.entries(getTableColumns(submission.table)))
    if (candidate === column) return row[key];
  return undefined;
}

export function itemId(item: StoredItem): string {
  return String(columnValue(item.submission, item.row, item.submission.columns.id));
}

export function itemEmail(item: StoredItem): string {
  return String(columnValue(item.submission, item.row, item.submission.columns.email) ?? '');
}

export function itemStatus(item: StoredItem): string | null {
  const { status } = item.submission.columns;
  if (!status) return null;
  const value = columnValue(item.submission, item.row, status);
  return typeof value === 'string' ? value : null;
}

export function itemReceivedAt(item: StoredItem): Date {
  const value = columnValue(item.submission, item.row, item.submission.columns.receivedAt);
  return value instanceof Date ? value : new Date(Number(value));
}

/** The person's name, or their address where the form asks for no name. */
export function itemPerson(item: StoredItem): string {
  return item.submission.person(item.row);
}

export async function findItem(db: Database, submission: Submission, id: string): Promise<StoredItem | null> {
  const [row] = await db.select().from(submission.table).where(eq(submission.columns.id, id)).limit(1);
  return row ? { submission, row } : null;
}

/** Whole rows of one kind whose ids are listed or the subquery yields: newest first, or oldest first. */
export async function itemsWithIds(
  db: Database,
  submission: Submission,
  ids: SQL | string[],
  order: 'newest' | 'oldest' = 'newest',
): Promise<StoredItem[]> {
  const { id, receivedAt } = submission.columns;
  const by = order === 'newest' ? [desc(receivedAt), desc(id)] : [asc(receivedAt), asc(id)];
  const rows = await db
    .select()
    .from(submission.table)
    .where(inArray(id, ids))
    .orderBy(...by);
  return rows.map((row) => ({ submission, row }));
}
