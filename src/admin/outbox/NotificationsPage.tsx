import { siteConfig } from '../../content/site-config';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import type { FailedNotification, StatusCounts } from './notifications';
import { ColumnHeads } from '../../ui/ColumnHeads';

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

/** What the email was about, as its kind names it: what it is, then on a line of its own a link to what it was about, or "Erased since". */
function About({ row }: { row: FailedNotification }) {
  const { what, about } = row.description;
  if (!about) return <>{what}</>;
  return (
    <>
      {what}
      <span className="block">
        {about === 'erased' ? (
          <span className="text-muted">Erased since</span>
        ) : (
          <a className="font-semibold text-brand-800 underline" href={about.href}>
            {about.text}
          </a>
        )}
      </span>
    </>
  );
}

/** Why an email was held, in words. */
function heldWords(reason: string | null): string {
  const { perHour, perDay } = siteConfig.emailLimits;
  if (reason === 'hourly-limit') return `Held: this address was sent ${perHour} emails in the last hour`;
  if (reason === 'daily-limit') return `Held: this address was sent ${perDay} emails in the last day`;
  return 'Held';
}

/** What each list shows: a failed email with why it failed and Retry, or a held one with why it was held and Send. */
const lists = {
  failed: {
    caption: 'Failed notifications, most recent first',
    aboutHead: 'Item',
    whyHead: 'What happened',
    action: { path: 'retry', label: 'Retry' },
    why: (row: FailedNotification) => (
      <>
        {row.attempts} attempts; last error: {row.lastError ?? 'unknown'}
        <span className="block text-muted">
          Gave up <time dateTime={isoDateTime(row.updatedAt)}>{formatDateTime(row.updatedAt)}</time>
        </span>
      </>
    ),
  },
  held: {
    caption: 'Held emails, most recent first',
    aboutHead: 'Email',
    whyHead: 'Why it was held',
    action: { path: 'send', label: 'Send' },
    why: (row: FailedNotification) => heldWords(row.heldReason),
  },
} as const;

/** One list of notifications that need the owner: each row with what it was about, why it is here, and its button. */
function OutboxTable({
  session,
  rows,
  list,
}: {
  session: AdminSession;
  rows: FailedNotification[];
  list: keyof typeof lists;
}) {
  const { caption, aboutHead, whyHead, action, why } = lists[list];
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          className="bg-stone-50 text-ink"
          cellClassName="px-4 py-3"
          columns={[
            'Received',
            aboutHead,
            whyHead,
            <span key="action" className="sr-only">
              Action
            </span>,
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-t border-stone-200 align-top"
              data-outbox-id={row.id}
              {...(list === 'held' ? { 'data-outbox-held': row.heldReason ?? '' } : {})}
            >
              <td className="whitespace-nowrap px-4 py-3">
                <time dateTime={isoDateTime(row.createdAt)}>{formatDateTime(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <About row={row} />
              </td>
              <td className="px-4 py-3">{why(row)}</td>
              <td className="px-4 py-3">
                <form method="post" action={`/admin/notifications/${row.id}/${action.path}`}>
                  <CsrfField session={session} />
                  <button type="submit" className="btn-primary">
                    {action.label}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Emails held over their recipient's limit: sent only if the owner presses Send. */
function HeldList({ session, held }: { session: AdminSession; held: FailedNotification[] }) {
  if (held.length === 0) return null;
  return (
    <>
      <h2 className="mt-8 text-xl font-bold">Held emails</h2>
      <p className="mt-2 max-w-3xl text-muted">
        An address that has not proved it is its owner's gets at most {siteConfig.emailLimits.perHour} emails an hour
        and {siteConfig.emailLimits.perDay} a day from the site, so nobody can make it mail a stranger over and over.
        These went over that limit. Send one if you know it is wanted.
      </p>
      <OutboxTable session={session} rows={held} list="held" />
    </>
  );
}

/** The notification emails: counts by state, every failed one with a Retry button and every held one with Send. */
export function NotificationsPage({ session, counts, failed, held, notice }: NotificationsPageProps) {
  return (
    <AdminDocument title="Notifications" session={session} place={{ section: 'notifications' }}>
      <h1 className="section-title">Notifications</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Each new booking, contact message and application is emailed to {siteConfig.notifications.to} within a minute,
        and the day's agenda every morning; waiting-list sign-ups and downloads arrive in one daily digest. Visitors'
        booking emails and reminders go the same way. A failed email is tried again for about an hour, then listed here.
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
        <OutboxTable session={session} rows={failed} list="failed" />
      )}
    </AdminDocument>
  );
}
