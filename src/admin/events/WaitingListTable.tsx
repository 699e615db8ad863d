import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { ColumnHeads } from '../../ui/ColumnHeads';
import type { WaitingEntry } from './attendees-query';
import { waitingStatusWords } from './event-words';

function When({ date }: { date: Date }) {
  return <time dateTime={isoDateTime(date)}>{formatDateTime(date)}</time>;
}

/** The event's waiting list in the order offers go out, each entry with its status and, when offered, its offer's end. */
export function WaitingListTable({ entries, now }: { entries: readonly WaitingEntry[]; now: Date }) {
  if (entries.length === 0) return <p className="mt-2 text-muted">Nobody has joined the waiting list.</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The waiting list, in the order places are offered</caption>
        <ColumnHeads
          columns={['Order', 'Email', 'Places wanted', 'Status', 'Joined', 'Offer ends']}
          cellClassName="px-4 py-3"
          className="bg-stone-50"
        />
        <tbody>
          {entries.map((entry, index) => (
            <tr key={entry.id} className="border-t border-stone-200 align-top" data-waiting={entry.id}>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                {index + 1}
              </th>
              <td className="break-anywhere px-4 py-3">{entry.email}</td>
              <td className="px-4 py-3 text-right">{entry.places}</td>
              <td className="px-4 py-3">{waitingStatusWords[entry.status]}</td>
              <td className="whitespace-nowrap px-4 py-3">
                <When date={entry.createdAt} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {entry.status === 'offered' && entry.offerExpiresAt ? (
                  <>
                    <When date={entry.offerExpiresAt} />
                    {entry.offerExpiresAt <= now ? <span className="block text-muted">Passing on</span> : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
