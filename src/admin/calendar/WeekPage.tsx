import { addDays, ukDay } from '../../lib/london-time';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { WEEK_DAYS, type WeekDay } from './week';
import { WeekGrid, WeekList } from './WeekGrid';
import { AdminSection } from '../ui/AdminSection';

/** The calendar feed as the page shows it: none yet; made earlier (its address is not kept); or just made, shown this once. */
export type FeedView = { state: 'none' } | { state: 'made'; maskedAddress: string } | { state: 'new'; address: string };

interface WeekPageProps {
  session: AdminSession;
  /** The first day shown, and today (London). */
  from: string;
  today: string;
  days: WeekDay[];
  feed: FeedView;
}

/** What the grid's short words mean, once above it (the phone's list spells each one out). */
function SlotKey() {
  return (
    <p className="mt-4 hidden max-w-4xl text-sm text-muted md:block">
      Free: visitors can book it. Too soon: inside your minimum notice. Not offered: not in your weekly pattern. Too far
      ahead: beyond how far ahead visitors may book. Closed: not a working day. A blocked day or bank holiday says why
      under its name.
    </p>
  );
}

function WeekLinks({ from, today }: { from: string; today: string }) {
  return (
    <nav aria-label="Weeks" className="mt-4 flex flex-wrap gap-3">
      <a className="btn-outline px-4 py-2" href={`/admin/calendar?from=${addDays(from, -WEEK_DAYS)}`}>
        Previous week
      </a>
      {from !== today ? (
        <a className="btn-outline px-4 py-2" href="/admin/calendar">
          From today
        </a>
      ) : null}
      <a className="btn-outline px-4 py-2" href={`/admin/calendar?from=${addDays(from, WEEK_DAYS)}`}>
        Next week
      </a>
    </nav>
  );
}

function SubscriptionHelp() {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-semibold text-brand-800">How to subscribe</summary>
      <ul className="mt-2 list-disc pl-5">
        <li>Google Calendar (on a computer): Other calendars, +, From URL; paste the address.</li>
        <li>
          Apple Calendar: File, New Calendar Subscription; paste the address. On an iPhone: Settings, Calendar,
          Accounts, Add Account, Other, Add Subscribed Calendar.
        </li>
        <li>Outlook: Add calendar, Subscribe from web; paste the address.</li>
      </ul>
      <p className="mt-2 text-sm text-muted">
        Calendar apps fetch the feed every few hours, so a new booking can take a while to appear there; this page is
        always current.
      </p>
    </details>
  );
}

function Feed({ session, feed }: { session: AdminSession; feed: FeedView }) {
  return (
    <AdminSection headingId="feed-heading" title="Calendar feed" className="card mt-8">
      <p className="mt-1 max-w-3xl text-muted">
        Your bookings and blocked days in Google, Apple or Outlook calendar. Anyone who has the address can read the
        names and times in it, so keep it to yourself; if it gets out, rotate it and the old address stops working.
      </p>
      {feed.state === 'new' ? (
        <div role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          <p className="font-semibold">Your feed’s address: copy it now, it is shown only this once.</p>
          <p className="mt-2">
            <code className="break-anywhere" data-feed-address="">
              {feed.address}
            </code>
          </p>
          <p className="mt-2">
            <a className="text-brand-800 underline" href={feed.address.replace(/^https?:\/\//, 'webcal://')}>
              Subscribe in this device’s calendar app (webcal link)
            </a>
          </p>
        </div>
      ) : feed.state === 'made' ? (
        <p className="mt-4">
          A feed address was made earlier: <code className="break-anywhere">{feed.maskedAddress}</code>. It is not
          stored, so it cannot be shown again: rotate it to get a new one.
        </p>
      ) : (
        <p className="mt-4">There is no feed address yet.</p>
      )}
      <form method="post" action="/admin/calendar/feed" className="mt-4">
        <CsrfField session={session} />
        <button type="submit" className="btn-primary">
          {feed.state === 'none' ? 'Create feed address' : 'Rotate feed address'}
        </button>
      </form>
      <SubscriptionHelp />
    </AdminSection>
  );
}

/** /admin/calendar: seven days from `from`, each slot's booking or state; then the private calendar feed. */
export function WeekPage({ session, from, today, days, feed }: WeekPageProps) {
  const last = addDays(from, WEEK_DAYS - 1);
  return (
    <AdminDocument title="Calendar" session={session} place={{ section: 'calendar' }}>
      <h1 className="section-title">Calendar</h1>
      <p className="mt-2 text-muted">
        {ukDay(from)} to {ukDay(last)}. Times are UK time.{' '}
        <a className="text-brand-800 underline" href="/admin/availability">
          Availability
        </a>{' '}
        sets which slots are offered.
      </p>
      <WeekLinks from={from} today={today} />
      <SlotKey />
      <WeekGrid days={days} today={today} />
      <WeekList days={days} today={today} />
      <Feed session={session} feed={feed} />
    </AdminDocument>
  );
}
