import { siteConfig } from '../../content/site-config';
import type { AdminSession } from '../env';
import { submissionFor } from '../../submissions/registry';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { formatDateTime, isCalendarDate, isoDateTime } from '../../lib/uk-date';
import { ukDay } from '../../lib/london-time';
import type { FailedNotification, StatusCounts } from './notifications';
import { ColumnHeads } from '../ui/ColumnHeads';

type NotificationsNotice = 'retried' | 'released';

interface NotificationsPageProps {
  session: AdminSession;
  counts: StatusCounts;
  failed: FailedNotification[];
  /** Emails held over their recipient's limit, each with Send. */
  held: FailedNotification[];
  notice?: NotificationsNotice;
}

function Counts({ counts }: { counts: StatusCounts }) {
  const entries = [
    ['Waiting to send', counts.pending + counts.sending],
    ['Sent', counts.sent],
    ['Failed', counts.failed],
    ['Held', counts.held],
  ] as const;
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-4">
      {entries.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-brand-800" data-outbox-count={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the failed email was about: an inbox item with its person (or erased since), the owner's agenda of a day, or a learner's renewal reminder. */
function About({ row }: { row: FailedNotification }) {
  if (row.academyEmail) return <>{row.academyEmail}</>;
  if (row.agendaDate) {
    return (
      <>
        Your morning agenda
        <span className="block">
          <a className="font-semibold text-brand-800 underline" href={`/admin/calendar?from=${encodeURIComponent(row.agendaDate)}`}>
            {isCalendarDate(row.agendaDate) ? ukDay(row.agendaDate) : row.agendaDate}
          </a>
        </span>
      </>
    );
  }
  if (row.renewalOf) {
    const { learnerId } = row.renewalOf;
    return (
      <>
        Certificate renewal reminder
        <span className="block">
          {learnerId === null ? (
            <span className="text-muted">Erased since</span>
          ) : (
            <a className="font-semibold text-brand-800 underline" href={`/admin/learners/${learnerId}`}>
              Learner {learnerId}
            </a>
          )}
        </span>
      </>
    );
  }
  const what = row.itemKind ? submissionFor(row.itemKind).label : row.itemKind;
  return (
    <>
      {row.channel === 'digest' ? `${what} (daily digest)` : what}
      <span className="block">
        {row.person !== null && row.itemKind ? (
          <a className="font-semibold text-brand-800 underline" href={`/admin/items/${row.itemKind}/${row.itemId}`}>
            {row.person}
          </a>
        ) : (
          <span className="text-muted">Erased since</span>
        )}
      </span>
    </>
  );
}

function FailedRow({ session, row }: { session: AdminSession; row: FailedNotification }) {
  return (
    <tr className="border-t border-stone-200 align-top" data-outbox-id={row.id}>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={isoDateTime(row.createdAt)}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <About row={row} />
      </td>
      <td className="px-4 py-3">
        {row.attempts} attempts; last error: {row.lastError ?? 'unknown'}
        <span className="block text-muted">
          Gave up <time dateTime={isoDateTime(row.updatedAt)}>{formatDateTime(row.updatedAt)}</time>
        </span>
      </td>
      <td className="px-4 py-3">
        <form method="post" action={`/admin/notifications/${row.id}/retry`}>
          <CsrfField session={session} />
          <button type="submit" className="btn-primary">
            Retry
          </button>
        </form>
      </td>
    </tr>
  );
}

/** Why an email was held, in words. */
function heldWords(reason: string | null): string {
  const { perHour, perDay } = siteConfig.emailLimits;
  if (reason === 'hourly-limit') return `Held: this address was sent ${perHour} emails in the last hour`;
  if (reason === 'daily-limit') return `Held: this address was sent ${perDay} emails in the last day`;
  return 'Held';
}

function HeldRow({ session, row }: { session: AdminSession; row: FailedNotification }) {
  return (
    <tr className="border-t border-stone-200 align-top" data-outbox-id={row.id} data-outbox-held={row.heldReason ?? ''}>
      <td className="whitespace-nowrap px-4 py-3">
        <time dateTime={isoDateTime(row.createdAt)}>{formatDateTime(row.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <About row={row} />
      </td>
      <td className="px-4 py-3">{heldWords(row.heldReason)}</td>
      <td className="px-4 py-3">
        <form method="post" action={`/admin/notifications/${row.id}/send`}>
          <CsrfField session={session} />
          <button type="submit" className="btn-primary">
            Send
          </button>
        </form>
      </td>
    </tr>
  );
}

/** Emails held over their recipient's limit: sent only if the owner presses Send. */
function HeldList({ session, held }: { session: AdminSession; held: FailedNotification[] }) {
  if (held.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-xl font-bold">Held emails</h2>
      <p className="mt-2 max-w-3xl text-muted">
        An address that has not proved it is its owner's gets at most {siteConfig.emailLimits.perHour} emails an hour and {siteConfig.emailLimits.perDay} a day
        from the site, so nobody can make it mail a stranger over and over. These went over that limit. Send one if you know it is wanted.
      </p>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Held emails, most recent first</caption>
          <ColumnHeads
            className="bg-stone-50 text-ink"
            cellClassName="px-4 py-3"
            columns={[
              'Received',
              'Email',
              'Why it was held',
              <span key="action" className="sr-only">
                Action
              </span>,
            ]}
          />
          <tbody>
            {held.map((row) => (
              <HeldRow key={row.id} session={session} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The notification emails: counts by state, every failed one with a Retry button and every held one with Send. */
export function NotificationsPage({ session, counts, failed, held, notice }: NotificationsPageProps) {
  return (
    <AdminDocument title="Notifications" session={session} place={{ section: 'notifications' }}>
      <h1 className="section-title">Notifications</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Each new booking, contact message and application is emailed to {siteConfig.notifications.to} within a minute, and the day's agenda every morning;
        waiting-list sign-ups and downloads arrive in one daily digest. Visitors' booking emails and reminders go the same way. A failed email is tried again
        for about an hour, then listed here.
      </p>
      {notice === 'retried' ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          Queued again: it will be sent within a minute (a digest row goes in a digest now).
        </p>
      ) : null}
      {notice === 'released' ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          Sent on its way: it will go within a minute, whatever the address's limit.
        </p>
      ) : null}
      <Counts counts={counts} />
      <HeldList session={session} held={held} />
      <h2 className="mt-8 text-xl font-bold">Failed notifications</h2>
      {failed.length === 0 ? (
        <p className="mt-2 text-muted" data-outbox-failed="none">
          None: every notification has been sent or is on its way.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Failed notifications, most recent first</caption>
            <ColumnHeads
              className="bg-stone-50 text-ink"
              cellClassName="px-4 py-3"
              columns={[
                'Received',
                'Item',
                'What happened',
                <span key="action" className="sr-only">
                  Action
                </span>,
              ]}
            />
            <tbody>
              {failed.map((row) => (
                <FailedRow key={row.id} session={session} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminDocument>
  );
}
