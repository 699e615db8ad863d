import type { RetentionHealth } from './retention-health';
import { formatDateTime } from '../../lib/uk-date';

/** The daily clean-up's health, shown only when the owner needs to act (or it has never run). */
export function RetentionNotice({ health }: { health: RetentionHealth }) {
  if (health.state === 'ok') return null;
  if (health.state === 'overdue' && health.lastRun === null) {
    return (
      <div
        role="status"
        data-retention="never"
        className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
      >
        <p className="font-semibold">The daily data clean-up has not run on this database yet</p>
        <p className="mt-1">
          It runs daily at 03:15 UTC and deletes data past its retention period. If this notice is still here after
          then, check that the Worker's daily cron trigger is set up.
        </p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-retention={health.state}
      className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">The daily data clean-up needs attention</p>
      <p className="mt-1">
        {health.state === 'failed'
          ? `The run at ${formatDateTime(health.at)} failed (${health.error}), so data past its retention period may still be stored. It tries again tomorrow; if it fails again, check the Worker's logs and D1.`
          : `No run has been recorded since ${health.lastRun ? formatDateTime(health.lastRun) : 'the start'}. Check that the Worker's daily cron trigger is set up.`}
      </p>
    </div>
  );
}
