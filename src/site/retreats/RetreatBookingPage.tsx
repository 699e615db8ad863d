import { type DatedEvent, eventDates } from '../../content/retreat-events';
import type { retreatBookings } from '../../db/schema/retreats';
import { Document } from '../../layout/Document';
import { ukDay, ukTime } from '../../lib/london-time';
import { formatPence } from '../../lib/pounds';
import { formatDateTime } from '../../lib/uk-date';
import { attendeeField } from '../../submissions/retreat-booking/fields';
import { lastFullRefundDay } from '../../submissions/retreat-booking/refund-policy';
import { CardSection } from '../../ui/CardSection';
import { DetailRow } from '../../ui/DetailRow';
import { LineField, PlainSubmitButton } from '../../ui/form-fields';
import { PageHero } from '../../ui/PageHero';

type BookingRow = typeof retreatBookings.$inferSelect;

/** What the last step did, shown once after the redirect (post/redirect/get). */
export const retreatBookingNotices = {
  booked: 'Your places are reserved. We have emailed you the details and a calendar invitation.',
  paid: 'Payment received: your places are booked. A confirmation with a calendar invitation is on its way.',
  paying: 'Thank you. We are waiting for Stripe to confirm your payment; this page shows it once it has.',
  renamed: 'Done: the attendees’ names are changed. We have emailed you the updated invitation.',
  cancelled: 'Done: your booking is cancelled. We have emailed you to confirm.',
  stale: 'Your booking changed meanwhile: here it is as it is now.',
  'too-late': 'This event has started or taken place, so the booking can no longer be changed here.',
  'names-invalid': 'Each attendee needs a name (a name only, without web or email addresses). Nothing was changed.',
  'confirm-needed': 'Tick the box to confirm you want to cancel. Nothing was changed.',
} as const;

export type RetreatBookingNotice = keyof typeof retreatBookingNotices;

const errorNotices: readonly RetreatBookingNotice[] = ['too-late', 'names-invalid', 'confirm-needed'];

const statusWords: Record<string, string> = {
  held: 'Held while you pay',
  paid: 'Paid',
  reserved: 'Reserved, to be invoiced',
  cancelled: 'Cancelled',
  expired: 'Not paid in time: the places were released',
};

interface RetreatBookingPageProps {
  booking: BookingRow;
  event: DatedEvent;
  /** /retreats/bookings/{token} */
  pagePath: string;
  /** The buyer may still rename or cancel (the event has not started). */
  changeable: boolean;
  /** What cancelling now would refund, in pence. */
  refundNow: number;
  notice: RetreatBookingNotice | null;
  now: Date;
}

export function RetreatBookingPage({
  booking,
  event,
  pagePath,
  changeable,
  refundNow,
  notice,
  now,
}: RetreatBookingPageProps) {
  const active = booking.status === 'paid' || booking.status === 'reserved';
  const holding = booking.status === 'held' && (booking.holdExpiresAt?.getTime() ?? 0) > now.getTime();
  const times = `${ukTime(event.startTime)} on ${ukDay(event.startDate)} to ${ukTime(event.endTime)} on ${ukDay(event.endDate)} (UK time)`;
  return (
    <Document meta={{ title: 'Your retreat booking', description: event.title, path: '/retreats', noindex: true }}>
      <PageHero eyebrow="Your booking" title={event.title}>
        <p>{eventDates(event)}</p>
      </PageHero>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
        <div
          role={notice && errorNotices.includes(notice) ? 'alert' : 'status'}
          className={notice ? 'rounded-xl border-2 border-brand-700 p-4 font-semibold text-brand-800' : ''}
        >
          {notice ? retreatBookingNotices[notice] : null}
        </div>
        <CardSection headingId="booking-details" title="Booking details" className="card p-6">
          <dl className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
            <DetailRow term="Status">{statusWords[booking.status] ?? booking.status}</DetailRow>
            <DetailRow term="When">{times}</DetailRow>
            <DetailRow term="Where">
              {event.place || 'Venue to be confirmed: we will email you when it is.'}
              {event.venueAddress ? `, ${event.venueAddress}` : ''}
              {event.mapLink ? (
                <>
                  {' '}
                  (
                  <a href={event.mapLink} rel="noopener noreferrer" target="_blank">
                    map
                  </a>
                  )
                </>
              ) : null}
            </DetailRow>
            <DetailRow term="Places">{String(booking.places)}</DetailRow>
            <DetailRow term="Attendees">{booking.attendees.join(', ')}</DetailRow>
            <DetailRow term="Total">
              {formatPence(booking.amount)}
              {booking.earlyBirdPlaces > 0 ? ` (${booking.earlyBirdPlaces} at the early-bird price)` : ''}
            </DetailRow>
            {booking.amountRefunded > 0 ? (
              <DetailRow term="Refunded">{formatPence(booking.amountRefunded)}</DetailRow>
            ) : null}
            <DetailRow term="Booked by">
              {booking.firstName} {booking.lastName}
            </DetailRow>
          </dl>
          {holding && booking.checkoutUrl ? (
            <p className="mt-6">
              Your places are held until {formatDateTime(booking.holdExpiresAt ?? now)}.{' '}
              <a className="btn-primary" href={booking.checkoutUrl}>
                Pay {formatPence(booking.amount)} now
              </a>
            </p>
          ) : null}
          {active ? (
            <p className="mt-6">
              <a className="btn-outline" href={`${pagePath}/retreat.ics`} download="retreat.ics">
                Add it to your calendar (.ics)
              </a>
            </p>
          ) : null}
        </CardSection>
        {changeable && (active || holding) ? (
          <>
            <RenameSection booking={booking} pagePath={pagePath} />
            <CancelSection booking={booking} event={event} pagePath={pagePath} refundNow={refundNow} />
          </>
        ) : null}
        {booking.status === 'expired' || booking.status === 'cancelled' ? (
          <p>
            To book again, see the <a href={`/retreats/${event.slug}`}>event’s page</a>.
          </p>
        ) : null}
      </div>
    </Document>
  );
}

function RenameSection({ booking, pagePath }: { booking: BookingRow; pagePath: string }) {
  return (
    <CardSection headingId="rename-attendees" title="Change attendees’ names" className="card p-6">
      <p className="mt-2 text-muted">Someone else coming instead? Change their name here, free of charge.</p>
      <form method="post" action={`${pagePath}/attendees`} className="mt-4 grid gap-4">
        <input type="hidden" name="sequence" value={booking.calendarSequence} />
        {booking.attendees.map((name, position) => (
          <LineField
            key={attendeeField(position)}
            id={`rename-${attendeeField(position)}`}
            name={attendeeField(position)}
            label={`Attendee ${position + 1}`}
            required
            maxLength={100}
            autoComplete="off"
            value={name}
          />
        ))}
        <PlainSubmitButton buttonClassName="btn-primary">Save names</PlainSubmitButton>
      </form>
    </CardSection>
  );
}

function CancelSection({
  booking,
  event,
  pagePath,
  refundNow,
}: {
  booking: BookingRow;
  event: DatedEvent;
  pagePath: string;
  refundNow: number;
}) {
  const lastDay = ukDay(lastFullRefundDay(event.startDate));
  const refundWords =
    booking.status !== 'paid'
      ? 'Nothing has been paid, so there is nothing to refund.'
      : refundNow > 0
        ? `Cancelling now refunds ${formatPence(refundNow)} in full, to the card you paid with, within 5-7 business days.`
        : `Cancelling now refunds nothing: under our terms, places are refunded in full only up to ${lastDay}. You can change the attendees’ names instead.`;
  return (
    <CardSection headingId="cancel-booking" title="Cancel" className="card p-6">
      <p className="mt-2">
        Our cancellation policy: cancel up to 14 days before the event (by {lastDay}) for a full refund; after that,
        places are not refunded. See our <a href="/terms">terms</a>.
      </p>
      <p className="mt-2 font-semibold">{refundWords}</p>
      <form method="post" action={`${pagePath}/cancel`} className="mt-4">
        <input type="hidden" name="sequence" value={booking.calendarSequence} />
        <p>
          <label className="inline-flex min-h-6 items-center gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="h-5 w-5" />I want to cancel all{' '}
            {booking.places} {booking.places === 1 ? 'place' : 'places'}
          </label>
        </p>
        <PlainSubmitButton className="mt-4" buttonClassName="btn-outline border-red-700 text-red-800">
          Cancel my booking
        </PlainSubmitButton>
      </form>
    </CardSection>
  );
}
