/**
 * Leads and revenue by the source of the visit that brought them: every kind of submission (src/submissions/registry.ts)
 * received in the period, and the money paid in the period (less refunds), each by the source its record keeps.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { submissions } from '../../submissions/registry';
import type { Period } from './period';

export interface SourceLeads {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  leads: number;
  /** Paid, less what was refunded, in pence. */
  revenuePence: number;
}

interface Counted {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  n: number;
}

/** One table's rows in the period, by source: `n` is what `counted` adds up. */
function bySource(db: Database, table: SQLiteTable, at: SQLiteColumn, counted: SQL, period: Period, more?: SQL) {
  return db.all<Counted>(sql`select coalesce(source_referrer_host, '') as referrerHost,
      coalesce(source_utm_source, '') as utmSource, coalesce(source_utm_medium, '') as utmMedium,
      coalesce(source_utm_campaign, '') as utmCampaign, ${counted} as n
    from ${table}
    where ${at} >= ${period.startsAt.getTime()} and ${at} < ${period.endsBefore.getTime()} ${more ?? sql``}
    group by 1, 2, 3, 4`);
}

export async function leadsBySource(db: Database, period: Period): Promise<SourceLeads[]> {
  const leads = submissions.map((submission) =>
    bySource(db, submission.table, submission.columns.receivedAt, sql`count(*)`, period),
  );
  const revenue = bySource(
    db,
    payments,
    payments.createdAt,
    sql`sum(${payments.amount} - ${payments.amountRefunded})`,
    period,
    sql`and ${payments.status} in ('paid', 'partly_refunded', 'refunded')`,
  );
  const [leadRows, revenueRows] = await Promise.all([Promise.all(leads), revenue]);
  const bySourceKey = new Map<string, SourceLeads>();
  const add = (row: Counted, field: 'leads' | 'revenuePence') => {
    const key = JSON.stringify([row.referrerHost, row.utmSource, row.utmMedium, row.utmCampaign]);
    const { n, ...source } = row;
    const entry = bySourceKey.get(key) ?? { ...source, leads: 0, revenuePence: 0 };
    entry[field] += Number(n) || 0;
    bySourceKey.set(key, entry);
  };
  for (const row of leadRows.flat()) add(row, 'leads');
  for (const row of revenueRows) add(row, 'revenuePence');
  return [...bySourceKey.values()].sort((a, b) => b.revenuePence - a.revenuePence || b.leads - a.leads);
}
