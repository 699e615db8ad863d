import type { InboxRow } from '../../inbox/inbox-query';
import { inboxSummary } from '../../inbox/summary';
import { statusLabel, submissionFor } from '../../../submissions/registry';
import { formatDateTime, isoDateTime } from '../../../lib/uk-date';
import { ColumnHeads } from '../ColumnHeads';

function InboxLine({ row }: { row: InboxRow }) {
  return (
    // Never opened: the whole line is bold, and says so in words for screen readers.
    <tr className={`border-t border-stone-200 align-top ${row.unread ? 'font-bold' : ''}`} data-unread={row.unread ? '' : undefined}>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={isoDateTime(row.receivedAt)}>{formatDateTime(row.receivedAt)}</time>
      </td>
      <td className="px-4 py-3">{submissionFor(row.kind).label}</td>
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
        <span className="line-clamp-2">{inboxSummary(row)}</span>
      </td>
    </tr>
  );
}

/** One page of the inbox as a table that fits its column: long addresses wrap, summaries stop at two lines. */
export function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Submissions, newest first; new ones (never opened) in bold</caption>
        <ColumnHeads className="bg-stone-50 text-ink" cellClassName="px-4 py-3" columns={['Received', 'Kind', 'Name or email', 'Status', 'Summary']} />
        <tbody>
          {rows.map((row) => (
            <InboxLine key={`${row.kind}:${row.id}`} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
