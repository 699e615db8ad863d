import type { EventToDecide } from './events-query';

/**
 * On the back office's front page: each event past its go/no-go date and still below its minimum, for the owner to
 * decide whether it runs (and, if not, to cancel it while attendees can still rearrange).
 */
export function GoNoGoNotice({ events }: { events: readonly EventToDecide[] }) {
  if (events.length === 0) return null;
  return (
    <div role="alert" data-go-no-go className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">
        {events.length === 1 ? 'A retreat event is' : `${events.length} retreat events are`} below the minimum past the
        go/no-go date
      </p>
      <ul className="mt-1 grid gap-1">
        {events.map((event) => (
          <li key={event.slug} data-event={event.slug}>
            <a className="font-semibold underline" href={`/admin/events/${encodeURIComponent(event.slug)}`}>
              {event.title} on {event.dates}: {event.booked} of {event.minimum} minimum places booked — decide whether
              it runs
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
