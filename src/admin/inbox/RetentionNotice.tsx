import type { RetentionHealth } from './retention-health';
import { formatDateTime } from '../../lib/uk-date';

/** Who the owner turns to: the back office never asks them to look at servers or settings. */
const TELL_SOMEONE = 'tell whoever looks after the website';

/**
 * The nightly clear-out of old enquiries (what the privacy policy promises), shown only when it has not happened:
 * in the owner's words, saying nothing is lost and what to do if it lasts.
 */
export function RetentionNotice({ health }: { health: RetentionHealth }) {
  if (health.state === 'ok') return null;
  if (health.state === 'overdue' && health.lastRun === null) {
    return (
      <div
        role="status"
        data-retention="never"
        className="mt-4 rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-brand-900"
      >
        <p className="font-semibold">Old enquiries have not been cleared out yet</p>
        <p className="mt-1">
          Each night the website deletes enquiries, bookings and sign-ups older than our privacy policy allows; the
          first clear-out has not happened yet. Nothing is lost. If this message is still here tomorrow, {TELL_SOMEONE}.
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
      <p className="font-semibold">Old enquiries are being kept too long</p>
      <p className="mt-1">
        {health.state === 'failed'
          ? `The nightly clear-out on ${formatDateTime(health.at)} did not finish, so some old enquiries are kept longer than our privacy policy says. Nothing is lost, and it tries again tonight. If this message is still here tomorrow, ${TELL_SOMEONE} and give them this: ${health.error}.`
          : `Old enquiries have not been cleared out since ${health.lastRun ? formatDateTime(health.lastRun) : 'the website started'}: they are kept longer than our privacy policy says. Nothing is lost; if this message stays for more than a day, ${TELL_SOMEONE}.`}
      </p>
    </div>
  );
}
