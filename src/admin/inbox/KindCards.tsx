import { inboxQueryString } from './filters';
import type { KindCount } from './inbox-query';
import { type SubmissionKind, submissions } from '../../submissions/registry';

/**
 * One card per kind, each a link to the inbox filtered by it: how many are
 * new (never opened), how many there are, and for kinds that wait on the
 * owner, how many are in that status. Cards in a row are one height.
 */
export function KindCards({
  counts,
  current,
}: {
  counts: Record<SubmissionKind, KindCount>;
  current: SubmissionKind | null;
}) {
  return (
    <nav aria-label="Kinds of submission" className="mt-6">
      <ul className="grid auto-rows-fr gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {submissions.map(({ kind, plural }) => {
          const { fresh, total, toActOn } = counts[kind];
          return (
            <li key={kind}>
              <a
                href={`/admin/inbox${inboxQueryString({ kind, status: null, search: '' })}`}
                aria-current={current === kind ? 'true' : undefined}
                className={`block h-full rounded-xl border bg-white p-4 hover:border-brand-700 ${current === kind ? 'border-brand-700 ring-2 ring-brand-200' : 'border-stone-200'}`}
              >
                <span className="block font-semibold text-ink">{plural}</span>
                <span className="mt-1 block text-sm text-muted">
                  <strong className="text-brand-800" data-new-count={kind}>
                    {fresh}
                  </strong>{' '}
                  new · {total} in all
                </span>
                {toActOn === null ? null : (
                  <span className="block text-sm text-muted" data-to-act-on={kind}>
                    {toActOn} to act on
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
