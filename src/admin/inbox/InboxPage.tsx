import type { ReactNode } from 'react';
import { siteConfig } from '../../content/site-config';
import type { BulkOutcome } from './bulk-status';
import { BulkOutcomeNotice } from './BulkOutcomeNotice';
import { InboxTable } from './InboxTable';
import { KindCards } from './KindCards';
import type { AdminSession } from '../../auth/admin-env';
import { inboxQueryString, type InboxFilters } from './filters';
import type { InboxPage as InboxPageData, KindCount } from './inbox-query';
import { type SubmissionKind, submissions } from '../../submissions/registry';
import type { RetentionHealth } from './retention-health';
import { FailedNotificationsNotice } from '../outbox/FailedNotificationsNotice';
import type { EventToDecide } from '../events/events-query';
import { GoNoGoNotice } from '../events/GoNoGoNotice';
import { AdminDocument } from '../ui/AdminDocument';
import { EmptyInboxHelp, emptyMessage } from './EmptyInboxHelp';
import { RetentionNotice } from './RetentionNotice';
import { ListFilterForm, NameOrEmailSearch } from '../ui/list-filters';
import { StatusOptions } from './StatusOptions';
import { Pagination } from '../ui/Pagination';

interface InboxPageProps {
  session: AdminSession;
  filters: InboxFilters;
  data: InboxPageData;
  counts: Record<SubmissionKind, KindCount>;
  retention: RetentionHealth;
  /** Notification emails that failed (listed at /admin/notifications). */
  failedNotifications?: number;
  /** Retreat events past their go/no-go date and below their minimum. */
  eventsToDecide?: readonly EventToDecide[];
  /** What the bulk status change just did, if the owner has come back from one. */
  bulkOutcome?: BulkOutcome;
  allSelected?: boolean;
}

/** One of the filter's choices: a labelled select whose first option means any. */
function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field-input">
        {children}
      </select>
    </div>
  );
}

function FilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <ListFilterForm
      list="/admin/inbox"
      label="Filter the inbox"
      apply="Filter"
      className="card mt-6 grid items-end gap-4 p-4 md:grid-cols-[1fr_1fr_2fr_auto]"
    >
      <FilterSelect id="filter-kind" name="kind" label="Kind" value={filters.kind ?? ''}>
        <option value="">All kinds</option>
        {submissions.map(({ kind, plural }) => (
          <option key={kind} value={kind}>
            {plural}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="filter-status" name="status" label="Status" value={filters.status ?? ''}>
        <option value="">Any status</option>
        <StatusOptions />
      </FilterSelect>
      <div>
        <NameOrEmailSearch id="filter-search" value={filters.search} />
      </div>
    </ListFilterForm>
  );
}

/** The one inbox: every kind of submission, newest first, with filters, counts, CSV export and pages of 50. */
export function InboxPage({
  session,
  filters,
  data,
  counts,
  retention,
  failedNotifications = 0,
  eventsToDecide = [],
  bulkOutcome,
  allSelected = false,
}: InboxPageProps) {
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
      <GoNoGoNotice events={eventsToDecide} />
      <KindCards counts={counts} current={filters.kind} />
      <FilterForm filters={filters} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-muted">
          {data.total === 0
            ? emptyMessage(filters)
            : data.rows.length === 0
              ? 'There are no items on this page.'
              : `Showing ${first}–${last} of ${data.total}`}
        </p>
        <a className="btn-outline" href={`/admin/inbox/export.csv${exportQuery}`} download>
          Export CSV
        </a>
      </div>
      {data.rows.length > 0 ? (
        <InboxTable session={session} filters={filters} rows={data.rows} allSelected={allSelected} />
      ) : (
        <EmptyInboxHelp filters={filters} data={data} />
      )}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        link={(page) => `/admin/inbox${inboxQueryString({ ...filters, page })}`}
        muted
      />
    </AdminDocument>
  );
}
