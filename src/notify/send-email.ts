/**
 * Sends the email of one outbox row, at most once: the row is claimed with a
 * conditional UPDATE first, so a second delivery of the same queue message
 * finds it no longer pending and sends nothing. Its kind (emails/) composes
 * it from what it is about, as it is now, and names the binding it goes
 * through and how hard it is retried.
 */
import { siteOrigin } from '../content/site-origin';
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { deliver } from './deliver';
import { emailKindOf } from './emails';
import { claimRow, markAttemptFailed, markHeld, markSent, markSkipped } from './outbox';

type SendOutcome =
  | { result: 'sent' }
  /** Not pending: sent already, being sent by another delivery, failed, or no such row. */
  | { result: 'not-claimed' }
  | { result: 'skipped' }
  /** Over the recipient's email limit: kept for the owner's Send. */
  | { result: 'held' }
  | { result: 'retry'; retryInSeconds: number }
  | { result: 'failed' };

const errorClass = (error: unknown) => (error instanceof Error ? error.name : 'UnknownError');

/** Claims, composes, sends through the kind's binding (links at SITE_ORIGIN), and records the outcome on the row. */
export async function sendOutboxEmail(
  db: Database,
  env: Pick<Bindings, 'NOTIFY_EMAIL' | 'ADMIN_EMAIL' | 'SITE_ORIGIN' | 'SIGNING_SECRET'>,
  outboxId: string,
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const claim = await claimRow(db, outboxId, now());
  if (!claim) return { result: 'not-claimed' };
  const kind = emailKindOf(claim);
  const skip = async () => {
    await markSkipped(db, claim.claimId, null, now());
    console.log(`notification_skipped outbox=${outboxId}`);
    return { result: 'skipped' } as const;
  };
  // No kind sends it alone (a digest row is sent with the digest).
  if (!kind?.compose) return skip();
  try {
    const binding = env[kind.sender];
    // Before composing: a kind that mints a link would otherwise mint one for every failed attempt.
    if (!binding) throw new NoEmailBindingError();
    const email = await kind.compose(claim, { db, origin: siteOrigin(env), now: now(), secret: env.SIGNING_SECRET });
    // Erased (data request or retention) before it could be sent, or no longer true (a reminder for a slot given up, for a certificate renewed or revoked).
    if (!email) return await skip();
    const delivery = await deliver(binding, email, {
      db,
      now: now(),
      secret: env.SIGNING_SECRET,
      released: claim.releasedAt !== null,
    });
    if ('held' in delivery) {
      await markHeld(db, claim.claimId, delivery.held, now());
      console.log(`notification_held outbox=${outboxId} kind=${claim.itemKind} reason=${delivery.held}`);
      return { result: 'held' };
    }
  } catch (error) {
    const outcome = await markAttemptFailed(db, claim, errorClass(error), now(), kind.retry);
    console.error(
      `notification_attempt_failed outbox=${outboxId} attempt=${claim.attempts} ${errorClass(error)} next=${outcome.status}`,
    );
    return outcome.status === 'failed'
      ? { result: 'failed' }
      : { result: 'retry', retryInSeconds: outcome.retryInSeconds };
  }
  await markSent(db, claim.claimId, now());
  console.log(`notification_sent outbox=${outboxId} kind=${claim.itemKind} attempt=${claim.attempts}`);
  return { result: 'sent' };
}

/** The Worker has no binding for the kind's sender: a configuration error, retried like any failure so the owner sees it. */
export class NoEmailBindingError extends Error {
  override name = 'NoEmailBinding';
}
