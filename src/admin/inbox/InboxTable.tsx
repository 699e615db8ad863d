import type { AdminSession } from '../../auth/admin-env';
import { selectionValue } from './bulk-status';
import { type InboxFilters, inboxQueryString } from './filters';
import type { InboxRow } from './inbox-query';
import { statusLabel, submissionFor } from '../../submissions/registry';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { CsrfField } from '../ui/CsrfField';
import { StatusOptions } from './StatusOptions';

function InboxLine({ row, selected }: { row: InboxRow; selected: boolean }) {
  const { label } = submissionFor(row.kind);
  const checkbox = `select-${row.kind}-${row.id}`;
  return (
    // Never opened: the whole line is bold, and says so in words for screen readers.
    <tr
      className={`border-t border-stone-200 align-top ${row.unread ? 'font-bold' : ''}`}
      data-unread={row.unread ? '' : undefined}
    >
      <td className="py-3 pl-4">
        <input
          id={checkbox}
          type="checkbox"
          name="item"
          value={selectionValue(row.kind, row.id, row.status)}
          defaultChecked={selected}
          className="h-6 w-6 accent-brand-700"
        />
        <label htmlFor={checkbox} className="sr-only">
          Select {row.name || row.email}, {label.toLowerCase()}
        </label>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={isoDateTime(row.receivedAt)}>{formatDateTime(row.receivedAt)}</time>
      </td>
      <td className="px-4 py-3">{label}</td>
      <td className="break-anywhere px-4 py-3">
        <a className="text-brand-800 underline" href={`/admin/items/${row.kind}/${row.id}`}>
          {row.name || row.email}
        </a>
        {row.unread ? <span className="sr-only"> (new, not opened yet)</span> : null}
        {row.name ? <span className="block text-muted">{row.email}</span> : null}
      </td>
      <td className="px-4 py-3">{row.status ? <span className="badge">{statusLabel(row.status)}</span> : '—'}</td>
      <td className="break-anywhere px-4 py-3 text-muted">
        {/* Two lines at most: the whole summary stays in the page for screen readers, and every field is on the item's page. */}
        <span className="line-clamp-2">{row.summary}</span>
      </td>
    </tr>
  );
}

interface InboxTableProps {
  session: AdminSession;
  filters: InboxFilters;
  rows: InboxRow[];
  /** Every line of the page ticked (the page's select-all link, which needs no script). */
  allSelected: boolean;
}

/**
 * One page of the inbox as a table that fits its column (long addresses wrap,
 * summaries stop at two lines), inside the one form that changes the status of
 * the ticked lines: a plain POST, so it works without JavaScript.
 */
export function InboxTable({ session, filters, rows, allSelected }: InboxTableProps) {
  const view = inboxQueryString(filters);
  const selectLink = new URLSearchParams(view);
  if (!allSelected) selectLink.set('select', 'all');
  const selectQuery = selectLink.toString();
  return (
    <form
      method="post"
      action="/admin/inbox/bulk-status"
      className="mt-4"
      aria-label="Change the status of the selected items"
    >
      <CsrfField session={session} />
      <input type="hidden" name="view" value={view} />
      <div className="card flex flex-wrap items-end gap-3 p-4">
        <div>
          <label htmlFor="bulk-to" className="field-label">
            New status for the selected items
          </label>
          <select id="bulk-to" name="to" required defaultValue="" className="field-input">
            <option value="" disabled>
              Choose a status
            </option>
            <StatusOptions />
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Change status
        </button>
        <a className="btn-ghost" href={`/admin/inbox${selectQuery ? `?${selectQuery}` : ''}`}>
          {allSelected ? 'Clear the selection' : `Select all ${rows.length} on this page`}
        </a>
        <p className="basis-full text-sm text-muted">
          Items whose kind or status does not allow that move are skipped, and the page says how many.
        </p>
      </div>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Submissions, newest first; new ones (never opened) in bold</caption>
          <ColumnHeads
            className="bg-stone-50 text-ink"
            cellClassName="px-4 py-3"
            columns={[
              <span key="select" className="sr-only">
                Select
              </span>,
              'Received',
              'Kind',
              'Name or email',
              'Status',
              'Summary',
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <InboxLine key={`${row.kind}:${row.id}`} row={row} selected={allSelected} />
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
