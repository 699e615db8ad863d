/**
 * Sends the email of one outbox row, at most once: the row is claimed with a
 * conditional UPDATE first, so a second delivery of the same queue message
 * finds it no longer pending and sends nothing.
 */
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { findItem } from '../submissions/items';
import { submissionOf } from '../submissions/registry';
import { deliver } from './deliver';
import { isLeadItem } from './lead-items';
import { composeLeadEmail } from './lead-email';
import { claimRow, markAttemptFailed, markSent, markSkipped } from './outbox';
import { siteOrigin } from './site-origin';

type SendOutcome =
  | { result: 'sent' }
  /** Not pending: sent already, being sent by another delivery, failed, or no such row. */
  | { result: 'not-claimed' }
  | { result: 'skipped' }
  | { result: 'retry'; retryInSeconds: number }
  | { result: 'failed' };

const errorClass = (error: unknown) => (error instanceof Error ? error.name : 'UnknownError');

/** Claims, composes from the item row, sends through NOTIFY_EMAIL (links at SITE_ORIGIN), and records the outcome on the row. */
export async function sendLeadNotification(
  db: Database,
  env: Pick<Bindings, 'NOTIFY_EMAIL' | 'SITE_ORIGIN'>,
  outboxId: string,
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const binding = env.NOTIFY_EMAIL;
  const claim = await claimRow(db, outboxId, now());
  if (!claim) return { result: 'not-claimed' };
  try {
    const submission = submissionOf(claim.itemKind);
    const item = submission ? await findItem(db, submission, claim.itemId) : null;
    if (!item || !isLeadItem(item)) {
      // Erased (data request or retention) before it could be sent, or a row of another channel: nothing to say.
      await markSkipped(db, claim.claimId, null, now());
      console.log(`notification_skipped outbox=${outboxId}`);
      return { result: 'skipped' };
    }
    if (!binding) throw new NoEmailBindingError();
    await deliver(binding, composeLeadEmail(item, outboxId, siteOrigin(env)));
  } catch (error) {
    const outcome = await markAttemptFailed(db, claim, errorClass(error), now());
    console.error(`notification_attempt_failed outbox=${outboxId} attempt=${claim.attempts} ${errorClass(error)} next=${outcome.status}`);
    return outcome.status === 'failed' ? { result: 'failed' } : { result: 'retry', retryInSeconds: outcome.retryInSeconds };
  }
  await markSent(db, claim.claimId, now());
  console.log(`notification_sent outbox=${outboxId} kind=${claim.itemKind} attempt=${claim.attempts}`);
  return { result: 'sent' };
}

/** The Worker has no NOTIFY_EMAIL binding: a configuration error, retried like any failure so the owner sees it. */
export class NoEmailBindingError extends Error {
  override name = 'NoEmailBinding';
}
