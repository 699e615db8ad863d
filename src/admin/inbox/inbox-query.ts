import { sql, type SQL } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { unionAll } from '../../db/union-all';
import { type SubmissionKind, submissionFor, submissions } from '../../submissions/registry';
import { readContext } from '../../submissions/read-context';
import type { ReadContext, Submission } from '../../submissions/types';
import type { InboxFilters } from './filters';
import { unreadSql } from './opened';

/** One line of the inbox, whatever its kind. */
export interface InboxRow {
  kind: SubmissionKind;
  id: string;
  name: string;
  email: string;
  status: string | null;
  receivedAt: Date;
  /** One line about the item for the inbox list and the mixed CSV, as its kind words it. */
  summary: string;
  /** Never opened on its item page. */
  unread: boolean;
}

/** A kind as the same eight columns (named in every branch: a filter may leave any one of them first), so the inbox is one UNION ALL ordered by time. */
function branch(submission: Submission): SQL {
  const { kind, table, columns, nameSql, detailSql } = submission;
  const status = columns.status ? sql`${columns.status}` : sql`null`;
  return sql`select ${kind} as kind, ${columns.id} as id, ${nameSql} as name, ${columns.email} as email, ${status} as status, ${columns.receivedAt} as received_at, ${detailSql} as detail, ${unreadSql(kind, columns.id)} as unread from ${table}`;
}

function filteredInbox(filters: Omit<InboxFilters, 'page'>): SQL {
  const kinds = filters.kind ? submissions.filter((submission) => submission.kind === filters.kind) : submissions;
  const union = unionAll(kinds.map(branch));
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`status = ${filters.status}`);
  if (filters.search) {
    // instr, not LIKE: D1 refuses a LIKE pattern longer than 50 bytes, and the visitor's % and _ are plain characters here.
    // SQLite's lower() folds A-Z only: fold the search the same way, or a stored "ÉLODIE" would not match itself.
    const search = filters.search.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    conditions.push(sql`(instr(lower(name), ${search}) > 0 or instr(lower(email), ${search}) > 0)`);
  }
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select * from (${union}) as inbox${where}`;
}

/** The ids of every item the filters match, as a subquery (for exports that need whole rows). */
export function matchingIds(filters: Omit<InboxFilters, 'page'>): SQL {
  return sql`(select id from (${filteredInbox(filters)}))`;
}

interface RawInboxRow {
  kind: SubmissionKind;
  id: string;
  name: string | null;
  email: string;
  status: string | null;
  received_at: number;
  detail: string | null;
  unread: number;
}

/** `detail`: the kind's detailSql (services or roles as JSON lists, the message, or the resource), worded by its summary. */
function toInboxRow(row: RawInboxRow, context: ReadContext): InboxRow {
  return {
    kind: row.kind,
    id: row.id,
    name: (row.name ?? '').trim(),
    email: row.email,
    status: row.status,
    receivedAt: new Date(row.received_at),
    summary: submissionFor(row.kind).summary(row.detail ?? '', context),
    unread: row.unread === 1,
  };
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the filtered inbox, newest first, and how many items match in all. */
export async function inboxPage(db: Database, filters: InboxFilters): Promise<InboxPage> {
  const size = siteConfig.admin.inboxPageSize;
  const base = filteredInbox(filters);
  const [rows, [count], context] = await Promise.all([
    db.all<RawInboxRow>(
      sql`${base} order by received_at desc, id desc limit ${size} offset ${(filters.page - 1) * size}`,
    ),
    db.all<{ total: number }>(sql`select count(*) as total from (${base})`),
    readContext(db.$client),
  ]);
  const total = count?.total ?? 0;
  return {
    rows: rows.map((row) => toInboxRow(row, context)),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

/** Every matching item, newest first, for the CSV export. */
export async function allInboxRows(db: Database, filters: Omit<InboxFilters, 'page'>): Promise<InboxRow[]> {
  const [rows, context] = await Promise.all([
    db.all<RawInboxRow>(sql`${filteredInbox(filters)} order by received_at desc, id desc`),
    readContext(db.$client),
  ]);
  return rows.map((row) => toInboxRow(row, context));
}

export interface KindCount {
  total: number;
  /** Never opened on their item page. */
  fresh: number;
  /** In the kind's status that awaits the owner (pending, new); null for kinds where nothing ever waits. */
  toActOn: number | null;
}

/** Per kind: how many items there are, how many are new (never opened), and how many await the owner. */
export async function inboxCounts(db: Database): Promise<Record<SubmissionKind, KindCount>> {
  const awaiting = ({ workflow, columns }: Submission) =>
    workflow?.awaitingStatus && columns.status ? sql`sum(${columns.status} = ${workflow.awaitingStatus})` : sql`null`;
  const rows = await db.all<{ kind: SubmissionKind; total: number; fresh: number | null; to_act_on: number | null }>(
    unionAll(
      submissions.map(
        (submission) =>
          sql`select ${submission.kind} as kind, count(*) as total, sum(${unreadSql(submission.kind, submission.columns.id)}) as fresh, ${awaiting(submission)} as to_act_on from ${submission.table}`,
      ),
    ),
  );
  const waits = (kind: SubmissionKind) => Boolean(submissionFor(kind).workflow?.awaitingStatus);
  const counts = Object.fromEntries(
    submissions.map(({ kind }) => [kind, { total: 0, fresh: 0, toActOn: waits(kind) ? 0 : null }]),
  ) as Record<SubmissionKind, KindCount>;
  for (const row of rows)
    counts[row.kind] = {
      total: row.total,
      fresh: row.fresh ?? 0,
      toActOn: waits(row.kind) ? (row.to_act_on ?? 0) : null,
    };
  return counts;
}
