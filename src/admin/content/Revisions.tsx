import { formatDateTime } from '../../lib/uk-date';
import { AdminSection } from '../ui/AdminSection';
import type { Revision } from './item-reads';
import { statusLabels } from './status-labels';

/** Every save of an item, newest first, each linked to its page (where it can be restored), with who saved it. */
export function Revisions({
  revisions,
  revisionHref,
  addressOf,
}: {
  revisions: readonly Revision[];
  revisionHref: (version: number) => string;
  /** For items with an address of their own (posts): where the revision was shown. */
  addressOf?: (revision: Revision) => string;
}) {
  return (
    <AdminSection headingId="revisions-heading" title="Revisions" className="card mt-6">
      <p className="mt-1 text-muted">Every save is kept. Open one to see it whole or to restore it.</p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Revisions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved</th>
            <th scope="col">By</th>
            <th scope="col">Status</th>
            {addressOf ? <th scope="col">Address</th> : null}
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => (
            <tr key={revision.version} className="border-t border-stone-200">
              <td>
                {/* A row's own height for the link: rows sit closer than 24 px apart, too close for small targets (WCAG 2.5.8). */}
                <a className="inline-block py-1 underline" href={revisionHref(revision.version)}>
                  Version {revision.version}
                </a>
              </td>
              <td>{formatDateTime(revision.savedAt)}</td>
              <td>{revision.savedBy}</td>
              <td>{statusLabels[revision.status]}</td>
              {addressOf ? <td>{addressOf(revision)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </AdminSection>
  );
}
