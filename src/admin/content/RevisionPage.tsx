import type { AdminSession } from '../../auth/admin-env';
import { formatDateTime } from '../../lib/uk-date';
import { AdminDocument } from '../ui/AdminDocument';
import { CsrfField } from '../ui/CsrfField';
import type { Revision } from './item-reads';
import { statusLabels } from './status-labels';

/** One revision of an item, whole, with Restore: its words come back as a new version; the status stays. */
export function RevisionPage({
  session,
  item,
  revision,
  rows,
}: {
  session: AdminSession;
  /** The item now: its title, editor address and version. */
  item: { title: string; href: string; version: number };
  revision: Revision;
  /** Each field's label and its value in this revision, in the form's order. */
  rows: readonly (readonly [label: string, value: string])[];
}) {
  return (
    <AdminDocument
      title={`Version ${revision.version}: ${item.title}`}
      session={session}
      place={{ section: 'content', within: true }}
    >
      <p>
        <a className="underline" href={item.href}>
          Back to {item.title}
        </a>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">Version {revision.version}</h1>
      <p className="mt-2 text-muted">
        Saved {formatDateTime(revision.savedAt)} by {revision.savedBy}, {statusLabels[revision.status].toLowerCase()}{' '}
        then. It is now at version {item.version}.
      </p>
      {revision.version === item.version ? (
        <p className="mt-4">This is the current version.</p>
      ) : (
        <form method="post" action={`${item.href}/revisions/${revision.version}/restore`} className="mt-4">
          <CsrfField session={session} />
          <input type="hidden" name="version" value={item.version} />
          <button type="submit" className="btn-primary">
            Restore version {revision.version}
          </button>
        </form>
      )}
      <dl className="card mt-6 grid gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-wrap break-words">{value || '(empty)'}</dd>
          </div>
        ))}
      </dl>
    </AdminDocument>
  );
}
