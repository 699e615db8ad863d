import { inboxQueryString, type InboxFilters } from './filters';
import type { InboxPage } from './inbox-query';
import { statusLabel, submissionFor } from '../../submissions/registry';

/** Whether any filter narrows the list. */
function isFiltered(filters: InboxFilters): boolean {
  return filters.kind !== null || filters.status !== null || filters.search !== '';
}

/** The status line's words for an empty list. */
export function emptyMessage(filters: InboxFilters): string {
  return isFiltered(filters) ? 'Nothing matches these filters.' : 'The inbox is empty.';
}

/** What to try when the list is empty: each filter that narrows it, one link at a time, or all of them at once. */
export function EmptyInboxHelp({ filters, data }: { filters: InboxFilters; data: InboxPage }) {
  const link = (changed: Partial<InboxFilters>) =>
    `/admin/inbox${inboxQueryString({ ...filters, page: 1, ...changed })}`;
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
          Bookings, contact messages, applications, waiting-list sign-ups and downloads appear here as visitors send
          them. If you expected one, check{' '}
          <a className="font-semibold text-brand-800 underline" href="/admin/notifications">
            Notifications
          </a>{' '}
          for emails about it.
        </p>
      </div>
    );
  }
  const tries = [
    filters.search
      ? { href: link({ search: '' }), text: `Search every name and email, not only “${filters.search}”` }
      : null,
    filters.status
      ? { href: link({ status: null }), text: `Show any status, not only ${statusLabel(filters.status)}` }
      : null,
    filters.kind
      ? {
          href: link({ kind: null }),
          text: `Show every kind, not only ${submissionFor(filters.kind).plural.toLowerCase()}`,
        }
      : null,
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
            <a className="font-semibold text-brand-800 underline" href="/admin/inbox">
              Clear every filter
            </a>
          </li>
        ) : null}
      </ul>
      {filters.search ? (
        <p className="mt-2 text-muted">
          The search matches part of a name or an email address, so a shorter one finds more.
        </p>
      ) : null}
    </div>
  );
}
