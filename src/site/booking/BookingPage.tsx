import { type BusinessDetails, phoneHref } from '../../content/business-details';
import { siteConfig } from '../../content/site-config';
import type { DayAvailability } from '../../submissions/consultation-booking/availability';
import { Document } from '../../layout/Document';
import { ukDay, ukSlot, ukTime } from '../../lib/london-time';
import { ESTIMATE_LABEL } from '../../submissions/consultation-booking/estimate';
import { statusLabel } from '../../submissions/registry';
import type { BookingRow } from './booking-changes';
import { tooManyBookingsMessage } from './booking-hold';
import { businessDetails } from '../../render/request-settings';
import { PageHero } from '../../ui/PageHero';
import { CardSection } from '../../ui/CardSection';
import { DetailRow } from '../../ui/DetailRow';
import { PlainSubmitButton } from '../../ui/form-fields';

/** What the last change did, shown once after the redirect (post/redirect/get). */
export const bookingNotices = {
  moved: 'Done: your consultation has moved. We have emailed you the updated invitation.',
  cancelled: 'Done: your consultation is cancelled. We have emailed you to confirm.',
  'slot-taken': 'That time has just been taken. Choose another time.',
  'not-bookable': 'That time cannot be booked. Choose one of the free times.',
  'too-late': `It is now less than ${siteConfig.bookings.changeCutoffHours} hours before your consultation, so it can no longer be changed here.`,
  stale: 'Your booking changed meanwhile: here it is as it is now.',
  'move-limit': `Your consultation has been moved ${siteConfig.bookings.maxVisitorMoves} times, the most we allow online, so it was not moved.`,
  'too-many-bookings': (details: BusinessDetails) => `It was not moved: ${tooManyBookingsMessage(details)}`,
} as const;

function noticeText(notice: BookingNotice, details: BusinessDetails): string {
  const text = bookingNotices[notice];
  return typeof text === 'function' ? text(details) : text;
}

export type BookingNotice = keyof typeof bookingNotices;

interface BookingPageProps {
  booking: BookingRow;
  /** The packages booked, as they were when booked: "Business Plan (£1,995)". */
  services: readonly string[];
  /** /bookings/{token} */
  pagePath: string;
  /** True while the visitor may still move or cancel it here. */
  changeable: boolean;
  /** False once the visitor has used every move allowed online (cancelling stays possible). */
  movable: boolean;
  notice: BookingNotice | null;
  /** The day the visitor asked to see free times for, with them. */
  moveDay: DayAvailability | null;
  /** Earliest and latest dates a move may go to. */
  moveRange: { min: string; max: string };
}

function ReachUs() {
  const details = businessDetails();
  return (
    // biome-ignore format: a re-wrap moves React's text separators and changes the HTML
    <>
      call <a href={phoneHref(details)}>{details.phoneDisplay}</a> or email <a href={`mailto:${details.email}`}>{details.email}</a>
    </>
  );
}

/** The visitor's private booking page: what is booked, the invitation, and (until the cut-off) move or cancel. */
export function BookingPage({
  booking,
  services,
  pagePath,
  changeable,
  movable,
  notice,
  moveDay,
  moveRange,
}: BookingPageProps) {
  const slot =
    booking.preferredDate && booking.preferredTime ? ukSlot(booking.preferredDate, booking.preferredTime) : null;
  const cancelled = booking.status === 'cancelled';
  const isError = notice !== null && notice !== 'moved' && notice !== 'cancelled' && notice !== 'stale';
  return (
    <Document
      meta={{
        title: 'Your consultation booking',
        description: 'Your free consultation with Pawsperity Consulting.',
        path: '/bookings',
        noindex: true,
      }}
    >
      <PageHero eyebrow="Your booking" title={cancelled ? 'Your consultation is cancelled' : 'Your free consultation'}>
        <p>
          {slot ??
            (booking.preferredDate
              ? `${ukDay(booking.preferredDate)}, no time chosen yet`
              : 'No time chosen yet: we will propose one.')}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
        <div
          role={isError ? 'alert' : 'status'}
          className={
            notice
              ? `rounded-xl border-2 p-4 font-semibold ${isError ? 'border-red-700 text-red-800' : 'border-brand-700 text-brand-800'}`
              : ''
          }
        >
          {notice ? noticeText(notice, businessDetails()) : null}
        </div>
        <CardSection headingId="booking-details" title="Booking details" className="card p-6">
          <dl className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
            <DetailRow term="Status">{statusLabel(booking.status)}</DetailRow>
            <DetailRow term="When">{slot ?? 'To be agreed'}</DetailRow>
            <DetailRow term="Length">
              {siteConfig.freeConsultationMinutes} minutes, by video call or phone, free
            </DetailRow>
            <DetailRow term="Services">
              <ul className="grid gap-1">
                {services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </DetailRow>
            {booking.estimatedCost ? (
              <DetailRow term={ESTIMATE_LABEL}>
                {`${booking.estimatedCost}. Final pricing is set during the consultation.`}
              </DetailRow>
            ) : null}
            <DetailRow term="Name">
              {booking.firstName} {booking.lastName}
            </DetailRow>
          </dl>
          {slot && !cancelled ? (
            <p className="mt-6">
              <a className="btn-outline" href={`${pagePath}/consultation.ics`} download="consultation.ics">
                Add it to your calendar (.ics)
              </a>
            </p>
          ) : null}
        </CardSection>

        {cancelled ? (
          <p>
            To book another consultation, use the <a href="/#book-consultation">booking form</a>, or <ReachUs />.
          </p>
        ) : changeable ? (
          <>
            {movable ? (
              <MoveSection booking={booking} pagePath={pagePath} moveDay={moveDay} moveRange={moveRange} slot={slot} />
            ) : (
              <CardSection headingId="move-booking" title="Moving it" className="card p-6">
                <p className="mt-2">
                  This consultation has been moved {siteConfig.bookings.maxVisitorMoves} times, the most we allow
                  online, so it can no longer be moved here. To move it, please <ReachUs />. You can still cancel it
                  below.
                </p>
              </CardSection>
            )}
            <CardSection headingId="cancel-booking" title="Cancel" className="card p-6">
              <p className="mt-2 text-muted">
                If you no longer need the consultation, cancel it here and the time goes back to other visitors.
              </p>
              <form method="post" action={`${pagePath}/cancel`} className="mt-4">
                <input type="hidden" name="sequence" value={booking.calendarSequence} />
                <button type="submit" className="btn-outline border-red-700 text-red-800">
                  Cancel my consultation
                </button>
              </form>
            </CardSection>
          </>
        ) : booking.status === 'completed' ? (
          <>
            {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
            <p>
              Your consultation has taken place: thank you for your time. To book another, use the <a href="/#book-consultation">booking form</a>, or <ReachUs />.
            </p>
          </>
        ) : (
          <p>
            It is less than {siteConfig.bookings.changeCutoffHours} hours before your consultation, so it can no longer
            be changed here. To move or cancel it, please <ReachUs />.
          </p>
        )}
      </div>
    </Document>
  );
}

/** Move to another time: a day's free times, then one of them. */
function MoveSection({
  booking,
  pagePath,
  moveDay,
  moveRange,
  slot,
}: Pick<BookingPageProps, 'booking' | 'pagePath' | 'moveDay' | 'moveRange'> & { slot: string | null }) {
  const freeTimes = moveDay?.slots.filter((candidate) => candidate.available) ?? [];
  return (
    <CardSection headingId="move-booking" title={slot ? 'Move to another time' : 'Choose a time'} className="card p-6">
      <p className="mt-2 text-muted">
        You can change it here until {siteConfig.bookings.changeCutoffHours} hours before it starts. Times are UK times.
      </p>
      <form method="get" action={pagePath} className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="move-date" className="field-label">
            Date
          </label>
          <input
            id="move-date"
            name="date"
            type="date"
            required
            min={moveRange.min}
            max={moveRange.max}
            defaultValue={moveDay?.date ?? ''}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-outline">
          Show free times
        </button>
      </form>
      {moveDay ? (
        freeTimes.length > 0 ? (
          <form method="post" action={`${pagePath}/move`} className="mt-6">
            <input type="hidden" name="date" value={moveDay.date} />
            <input type="hidden" name="sequence" value={booking.calendarSequence} />
            <fieldset>
              <legend className="field-label">Free times on {ukDay(moveDay.date)}</legend>
              <div className="grid grid-cols-3 gap-2">
                {freeTimes.map((free) => (
                  <label
                    key={free.time}
                    className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-stone-300 bg-white px-3 py-2 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input type="radio" name="time" value={free.time} required className="accent-brand-700" />
                    {ukTime(free.time)}
                  </label>
                ))}
              </div>
            </fieldset>
            <PlainSubmitButton className="mt-4" buttonClassName="btn-primary">
              Move my consultation
            </PlainSubmitButton>
          </form>
        ) : (
          <p className="mt-4 font-semibold">No free times on {ukDay(moveDay.date)}: choose another date.</p>
        )
      ) : null}
    </CardSection>
  );
}
