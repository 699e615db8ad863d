/**
 * Sends the email of one outbox row, at most once: the row is claimed with a
 * conditional UPDATE first, so a second delivery of the same queue message
 * finds it no longer pending and sends nothing.
 */
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { findItem } from '../submissions/items';
import { submissionOf } from '../submissions/registry';
import { deliver, type OutgoingMessage } from './deliver';
import { isLeadItem } from './lead-items';
import { composeLeadEmail } from './lead-email';
import { type Claim, claimRow, markAttemptFailed, markSent, markSkipped } from './outbox';
import { parseBookingMessage } from './booking-messages';
import { composeOwnerChangeEmail, composeVisitorBookingEmail } from './booking-email';
import { newBookingLink } from '../features/booking/booking-links';
import { bookingLinks, consultationBookings } from '../db/schema';
import { eq } from 'drizzle-orm';
import { siteOrigin } from '../content/site-origin';
import { AGENDA_ITEM_KIND, composeAgendaFor } from './agenda';
import { CERTIFICATE_ITEM_KIND } from '../academy/learner-erasure';
import { composeRenewalFor } from './renewals';

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
    const email = await composeFor(db, claim, siteOrigin(env), now());
    if (!email) {
      // Erased (data request or retention) before it could be sent, or no longer true (a reminder for a slot given up, for a certificate renewed or revoked).
      await markSkipped(db, claim.claimId, null, now());
      console.log(`notification_skipped outbox=${outboxId}`);
      return { result: 'skipped' };
    }
    if (!binding) throw new NoEmailBindingError();
    await deliver(binding, email);
  } catch (error) {
    const outcome = await markAttemptFailed(db, claim, errorClass(error), now());
    console.error(`notification_attempt_failed outbox=${outboxId} attempt=${claim.attempts} ${errorClass(error)} next=${outcome.status}`);
    return outcome.status === 'failed' ? { result: 'failed' } : { result: 'retry', retryInSeconds: outcome.retryInSeconds };
  }
  await markSent(db, claim.claimId, now());
  console.log(`notification_sent outbox=${outboxId} kind=${claim.itemKind} attempt=${claim.attempts}`);
  return { result: 'sent' };
}

/**
 * The email of a claimed row, composed from its item (or, for the owner's
 * agenda, its day; for a renewal reminder, the certificate) as it is now; null when there is nothing to send. A visitor's email gets a private link of its own,
 * stored (as a hash) only once the email is known to go.
 */
async function composeFor(db: Database, claim: Claim, origin: string, now: Date): Promise<OutgoingMessage | null> {
  if (claim.itemKind === AGENDA_ITEM_KIND) return composeAgendaFor(db, claim.itemId, origin, now);
  if (claim.itemKind === CERTIFICATE_ITEM_KIND) return composeRenewalFor(db, claim.itemId, claim.message, origin, now);
  if (claim.message === 'lead') {
    const submission = submissionOf(claim.itemKind);
    const item = submission ? await findItem(db, submission, claim.itemId) : null;
    return item && isLeadItem(item) ? composeLeadEmail(item, origin) : null;
  }
  const about = parseBookingMessage(claim.message);
  const [row] = about && claim.itemKind === 'booking' ? await db.select().from(consultationBookings).where(eq(consultationBookings.id, claim.itemId)) : [];
  if (!about || !row) return null;
  if (about.type === 'owner-changed') return composeOwnerChangeEmail(row, origin);
  const link = await newBookingLink();
  const email = composeVisitorBookingEmail(row, about, `${origin}${link.page}`, now);
  if (email) await db.insert(bookingLinks).values({ tokenHash: link.tokenHash, bookingId: row.id, createdAt: now });
  return email;
}

/** The Worker has no NOTIFY_EMAIL binding: a configuration error, retried like any failure so the owner sees it. */
export class NoEmailBindingError extends Error {
  override name = 'NoEmailBinding';
}
