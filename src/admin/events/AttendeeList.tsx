import type { AdminSession } from '../../auth/admin-env';
import type { RetreatBookingStatus } from '../../db/schema/retreats';
import { formatPence } from '../../lib/pounds';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { CsrfField } from '../ui/CsrfField';
import { bookingStatusOrder, type EventBooking, isComing } from './attendees-query';
import { bookingStatusWords, bookingsWords, buyerName, cancelledByWords, placesWords } from './event-words';

/** Each status's table, named as a sentence reads it. */
const captions: Record<RetreatBookingStatus, string> = {
  paid: 'Paid bookings',
  reserved: 'Bookings reserved, to be invoiced',
  held: 'Bookings held while paying',
  cancelled: 'Cancelled bookings',
  expired: 'Bookings not paid in time',
};

const bookingPath = (slug: string, booking: EventBooking, action: string) =>
  `/admin/events/${encodeURIComponent(slug)}/bookings/${encodeURIComponent(booking.id)}/${action}`;

/** One attendee's check-in: what they are, and the one button that changes it. */
function CheckIn({
  session,
  slug,
  booking,
  position,
  name,
}: {
  session: AdminSession;
  slug: string;
  booking: EventBooking;
  position: number;
  name: string;
}) {
  const checkedIn = booking.checkedIn.includes(position);
  return (
    <form method="post" action={bookingPath(slug, booking, 'check-in')} className="flex flex-wrap items-center gap-2">
      <CsrfField session={session} />
      <input type="hidden" name="attendee" value={String(position)} />
      <input type="hidden" name="to" value={checkedIn ? 'out' : 'in'} />
      {checkedIn ? <span className="font-semibold text-brand-800">Checked in</span> : null}
      <button type="submit" className="btn-outline min-h-6 px-3 py-1.5 text-sm">
        {checkedIn ? 'Undo check-in' : 'Check in'}
        <span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}

/** What the owner can do with a booking: mark a reservation paid, cancel and refund. */
function BookingActions({ session, slug, booking }: { session: AdminSession; slug: string; booking: EventBooking }) {
  const open = booking.status === 'held' || isComing(booking);
  return (
    <div className="flex flex-col items-start gap-2">
      {booking.status === 'reserved' ? (
        <form method="post" action={bookingPath(slug, booking, 'paid')}>
          <CsrfField session={session} />
          <button type="submit" className="btn-primary min-h-6 px-3 py-1.5 text-sm">
            Mark paid<span className="sr-only">: {buyerName(booking)}</span>
          </button>
        </form>
      ) : null}
      {open ? (
        <a className="btn-ghost min-h-6 px-3 py-1.5 text-sm underline" href={bookingPath(slug, booking, 'cancel')}>
          {booking.status === 'paid' ? 'Cancel and refund' : 'Cancel booking'}
          <span className="sr-only">: {buyerName(booking)}</span>
        </a>
      ) : null}
    </div>
  );
}

/** A booking as a group of rows: its buyer, total and actions once, then each attendee on a row of their own. */
function BookingRows({ session, slug, booking }: { session: AdminSession; slug: string; booking: EventBooking }) {
  // Every booking names its attendees; a row of its own keeps one that does not from vanishing off the list.
  const names = booking.attendees.length > 0 ? booking.attendees : ['Not named'];
  const rows = names.length;
  const cell = 'px-4 py-3 align-top';
  return (
    <tbody className="border-t border-stone-200" data-booking={booking.id}>
      {names.map((attendee, position) => (
        <tr key={position} data-attendee={position}>
          {position === 0 ? (
            <th scope="rowgroup" rowSpan={rows} className={`${cell} break-anywhere text-left font-normal`}>
              <span className="block font-semibold">{buyerName(booking)}</span>
              <span className="block text-muted">{booking.email}</span>
              <span className="block text-muted">{placesWords(booking.places)}</span>
            </th>
          ) : null}
          <td className={`${cell} break-anywhere`}>{attendee}</td>
          <td className={cell}>
            {isComing(booking) ? (
              <CheckIn session={session} slug={slug} booking={booking} position={position} name={attendee} />
            ) : (
              <span className="text-muted">—</span>
            )}
          </td>
          {position === 0 ? (
            <>
              <td rowSpan={rows} className={`${cell} break-anywhere whitespace-pre-line`}>
                {booking.needs || <span className="text-muted">None</span>}
              </td>
              <td rowSpan={rows} className={`${cell} whitespace-nowrap text-right`}>
                {formatPence(booking.amount)}
              </td>
              <td rowSpan={rows} className={`${cell} whitespace-nowrap text-right`}>
                {booking.amountRefunded > 0 ? formatPence(booking.amountRefunded) : '—'}
              </td>
              <td rowSpan={rows} className={`${cell} whitespace-nowrap`}>
                <time dateTime={isoDateTime(booking.createdAt)}>{formatDateTime(booking.createdAt)}</time>
                {booking.cancelledAt ? (
                  <span className="block text-muted">
                    Cancelled {cancelledByWords(booking.cancelledBy)} on {formatDateTime(booking.cancelledAt)}
                  </span>
                ) : null}
              </td>
              <td rowSpan={rows} className={cell}>
                <BookingActions session={session} slug={slug} booking={booking} />
              </td>
            </>
          ) : null}
        </tr>
      ))}
    </tbody>
  );
}

/** The event's bookings under one heading per status (paid first), each with its count of bookings and places. */
export function AttendeeList({
  session,
  slug,
  bookings,
}: {
  session: AdminSession;
  slug: string;
  bookings: readonly EventBooking[];
}) {
  return (
    <>
      {bookingStatusOrder.map((status) => {
        const ofStatus = bookings.filter((booking) => booking.status === status);
        const places = ofStatus.reduce((sum, booking) => sum + booking.places, 0);
        const heading = `bookings-${status}`;
        return (
          <section key={status} aria-labelledby={heading} className="mt-6" data-status={status}>
            <h3 id={heading} className="font-display text-lg font-bold">
              {bookingStatusWords[status]}: {bookingsWords(ofStatus.length)}, {placesWords(places)}
            </h3>
            {ofStatus.length === 0 ? (
              <p className="mt-1 text-muted">None.</p>
            ) : (
              <div className="mt-2 overflow-x-auto rounded-xl border border-stone-200 bg-white">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{`${captions[status]}, one row per attendee`}</caption>
                  <ColumnHeads
                    columns={['Buyer', 'Attendee', 'Check-in', 'Needs', 'Total', 'Refunded', 'Booked', 'Actions']}
                    cellClassName="px-4 py-3"
                    className="bg-stone-50"
                  />
                  {ofStatus.map((booking) => (
                    <BookingRows key={booking.id} session={session} slug={slug} booking={booking} />
                  ))}
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
