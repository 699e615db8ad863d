import { sql, type SQL } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { consultationBookings, contactSubmissions, recruitmentApplications, resourceDownloads, shopNotifications } from '../../db/schema';
import type { InboxFilters } from './filters';
import { itemKinds, type ItemKind } from './kinds';

/** One line of the inbox, whatever its kind. */
export interface InboxRow {
  kind: ItemKind;
  id: string;
  name: string;
  email: string;
  status: string | null;
  receivedAt: Date;
  /** Raw material for the summary column: services or roles (JSON lists), the message, or the resource. */
  detail: string;
}

const b = consultationBookings;
const c = contactSubmissions;
const a = recruitmentApplications;
const w = shopNotifications;
const d = resourceDownloads;

/** Each kind as the same seven columns (named in every branch: a filter may leave any one of them first), so the inbox is one UNION ALL ordered by time. */
const branches: Record<ItemKind, SQL> = {
  booking: sql`select 'booking' as kind, ${b.id} as id, ${b.firstName} || ' ' || ${b.lastName} as name, ${b.email} as email, ${b.status} as status, ${b.createdAt} as received_at, ${b.services} as detail from ${b}`,
  contact: sql`select 'contact' as kind, ${c.id} as id, ${c.firstName} || ' ' || ${c.lastName} as name, ${c.email} as email, ${c.status} as status, ${c.createdAt} as received_at, ${c.message} as detail from ${c}`,
  application: sql`select 'application' as kind, ${a.id} as id, ${a.firstName} || ' ' || ${a.lastName} as name, ${a.email} as email, ${a.status} as status, ${a.createdAt} as received_at, ${a.interestedRoles} as detail from ${a}`,
  'waiting-list': sql`select 'waiting-list' as kind, ${w.id} as id, '' as name, ${w.email} as email, ${w.status} as status, ${w.createdAt} as received_at, '' as detail from ${w}`,
  download: sql`select 'download' as kind, ${d.id} as id, '' as name, ${d.email} as email, null as status, ${d.downloadedAt} as received_at, ${d.resourceName} as detail from ${d}`,
};

/**
 * The search as SQLite's lower() would write it: lower() folds only A to Z,
 * so the search is folded the same way and matches whatever it folds.
 */
function foldedLikeSqlite(search: string): string {
  return search.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function filteredInbox(filters: Omit<InboxFilters, 'page'>): SQL {
  const kinds = filters.kind ? [filters.kind] : [...itemKinds];
  const union = sql.join(
    kinds.map((kind) => branches[kind]),
    sql` union all `,
  );
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`status = ${filters.status}`);
  if (filters.search) {
    // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes, and instr takes % and _ literally.
    const needle = foldedLikeSqlite(filters.search);
    conditions.push(sql`(instr(lower(name), ${needle}) > 0 or instr(lower(email), ${needle}) > 0)`);
  }
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select * from (${union}) as inbox${where}`;
}

/** The ids of every item the filters match, as a subquery (for exports that need whole rows). */
export function matchingIds(filters: Omit<InboxFilters, 'page'>): SQL {
  return sql`(select id from (${filteredInbox(filters)}))`;
}

interface RawInboxRow {
  kind: ItemKind;
  id: string;
  name: string | null;
  email: string;
  status: string | null;
  received_at: number;
  detail: string | null;
}

function toInboxRow(row: RawInboxRow): InboxRow {
  return {
    kind: row.kind,
    id: row.id,
    name: (row.name ?? '').trim(),
    email: row.email,
    status: row.status,
    receivedAt: new Date(row.received_at),
    detail: row.detail ?? '',
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
  const [rows, [count]] = await Promise.all([
    db.all<RawInboxRow>(sql`${base} order by received_at desc, id desc limit ${size} offset ${(filters.page - 1) * size}`),
    db.all<{ total: number }>(sql`select count(*) as total from (${base})`),
  ]);
  const total = count?.total ?? 0;
  return { rows: rows.map(toInboxRow), total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** Every matching item, newest first, for the CSV export. */
export async function allInboxRows(db: Database, filters: Omit<InboxFilters, 'page'>): Promise<InboxRow[]> {
  const rows = await db.all<RawInboxRow>(sql`${filteredInbox(filters)} order by received_at desc, id desc`);
  return rows.map(toInboxRow);
}

export interface KindCount {
  total: number;
  /** Awaiting the owner (pending / new), or for kinds that need no action, added recently. */
  fresh: number;
}

/** Per kind: how many items there are and how many are new. */
export async function inboxCounts(db: Database, now = Date.now()): Promise<Record<ItemKind, KindCount>> {
  const recent = now - siteConfig.admin.newForDays * 24 * 60 * 60 * 1000;
  const rows = await db.all<{ kind: ItemKind; total: number; fresh: number | null }>(sql`
    select 'booking' as kind, count(*) as total, sum(${b.status} = 'pending') as fresh from ${b}
    union all select 'contact', count(*), sum(${c.status} = 'new') from ${c}
    union all select 'application', count(*), sum(${a.status} = 'new') from ${a}
    union all select 'waiting-list', count(*), sum(${w.status} = 'active' and ${w.createdAt} >= ${recent}) from ${w}
    union all select 'download', count(*), sum(${d.downloadedAt} >= ${recent}) from ${d}`);
  const counts = Object.fromEntries(itemKinds.map((kind) => [kind, { total: 0, fresh: 0 }])) as Record<ItemKind, KindCount>;
  for (const row of rows) counts[row.kind] = { total: row.total, fresh: row.fresh ?? 0 };
  return counts;
}
