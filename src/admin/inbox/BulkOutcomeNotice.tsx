import type { BulkOutcome } from './bulk-status';
import { statusLabel } from '../../submissions/registry';
import { BulletList } from '../../ui/BulletList';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** After a bulk status change: how many items changed, how many were skipped, and why. */
export function BulkOutcomeNotice({ outcome }: { outcome: BulkOutcome }) {
  const status = statusLabel(outcome.to);
  const skipped = outcome.notAllowed + outcome.stale + outcome.gone;
  const reasons = [
    outcome.notAllowed
      ? `${items(outcome.notAllowed)} whose kind or current status does not allow a move to ${status}`
      : null,
    outcome.stale ? `${items(outcome.stale)} someone else changed after the page was shown` : null,
    outcome.gone ? `${items(outcome.gone)} no longer stored` : null,
  ].filter((reason) => reason !== null);
  return (
    <div
      role="status"
      data-bulk-outcome=""
      className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
    >
      <p className="font-semibold">
        {outcome.changed ? `Changed ${items(outcome.changed)} to ${status}.` : `No item was changed to ${status}.`}{' '}
        {skipped ? `Skipped ${items(skipped)}:` : 'None was skipped.'}
      </p>
      {reasons.length ? <BulletList items={reasons} className="mt-1 list-disc pl-5" /> : null}
    </div>
  );
}
