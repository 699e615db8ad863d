import type { AdminSession } from '../../auth/admin-env';
import { formatPence } from '../../lib/pounds';
import { ukLongDate } from '../../lib/uk-date';
import { ukDay } from '../../lib/london-time';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import { StatusNotice } from '../ui/StatusNotice';
import { AttendeeList } from './AttendeeList';
import { type EventBooking, isComing, type SentMessage, type WaitingEntry } from './attendees-query';
import { EventMessages } from './EventMessages';
import { type EventOverview, bookedPlaces } from './events-query';
import { bookingsWords, placesWords, whenWords } from './event-words';
import type { MessageForm } from './forms';
import { WaitingListTable } from './WaitingListTable';

/** What the owner's last change on the page did. */
export const eventNotices = {
  'marked-paid': 'Marked paid.',
  'checked-in': 'Checked in.',
  'check-in-undone': 'Check-in undone.',
  'booking-cancelled':
    'Booking cancelled. The buyer is emailed; what they paid online is refunded in full to their card, and what they paid by invoice is shown as refunded, for you to pay back.',
  'event-cancelled':
    'Event cancelled. Everyone booked is emailed, and what they paid online is refunded in full to their card.',
  unchanged: 'Nothing changed: it had already been done, perhaps in another tab.',
} as const;

export type EventNotice = keyof typeof eventNotices;

export interface EventPageProps {
  session: AdminSession;
  overview: EventOverview;
  bookings: readonly EventBooking[];
  waiting: readonly WaitingEntry[];
  messages: readonly SentMessage[];
  messageForm: MessageForm;
  notice?: EventNotice;
  /** The message just sent, when the owner has come back from sending it. */
  justSent?: SentMessage;
  /** Why the last post could not be done. */
  problem?: string;
  now: Date;
}

function Figures({ overview, bookings }: { overview: EventOverview; bookings: readonly EventBooking[] }) {
  const coming = bookings.filter(isComing);
  const attendees = coming.reduce((sum, booking) => sum + booking.attendees.length, 0);
  const checkedIn = coming.reduce((sum, booking) => sum + booking.checkedIn.length, 0);
  const figures: [string, string][] = [
    ['Capacity', overview.event.capacity === null ? 'Not booked on the site' : String(overview.event.capacity)],
    ['Places paid', String(overview.paidPlaces)],
    ['Places reserved, to be invoiced', String(overview.reservedPlaces)],
    ['Places held while paying', String(overview.heldPlaces)],
    ['Places left', overview.placesLeft === null ? '—' : String(overview.placesLeft)],
    ['Waiting list', String(overview.waiting)],
    ['Revenue (paid, less refunds)', formatPence(overview.revenue)],
    ['Checked in', `${checkedIn} of ${attendees}`],
  ];
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="card p-4" data-figure={label}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-display text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A cancelled event: when, how many bookings went with it and what was refunded; and any still to finish. */
function CancelledNotice({ overview, bookings }: { overview: EventOverview; bookings: readonly EventBooking[] }) {
  if (!overview.cancelledAt) return null;
  const withEvent = bookings.filter((booking) => booking.cancelledBy === 'event');
  const refunded = withEvent.reduce((sum, booking) => sum + booking.amountRefunded, 0);
  const open = bookings.filter((booking) => booking.status === 'held' || isComing(booking));
  return (
    <div role="status" data-cancelled className="mt-4 rounded-xl border-2 border-stone-400 bg-stone-50 p-4">
      <p className="font-semibold">
        Cancelled on {ukLongDate(overview.cancelledAt)}: {bookingsWords(withEvent.length)} cancelled with it,{' '}
        {formatPence(refunded)} refunded.
      </p>
      {open.length > 0 ? (
        <p className="mt-1">
          {bookingsWords(open.length)} could not be cancelled yet.{' '}
          <a
            className="font-semibold underline"
            href={`/admin/events/${encodeURIComponent(overview.event.slug)}/cancel`}
          >
            Finish cancelling the event
          </a>
        </p>
      ) : null}
    </div>
  );
}

function BelowMinimumNotice({ overview }: { overview: EventOverview }) {
  const { event } = overview;
  if (!overview.belowMinimum || event.minimumPlaces === null || event.goNoGoDate === null) return null;
  return (
    <div role="alert" data-below-minimum className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">Below its minimum of {placesWords(event.minimumPlaces)}</p>
      <p className="mt-1">
        {placesWords(bookedPlaces(overview))} paid or reserved, and the go/no-go date was {ukDay(event.goNoGoDate)}.
        Decide whether it runs: if not, cancel it below, and everyone is refunded in full and told.
      </p>
    </div>
  );
}

/** /admin/events/<slug>: the event's figures, attendee list, waiting list, messages to attendees and cancelling. */
export function EventPage(props: EventPageProps) {
  const { session, overview, bookings, waiting, messages, messageForm, notice, justSent, problem, now } = props;
  const { event } = overview;
  const path = `/admin/events/${encodeURIComponent(event.slug)}`;
  const coming = bookings.filter(isComing).length;
  return (
    <AdminDocument title={event.title} session={session} place={{ section: 'events', within: true }}>
      <p>
        <a className="text-brand-800 underline" href="/admin/events">
          All events
        </a>
      </p>
      <h1 className="section-title mt-2">{event.title}</h1>
      <p className="mt-2 text-muted">
        {whenWords(event)}
        {event.place ? `, ${event.place}` : ''}
      </p>
      <StatusNotice notice={notice} messages={eventNotices} />
      {justSent ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900" data-sent={justSent.id}>
          Sent to {bookingsWords(justSent.bookings)}: “{justSent.subject}”.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <CancelledNotice overview={overview} bookings={bookings} />
      <BelowMinimumNotice overview={overview} />
      <Figures overview={overview} bookings={bookings} />
      <AdminSection headingId="attendees" title="Attendees" className="card mt-8">
        <p className="mt-2">
          <a className="btn-outline" href={`${path}/attendees.csv`} download>
            Download the attendee list (CSV)
          </a>
        </p>
        <AttendeeList session={session} slug={event.slug} bookings={bookings} />
      </AdminSection>
      <AdminSection headingId="waiting-list" title="Waiting list" className="card mt-8">
        <WaitingListTable entries={waiting} now={now} />
      </AdminSection>
      <AdminSection headingId="email-attendees" title="Email all attendees" className="card mt-8">
        <EventMessages session={session} slug={event.slug} form={messageForm} coming={coming} sent={messages} />
      </AdminSection>
      {overview.cancelledAt || overview.past ? null : (
        <AdminSection headingId="cancel-event" title="Cancel this event" className="card mt-8">
          <p className="mt-2 max-w-3xl">
            Cancelling refunds everyone who paid online in full, emails everyone booked and closes the waiting list. You
            are asked to confirm first.
          </p>
          <p className="mt-4">
            <a className="btn-outline" href={`${path}/cancel`}>
              Cancel this event
            </a>
          </p>
        </AdminSection>
      )}
    </AdminDocument>
  );
}
