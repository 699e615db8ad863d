import { siteConfig } from '../../content/site-config';
import type { BulkOutcome } from './bulk-status';
import { BulkOutcomeNotice } from './BulkOutcomeNotice';
import { InboxTable } from './InboxTable';
import { KindCards } from './KindCards';
import type { AdminSession } from '../../auth/admin-env';
import { inboxQueryString, type InboxFilters } from './filters';
import type { InboxPage as InboxPageData, KindCount } from './inbox-query';
import { allStatuses, type SubmissionKind, statusLabel, submissions } from '../../submissions/registry';
import type { RetentionHealth } from './retention-health';
import { FailedNotificationsNotice } from '../outbox/FailedNotificationsNotice';
import { AdminDocument } from '../ui/AdminDocument';
import { EmptyInboxHelp, emptyMessage } from './EmptyInboxHelp';
import { RetentionNotice } from './RetentionNotice';

interface InboxPageProps {
  session: AdminSession;
  filters: InboxFilters;
  data: InboxPageData;
  counts: Record<SubmissionKind, KindCount>;
  retention: RetentionHealth;
  /** Notification emails that failed (listed at /admin/notifications). */
  failedNotifications?: number;
  /** What the bulk status change just did, if the owner has come back from one. */
  bulkOutcome?: BulkOutcome;
  allSelected?: boolean;
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

/** The one inbox: every kind of submission, newest first, with filters, counts, CSV export and pages of 50. */
export function InboxPage({ session, filters, data, counts, retention, failedNotifications = 0, bulkOutcome, allSelected = false }: InboxPageProps) {
  const size = siteConfig.admin.inboxPageSize;
  const first = data.total === 0 ? 0 : (data.page - 1) * size + 1;
  const last = Math.min(data.total, data.page * size);
  const exportQuery = inboxQueryString({ kind: filters.kind, status: filters.status, search: filters.search });
  return (
    <AdminDocument title="Inbox" session={session} place={{ section: 'inbox' }}>
      <h1 className="section-title">Inbox</h1>
      {bulkOutcome ? <BulkOutcomeNotice outcome={bulkOutcome} /> : null}
      <RetentionNotice health={retention} />
      <FailedNotificationsNotice failed={failedNotifications} />
      <KindCards counts={counts} current={filters.kind} />
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
        <InboxTable session={session} filters={filters} rows={data.rows} allSelected={allSelected} />
      ) : (
        <EmptyInboxHelp filters={filters} data={data} />
      )}
      <Pagination filters={filters} data={data} />
    </AdminDocument>
  );
}
