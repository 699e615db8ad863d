import type { ReactNode } from 'react';
import type { AdminSession } from '../../auth/admin-env';
import { ukDay, ukTime, londonWallClock } from '../../lib/london-time';
import { formatPence } from '../../lib/pounds';
import { formatDateTime } from '../../lib/uk-date';
import { submissionOf } from '../../submissions/registry';
import { GoNoGoNotice } from '../events/GoNoGoNotice';
import { RetentionNotice } from '../inbox/RetentionNotice';
import { FailedNotificationsNotice } from '../outbox/FailedNotificationsNotice';
import { AdminDocument } from '../ui/AdminDocument';
import { AdminSection } from '../ui/AdminSection';
import type { DayBooking, TodayOverview } from './today-query';

const link = 'font-semibold text-brand-800 underline';

function BookingList({ bookings, empty }: { bookings: readonly DayBooking[]; empty: string }) {
  if (bookings.length === 0) return <p className="mt-2 text-muted">{empty}</p>;
  return (
    <ul className="mt-3 grid gap-2">
      {bookings.map((booking) => {
        const time = booking.slotStartsAt ? londonWallClock(booking.slotStartsAt).time : booking.preferredTime;
        return (
          <li key={booking.id} className="rounded-lg border border-stone-200 p-3" data-booking={booking.id}>
            <span className="font-semibold">{time ? ukTime(time) : 'Time to agree'}</span>{' '}
            <a className={link} href={`/admin/items/booking/${booking.id}`}>
              {booking.person}
            </a>
            <span className="block text-sm text-muted">
              {booking.status === 'pending' ? 'Waiting for you to confirm' : 'Confirmed'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

function Attention({ overview }: { overview: TodayOverview }) {
  const { failedPayments } = overview;
  const notices: ReactNode[] = [
    <GoNoGoNotice key="events" events={overview.eventsToDecide} />,
    failedPayments.length > 0 ? (
      <div key="payments" role="status" className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {failedPayments.length === 1 ? 'A payment has failed' : `${failedPayments.length} payments have failed`}:
          Stripe tries the card again, and the customer has been asked to update it. Open one to see where it stands.
        </p>
        <ul className="mt-1 grid gap-1">
          {failedPayments.map((payment) => (
            <li key={payment.id}>
              <a className="font-semibold underline" href={`/admin/payments/${encodeURIComponent(payment.id)}`}>
                {payment.description}, {formatPence(payment.amount)}, {formatDateTime(payment.createdAt)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    ) : null,
    <FailedNotificationsNotice key="emails" failed={overview.failedNotifications} />,
    <RetentionNotice key="retention" health={overview.retention} />,
  ];
  const anything =
    overview.eventsToDecide.length > 0 ||
    failedPayments.length > 0 ||
    overview.failedNotifications > 0 ||
    overview.retention.state !== 'ok';
  return (
    <AdminSection headingId="today-attention" title="Needs your attention" className="card mt-6">
      {anything ? (
        notices
      ) : (
        <p className="mt-2">Nothing needs your attention: no event to decide, no failed payment.</p>
      )}
    </AdminSection>
  );
}

/** /admin: the owner's day at a glance, every part a link to where it is dealt with. */
export function TodayPage({ session, overview }: { session: AdminSession; overview: TodayOverview }) {
  const { lastWeek } = overview;
  const newCount = Object.values(overview.counts).reduce((sum, count) => sum + count.fresh, 0);
  return (
    <AdminDocument title="Today" session={session} place={{ section: 'today' }}>
      <h1 className="section-title">Today</h1>
      <p className="section-intro">{ukDay(overview.today)}</p>
      <Attention overview={overview} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AdminSection headingId="today-bookings" title="Consultations today" className="card">
          <BookingList bookings={overview.bookingsToday} empty="No consultation today." />
        </AdminSection>
        <AdminSection headingId="tomorrow-bookings" title="Consultations tomorrow" className="card">
          <BookingList bookings={overview.bookingsTomorrow} empty="No consultation tomorrow." />
          <p className="mt-3">
            <a className={link} href="/admin/calendar">
              The week in the calendar
            </a>
          </p>
        </AdminSection>
      </div>
      <AdminSection headingId="today-leads" title="New leads" className="card mt-6">
        <p className="mt-1" data-new-leads>
          {newCount === 0 ? 'You have opened every lead.' : `${newCount} not opened yet.`}
        </p>
        {overview.newLeads.length > 0 ? (
          <ul className="mt-3 grid gap-2">
            {overview.newLeads.map((row) => (
              <li key={`${row.kind}-${row.id}`} className="rounded-lg border border-stone-200 p-3">
                <a className={link} href={`/admin/items/${row.kind}/${row.id}`}>
                  {row.name || row.email}
                </a>{' '}
                <span className="text-sm text-muted">
                  {submissionOf(row.kind)?.label}, {formatDateTime(row.receivedAt)}
                </span>
                <span className="block text-sm">{row.summary}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3">
          <a className={link} href="/admin/inbox">
            Open the inbox
          </a>
        </p>
      </AdminSection>
      <AdminSection headingId="today-week" title="The last 7 days" className="card mt-6">
        <dl className="mt-3 grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
          <Figure label="Visits" value={lastWeek.visits.toLocaleString('en-GB')} />
          <Figure label="Page views" value={lastWeek.views.toLocaleString('en-GB')} />
          <Figure label="Leads" value={lastWeek.leads.toLocaleString('en-GB')} />
          <Figure label="Consultations booked" value={lastWeek.bookings.toLocaleString('en-GB')} />
          <Figure label="Subscriptions and retreat places" value={lastWeek.purchases.toLocaleString('en-GB')} />
          <Figure label="Revenue, less refunds" value={formatPence(lastWeek.revenuePence)} />
        </dl>
        <p className="mt-3">
          <a className={link} href="/admin/insights?days=7">
            Where they came from, in Insights
          </a>
        </p>
      </AdminSection>
    </AdminDocument>
  );
}
