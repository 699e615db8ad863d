import { eventDates } from '../../content/retreat-events';
import { formatPence } from '../../lib/pounds';
import { ColumnHeads } from '../../ui/ColumnHeads';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import type { EventOverview } from './events-query';
import { placesWords } from './event-words';

/** Where an event stands, in a word or two. */
function standing(overview: EventOverview): string {
  if (overview.cancelledAt) return 'Cancelled';
  if (overview.past) return 'Past';
  if (overview.event.startDate === null) return 'Dates to be confirmed';
  if (overview.event.capacity === null || overview.event.price === null) return 'Enquiries only';
  return 'Upcoming';
}

const count = (value: number | null) => (value === null ? '—' : String(value));

function EventLine({ overview }: { overview: EventOverview }) {
  const { event } = overview;
  return (
    <tr className="border-t border-stone-200 align-top" data-event={event.slug}>
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <a className="font-semibold text-brand-800 underline" href={`/admin/events/${encodeURIComponent(event.slug)}`}>
          {event.title}
        </a>
        {overview.belowMinimum && event.minimumPlaces !== null ? (
          <span className="mt-1 block text-sm font-semibold text-red-800" data-below-minimum>
            Below its minimum of {placesWords(event.minimumPlaces)}
          </span>
        ) : null}
      </th>
      <td className="whitespace-nowrap px-4 py-3">{eventDates(event)}</td>
      <td className="px-4 py-3 text-right">{count(event.capacity)}</td>
      <td className="px-4 py-3 text-right">{overview.paidPlaces}</td>
      <td className="px-4 py-3 text-right">{overview.reservedPlaces}</td>
      <td className="px-4 py-3 text-right">{overview.heldPlaces}</td>
      <td className="px-4 py-3 text-right">{count(overview.placesLeft)}</td>
      <td className="px-4 py-3 text-right">{overview.waiting}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right">{formatPence(overview.revenue)}</td>
      <td className="px-4 py-3">{standing(overview)}</td>
    </tr>
  );
}

/** /admin/events: every published retreat event with its places and takings, upcoming first, then past. */
export function EventsPage({ session, overviews }: { session: AdminSession; overviews: EventOverview[] }) {
  return (
    <AdminDocument title="Events" session={session} place={{ section: 'events' }}>
      <h1 className="section-title">Events</h1>
      <p className="section-intro max-w-3xl">
        Every published retreat event: the places paid for, reserved to be invoiced and held while someone pays, what is
        left, the waiting list and what the event has taken (paid, less refunds). Open an event for its attendee list,
        check-in, emails to attendees and cancelling. Dates, prices and places are edited under{' '}
        <a className="text-brand-800 underline" href="/admin/content/retreat-events">
          Content, Retreat events
        </a>
        .
      </p>
      {overviews.length === 0 ? (
        <p role="status" className="mt-6 text-muted">
          No retreat event is published yet.
        </p>
      ) : (
        <div className="card mt-6 overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Retreat events, upcoming first, then past ones</caption>
            <ColumnHeads
              columns={[
                'Event',
                'Dates',
                'Capacity',
                'Paid',
                'Reserved',
                'Held',
                'Places left',
                'Waiting list',
                'Revenue',
                'State',
              ]}
              cellClassName="px-4 py-3"
              className="bg-stone-50"
            />
            <tbody>
              {overviews.map((overview) => (
                <EventLine key={overview.event.slug} overview={overview} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminDocument>
  );
}
