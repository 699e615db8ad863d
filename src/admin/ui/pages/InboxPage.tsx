import { siteConfig } from '../../../content/site-config';
import type { AdminSession } from '../../env';
import { inboxQueryString, type InboxFilters } from '../../inbox/filters';
import type { InboxPage as InboxPageData, KindCount } from '../../inbox/inbox-query';
import { allStatuses, type SubmissionKind, statusLabel, submissionFor, submissions } from '../../../submissions/registry';
import type { Submission } from '../../../submissions/types';
import type { RetentionHealth } from '../../inbox/retention-health';
import { FailedNotificationsNotice } from '../../outbox/FailedNotificationsNotice';
import { inboxSummary } from '../../inbox/summary';
import { AdminDocument } from '../AdminDocument';
import { formatDateTime, isoDateTime } from '../../../lib/uk-date';
import { ColumnHeads } from '../ColumnHeads';

interface InboxPageProps {
  session: AdminSession;
  filters: InboxFilters;
  data: InboxPageData;
  counts: Record<SubmissionKind, KindCount>;
  retention: RetentionHealth;
  /** Notification emails that failed (listed at /admin/notifications). */
  failedNotifications?: number;
}

function newLabel(submission: Submission): string {
  return submission.workflow?.awaitingStatus ? 'new' : `new in ${siteConfig.admin.newForDays} days`;
}

function KindCounts({ counts, current }: { counts: Record<SubmissionKind, KindCount>; current: SubmissionKind | null }) {
  return (
    <nav aria-label="Kinds of submission" className="mt-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {submissions.map((submission) => {
          const { kind } = submission;
          return (
            <li key={kind}>
              <a
                href={`/admin${inboxQueryString({ kind, status: null, search: '' })}`}
                aria-current={current === kind ? 'true' : undefined}
                className={`block h-full rounded-xl border bg-white p-4 hover:border-brand-700 ${current === kind ? 'border-brand-700 ring-2 ring-brand-200' : 'border-stone-200'}`}
              >
                <span className="block font-semibold text-ink">{submission.plural}</span>
                <span className="mt-1 block text-sm text-muted">
                  <strong className="text-brand-800" data-new-count={kind}>
                    {counts[kind].fresh}
                  </strong>{' '}
                  {newLabel(submission)} · {counts[kind].total} in all
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <form method="get" action="/admin" className="card mt-6 grid items-end gap-4 p-4 md:grid-cols-[1fr_1fr_2fr_auto]" aria-label="Filter the inbox">
      <div>
        <label htmlFor="filter-kind" className="field-label">
          Kind
        </label>
        <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ''} className="field-input">
          <option value="">All kinds</option>
          {submissions.map(({ kind, plural }) => (
            <option key={kind} value={kind}>
              {plural}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className="field-label">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ''} className="field-input">
          <option value="">Any status</option>
          {allStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-search" className="field-label">
          Name or email
        </label>
        <input id="filter-search" name="q" type="search" defaultValue={filters.search} maxLength={100} className="field-input" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          Filter
        </button>
        <a href="/admin" className="btn-ghost">
          Clear
        </a>
      </div>
    </form>
  );
}

function Pagination({ filters, data }: { filters: InboxFilters; data: InboxPageData }) {
  if (data.pageCount <= 1) return null;
  const link = (page: number) => `/admin${inboxQueryString({ ...filters, page })}`;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center gap-4">
      {data.page > 1 ? (
        <a className="btn-outline" href={link(data.page - 1)}>
          Previous page
        </a>
      ) : null}
      <span className="text-muted">
        Page {data.page} of {data.pageCount}
      </span>
      {data.page < data.pageCount ? (
        <a className="btn-outline" href={link(data.page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}

function isFiltered(filters: InboxFilters): boolean {
  return filters.kind !== null || filters.status !== null || filters.search !== '';
}

function emptyMessage(filters: InboxFilters): string {
  return isFiltered(filters) ? 'Nothing matches these filters.' : 'The inbox is empty.';
}

/** What to try when the list is empty: each filter that narrows it, one link at a time, or all of them at once. */
function EmptyInboxHelp({ filters, data }: { filters: InboxFilters; data: InboxPageData }) {
  const link = (changed: Partial<InboxFilters>) => `/admin${inboxQueryString({ ...filters, page: 1, ...changed })}`;
  if (data.total > 0) {
    return (
      <div className="card mt-4" data-empty-inbox="past-the-end">
        <p>This page is past the end of the list.</p>
        <p className="mt-2">
          <a className="font-semibold text-brand-800 underline" href={link({ page: data.pageCount })}>
            Go to the last page (page {data.pageCount})
          </a>
        </p>
      </div>
    );
  }
  if (!isFiltered(filters)) {
    return (
      <div className="card mt-4" data-empty-inbox="empty">
        <p>Nothing has arrived yet, or everything older has been deleted after its retention period.</p>
        <p className="mt-2 text-muted">
          Bookings, contact messages, applications, waiting-list sign-ups and downloads appear here as visitors send them. If you expected one, check{' '}
          <a className="font-semibold text-brand-800 underline" href="/admin/notifications">
            Notifications
          </a>{' '}
          for emails about it.
        </p>
      </div>
    );
  }
  const tries = [
    filters.search ? { href: link({ search: '' }), text: `Search every name and email, not only “${filters.search}”` } : null,
    filters.status ? { href: link({ status: null }), text: `Show any status, not only ${statusLabel(filters.status)}` } : null,
    filters.kind ? { href: link({ kind: null }), text: `Show every kind, not only ${submissionFor(filters.kind).plural.toLowerCase()}` } : null,
  ].filter((entry) => entry !== null);
  return (
    <div className="card mt-4" data-empty-inbox="filtered">
      <p>Try widening the search:</p>
      <ul className="mt-2 grid gap-1">
        {tries.map((entry) => (
          <li key={entry.href}>
            <a className="font-semibold text-brand-800 underline" href={entry.href}>
              {entry.text}
            </a>
          </li>
        ))}
        {tries.length > 1 ? (
          <li>
            <a className="font-semibold text-brand-800 underline" href="/admin">
              Clear every filter
            </a>
          </li>
        ) : null}
      </ul>
      {filters.search ? <p className="mt-2 text-muted">The search matches part of a name or an email address, so a shorter one finds more.</p> : null}
    </div>
  );
}

/** The daily clean-up's health, shown only when the owner needs to act (or it has never run). */
function RetentionNotice({ health }: { health: RetentionHealth }) {
  if (health.state === 'ok') return null;
  if (health.state === 'overdue' && health.lastRun === null) {
    return (
      <div role="status" data-retention="never" className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">The daily data clean-up has not run on this database yet</p>
        <p className="mt-1">
          It runs daily at 03:15 UTC and deletes data past its retention period. If this notice is still here after then, check that the Worker's daily cron
          trigger is set up.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" data-retention={health.state} className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">The daily data clean-up needs attention</p>
      <p className="mt-1">
        {health.state === 'failed'
          ? `The run at ${formatDateTime(health.at)} failed (${health.error}), so data past its retention period may still be stored. It tries again tomorrow; if it fails again, check the Worker's logs and D1.`
          : `No run has been recorded since ${health.lastRun ? formatDateTime(health.lastRun) : 'the start'}. Check that the Worker's daily cron trigger is set up.`}
      </p>
    </div>
  );
}

/** The one inbox: every kind of submission, newest first, with filters, counts, CSV export and pages of 50. */
export function InboxPage({ session, filters, data, counts, retention, failedNotifications = 0 }: InboxPageProps) {
  const size = siteConfig.admin.inboxPageSize;
  const first = data.total === 0 ? 0 : (data.page - 1) * size + 1;
  const last = Math.min(data.total, data.page * size);
  const exportQuery = inboxQueryString({ kind: filters.kind, status: filters.status, search: filters.search });
  return (
    <AdminDocument title="Inbox" session={session} place={{ section: 'inbox' }}>
      <h1 className="section-title">Inbox</h1>
      <RetentionNotice health={retention} />
      <FailedNotificationsNotice failed={failedNotifications} />
      <KindCounts counts={counts} current={filters.kind} />
      <FilterForm filters={filters} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-muted">
          {data.total === 0 ? emptyMessage(filters) : data.rows.length === 0 ? 'There are no items on this page.' : `Showing ${first}–${last} of ${data.total}`}
        </p>
        <a className="btn-outline" href={`/admin/export.csv${exportQuery}`} download>
          Export CSV
        </a>
      </div>
      {data.rows.length > 0 ? (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Submissions, newest first</caption>
            <ColumnHeads className="bg-stone-50 text-ink" cellClassName="px-4 py-3" columns={['Received', 'Kind', 'Name or email', 'Status', 'Summary']} />
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.kind}:${row.id}`} className="border-t border-stone-200 align-top">
                  <td className="whitespace-nowrap px-4 py-3">
                    <time dateTime={isoDateTime(row.receivedAt)}>{formatDateTime(row.receivedAt)}</time>
                  </td>
                  <td className="px-4 py-3">{submissionFor(row.kind).label}</td>
                  <td className="break-anywhere px-4 py-3">
                    <a className="font-semibold text-brand-800 underline" href={`/admin/items/${row.kind}/${row.id}`}>
                      {row.name || row.email}
                    </a>
                    {row.name ? <span className="block text-muted">{row.email}</span> : null}
                  </td>
                  <td className="px-4 py-3">{row.status ? <span className="badge">{statusLabel(row.status)}</span> : '—'}</td>
                  <td className="break-anywhere px-4 py-3 text-muted">
                    {/* Two lines at most: the whole summary stays in the page for screen readers, and every field is on the item's page. */}
                    <span className="line-clamp-2">{inboxSummary(row)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyInboxHelp filters={filters} data={data} />
      )}
      <Pagination filters={filters} data={data} />
    </AdminDocument>
  );
}
