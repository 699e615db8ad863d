import { siteConfig } from '../../content/site-config';
import { formatDateTime, isoDateTime, ukLongDate } from '../../lib/uk-date';
import type { AdminSession } from '../../auth/admin-env';
import { AdminDocument } from '../ui/AdminDocument';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { lastDayOf } from './forms';
import { type LearnerFilters, type LearnerListPage, type LearnerListRow, learnerQueryString } from './learners-query';
import { SubscriptionBadge } from './SubscriptionBadge';
import { ListFilterForm, NameOrEmailSearch } from '../ui/list-filters';
import { Pagination } from '../ui/Pagination';

/** The last day a subscription runs, or "No expiry". */
export function expiryText(expiry: Date | null): string {
  return expiry ? ukLongDate(new Date(`${lastDayOf(expiry)}T12:00:00Z`)) : 'No expiry';
}

function LearnerLine({ row, now }: { row: LearnerListRow; now: Date }) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return (
    <tr className="border-t border-stone-200 align-top" data-learner={row.id}>
      <td className="break-anywhere px-4 py-3">
        <a className="text-brand-800 underline" href={`/admin/learners/${row.id}`}>
          {name || row.email}
        </a>
        <span className="block text-muted">{row.email}</span>
      </td>
      <td className="break-anywhere px-4 py-3">{row.companyName ?? '—'}</td>
      <td className="px-4 py-3">
        <SubscriptionBadge learner={row} now={now} />
      </td>
      <td className="whitespace-nowrap px-4 py-3">{expiryText(row.subscriptionExpiry)}</td>
      <td className="whitespace-nowrap px-4 py-3">
        {row.lastLoginAt ? (
          <time dateTime={isoDateTime(row.lastLoginAt)}>{formatDateTime(row.lastLoginAt)}</time>
        ) : (
          'Never'
        )}
      </td>
      <td className="px-4 py-3 text-right">{row.certificates}</td>
    </tr>
  );
}

interface LearnersPageProps {
  session: AdminSession;
  filters: LearnerFilters;
  data: LearnerListPage;
  now: Date;
}

/** /admin/learners: every Training Academy account, newest first, with a search and pages of 50. */
export function LearnersPage({ session, filters, data, now }: LearnersPageProps) {
  const size = siteConfig.admin.inboxPageSize;
  const first = (data.page - 1) * size + 1;
  const last = Math.min(data.total, data.page * size);
  const summary =
    data.total === 0
      ? filters.search
        ? `No learner’s name or email contains “${filters.search}”.`
        : 'Nobody has registered for the Training Academy yet.'
      : data.rows.length === 0
        ? 'There are no learners on this page.'
        : `Showing ${first}–${last} of ${data.total}`;
  return (
    <AdminDocument title="Learners" session={session} place={{ section: 'learners' }}>
      <h1 className="section-title">Learners</h1>
      <p className="section-intro max-w-3xl">
        Everyone with a Training Academy account. Open a learner to set their subscription, see their progress and team,
        or revoke a certificate.
      </p>
      <ListFilterForm
        list="/admin/learners"
        label="Search learners"
        apply="Search"
        className="card mt-6 flex flex-wrap items-end gap-4 p-4"
      >
        <div className="min-w-64 flex-1">
          <NameOrEmailSearch id="learner-search" value={filters.search} />
        </div>
      </ListFilterForm>
      <p role="status" className="mt-6 text-muted">
        {summary}
      </p>
      {data.rows.length > 0 ? (
        <div className="card mt-4 overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Learners, newest first</caption>
            <ColumnHeads
              columns={['Learner', 'Company', 'Subscription', 'Expiry', 'Last sign-in', 'Certificates']}
              cellClassName="px-4 py-3"
              className="bg-stone-50"
            />
            <tbody>
              {data.rows.map((row) => (
                <LearnerLine key={row.id} row={row} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        link={(page) => `/admin/learners${learnerQueryString({ search: filters.search, page })}`}
      />
    </AdminDocument>
  );
}
