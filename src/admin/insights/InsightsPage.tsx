import type { ReactNode } from 'react';
import type { AdminSession } from '../../auth/admin-env';
import { formatPence } from '../../lib/pounds';
import { ukDay } from '../../lib/london-time';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import { BarsChart, DaysChart } from './charts';
import {
  cellText,
  type Insights,
  type InsightTable,
  type InsightTableId,
  insightTables,
  sourceName,
} from './insight-tables';
import { periodLengths } from './period';

const periodQuery = (days: number) => `?days=${days}`;

function PeriodChoice({ days }: { days: number }) {
  return (
    <nav aria-label="Period" className="mt-6 flex flex-wrap gap-2">
      {periodLengths.map((length) => (
        <a
          key={length}
          href={`/admin/insights${periodQuery(length)}`}
          aria-current={length === days ? 'page' : undefined}
          className={length === days ? 'btn-primary' : 'btn-outline'}
        >
          Last {length} days
        </a>
      ))}
    </nav>
  );
}

function Headline({ label, value }: { label: string; value: string }) {
  return (
    <div className="card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/** A table of the page: its chart (if any), its rows, and its CSV. */
function InsightSection({ table, insights, chart }: { table: InsightTable; insights: Insights; chart?: ReactNode }) {
  const rows = table.rows(insights);
  const headingId = `insight-${table.id}`;
  return (
    <AdminSection headingId={headingId} title={table.heading} className="card mt-6" data-insight={table.id}>
      <p className="mt-1 text-muted">{table.about}</p>
      {rows.length === 0 ? (
        <p className="mt-4">{table.empty}</p>
      ) : (
        // A narrow table sits beside its chart on a wide screen; a wide one goes under it, so no word is broken.
        <div
          className={`mt-4 grid gap-6 ${chart && table.columns.length <= 3 ? 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}`}
        >
          {chart ? <div className="max-w-4xl">{chart}</div> : null}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {table.heading}, {ukDay(insights.period.from)} to {ukDay(insights.period.to)}
              </caption>
              <ColumnHeads
                columns={table.columns.map((column) => column.heading)}
                cellClassName="px-3 py-2"
                className="bg-stone-50"
              />
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className="border-t border-stone-200">
                    {row.map((cell, column) => (
                      <td
                        key={column}
                        className={`px-3 py-2 ${table.columns[column]?.figure ? 'whitespace-nowrap text-right' : 'break-words'}`}
                      >
                        {cellText(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <p className="mt-4">
        <a className="btn-outline" href={`/admin/insights/${table.id}.csv${periodQuery(insights.period.days)}`}>
          Download “{table.heading}” (CSV)
        </a>
      </p>
    </AdminSection>
  );
}

/** /admin/insights: where visitors come from and where they give up, counted about no one. */
export function InsightsPage({ session, insights }: { session: AdminSession; insights: Insights }) {
  const { traffic, leads, period } = insights;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const visits = sum(traffic.days.map((day) => day.visits));
  const table = (id: InsightTableId) => insightTables.find((candidate) => candidate.id === id) as InsightTable;
  const charts: Partial<Record<InsightTableId, ReactNode>> = {
    days: <DaysChart days={traffic.days} />,
    pages: (
      <BarsChart
        name="pages"
        bars={traffic.pages.slice(0, 10).map((page) => ({ label: page.path, value: page.views }))}
      />
    ),
    sources: (
      <BarsChart
        name="sources"
        bars={traffic.sources
          .slice(0, 10)
          .map((source) => ({ label: sourceName(source.referrerHost), value: source.visits }))}
      />
    ),
    funnel: (
      <BarsChart
        name="funnel"
        whole={visits}
        bars={traffic.funnel.map((step) => ({ label: step.label, value: step.count }))}
      />
    ),
  };
  return (
    <AdminDocument title="Insights" session={session} place={{ section: 'insights' }}>
      <h1 className="section-title">Insights</h1>
      <p className="section-intro max-w-3xl">
        Where visitors come from, what they read and how far they get, {ukDay(period.from)} to {ukDay(period.to)}.
        Counted on our own server with no cookies and nothing that tells one person from another; days run midnight to
        midnight UK time.
      </p>
      <PeriodChoice days={period.days} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Headline label="Visits" value={visits.toLocaleString('en-GB')} />
        <Headline label="Page views" value={sum(traffic.days.map((day) => day.views)).toLocaleString('en-GB')} />
        <Headline label="Leads" value={sum(leads.map((row) => row.leads)).toLocaleString('en-GB')} />
        <Headline label="Revenue, less refunds" value={formatPence(sum(leads.map((row) => row.revenuePence)))} />
      </dl>
      {insightTables.map(({ id }) => (
        <InsightSection key={id} table={table(id)} insights={insights} chart={charts[id]} />
      ))}
    </AdminDocument>
  );
}
