import type { PersonalData } from './find';
import type { ErasureRecord } from './erasures';
import type { AdminSession } from '../../auth/admin-env';
import { itemId } from '../../submissions/items';
import { personalDataTables } from '../../notify/personal-data';
import { submissions } from '../../submissions/registry';
import type { StoredRow } from '../../submissions/types';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import { formatDateTime, isoDateTime } from '../../lib/uk-date';
import { ColumnHeads } from '../../ui/ColumnHeads';
import { AdminSection } from '../ui/AdminSection';
import { errorAria, FieldMessage } from '../ui/field-messages';

/** Each table's name for the owner, as the list of personal-data tables gives it. */
const tableLabels: Readonly<Record<string, string>> = Object.fromEntries(
  personalDataTables.map((entry) => [entry.name, entry.label]),
);

interface DataRequestPageProps {
  session: AdminSession;
  erasures: ErasureRecord[];
  /** The address looked up, and what was found. */
  lookup?: { email: string; data: PersonalData };
  lookupError?: string;
  confirmError?: string;
  erased?: number;
}

/** The person's rows of every kind of submission, from the lookup. */
function theirSubmissions(data: PersonalData) {
  const tables: Readonly<Record<string, readonly StoredRow[] | undefined>> = data;
  return submissions.flatMap((submission) => (tables[submission.exportName] ?? []).map((row) => ({ submission, row })));
}

function erasureText(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${tableLabels[table] ?? table}: ${count}`);
  return parts.length ? parts.join(', ') : 'Nothing was stored';
}

function LookupResult({
  session,
  email,
  data,
  confirmError,
}: {
  session: AdminSession;
  email: string;
  data: PersonalData;
  confirmError?: string;
}) {
  const tables: [string, readonly unknown[]][] = Object.entries(data);
  const items = theirSubmissions(data);
  const learners = data.training_users ?? [];
  const found = tables.filter(([, rows]) => rows.length > 0);
  return (
    <AdminSection
      headingId="found-heading"
      title={<>What we hold about {email}</>}
      className="card mt-6"
      headingClassName="break-anywhere text-xl font-bold"
    >
      {found.length === 0 ? (
        <p className="mt-2 text-muted" role="status">
          Nothing is stored about this address.
        </p>
      ) : (
        <>
          <table className="mt-4 text-left text-sm">
            <ColumnHeads columns={['Where', 'Rows']} />
            <tbody>
              {found.map(([table, rows]) => (
                <tr key={table} className="border-t border-stone-200">
                  <td className="py-2 pr-6">{tableLabels[table]}</td>
                  <td className="py-2" data-table={table}>
                    {rows.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {items.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">Their submissions</h3>
              <ul className="mt-2 list-disc pl-5">
                {items.map((item) => {
                  const id = itemId(item);
                  return (
                    <li key={`${item.submission.kind}:${id}`}>
                      <a className="text-brand-800 underline" href={`/admin/items/${item.submission.kind}/${id}`}>
                        {item.submission.label} {id.slice(0, 8)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          {learners.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold">Their Training Academy account</h3>
              <ul className="mt-2 list-disc pl-5">
                {learners.map((learner) => (
                  <li key={String(learner.id)}>
                    <a className="text-brand-800 underline" href={`/admin/learners/${String(learner.id)}`}>
                      Learner {String(learner.id)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <form method="post" action="/admin/data-requests/export" className="mt-6">
        <CsrfField session={session} />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="btn-outline">
          Download everything as JSON
        </button>
      </form>
      {found.length > 0 ? (
        <form method="post" action="/admin/data-requests/erase" className="mt-8 rounded-xl border-2 border-red-700 p-4">
          <h3 className="font-semibold text-red-900">Erase all of it</h3>
          <p className="mt-1 text-sm text-muted">
            This deletes every row listed above and cannot be undone. The audit trail will record the erasure, without
            the address.
          </p>
          {(data.training_certificates ?? []).length > 0 ? (
            <p className="mt-1 text-sm text-muted">
              Their training certificates are withdrawn rather than deleted: anyone checking a certificate number is
              told it was withdrawn, and no name is shown.
            </p>
          ) : null}
          <CsrfField session={session} />
          <input type="hidden" name="email" value={email} />
          <label htmlFor="erase-confirmation" className="field-label mt-4">
            Type the email address again to confirm
          </label>
          <input
            id="erase-confirmation"
            name="confirmation"
            type="text"
            autoComplete="off"
            className="field-input"
            {...errorAria('erase-confirmation', confirmError)}
          />
          <FieldMessage id="erase-confirmation" error={confirmError} />
          <button type="submit" className="btn-base mt-4 bg-red-700 text-white hover:bg-red-900">
            Erase all
          </button>
        </form>
      ) : null}
    </AdminSection>
  );
}

/** Subject access and erasure requests: find everything about an address, download it, erase it. */
export function DataRequestPage({
  session,
  erasures,
  lookup,
  lookupError,
  confirmError,
  erased,
}: DataRequestPageProps) {
  return (
    <AdminDocument title="Data requests" session={session} place={{ section: 'data-requests' }}>
      <h1 className="section-title">Data requests</h1>
      <p className="section-intro max-w-3xl">
        When someone asks what we hold about them, or asks us to erase it, look up their email address here. Addresses
        match whatever their capitals or spaces.
      </p>
      {erased !== undefined ? (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          Erased {erased} {erased === 1 ? 'row' : 'rows'}. The audit trail records the erasure without the address.
        </p>
      ) : null}
      <form method="post" action="/admin/data-requests" className="card mt-6 max-w-xl" noValidate>
        <CsrfField session={session} />
        <label htmlFor="data-request-email" className="field-label">
          Email address
        </label>
        <input
          id="data-request-email"
          name="email"
          type="email"
          required
          defaultValue={lookup?.email ?? ''}
          className="field-input"
          {...errorAria('data-request-email', lookupError)}
        />
        <FieldMessage id="data-request-email" error={lookupError} />
        <button type="submit" className="btn-primary mt-4">
          Find their data
        </button>
      </form>
      {lookup ? (
        <LookupResult session={session} email={lookup.email} data={lookup.data} confirmError={confirmError} />
      ) : null}
      <AdminSection headingId="erasures-heading" title="Erasures so far" className="card mt-6">
        {erasures.length ? (
          <table className="mt-4 w-full text-left text-sm">
            <ColumnHeads columns={['When', 'Who', 'What was erased']} />
            <tbody>
              {erasures.map((erasure, index) => (
                <tr key={index} className="border-t border-stone-200">
                  <td className="whitespace-nowrap py-2 pr-4">
                    <time dateTime={isoDateTime(erasure.createdAt)}>{formatDateTime(erasure.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-4">{erasure.actor}</td>
                  <td className="py-2">{erasureText(erasure.counts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-muted">No erasures yet.</p>
        )}
      </AdminSection>
    </AdminDocument>
  );
}
