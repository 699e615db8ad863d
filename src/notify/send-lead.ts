/**
 * Sends the email of one outbox row, at most once: the row is claimed with a
 * conditional UPDATE first, so a second delivery of the same queue message
 * finds it no longer pending and sends nothing.
 */
import { ITEM_KIND } from '../db/item-kinds';
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { findItem } from '../submissions/items';
import { submissionOf } from '../submissions/registry';
import { deliver, type OutgoingMessage } from './deliver';
import { isLeadItem } from './lead-items';
import { composeLeadEmail } from './lead-email';
import { type Claim, claimRow, markAttemptFailed, markHeld, markSent, markSkipped } from './outbox';
import { parseBookingMessage } from './booking-messages';
import { composeOwnerChangeEmail, composeVisitorBookingEmail } from './booking-email';
import { bookingLinkFor } from '../submissions/consultation-booking/booking-links';
import { bookingLinks, consultationBookings } from '../db/schema';
import { eq } from 'drizzle-orm';
import { siteOrigin } from '../content/site-origin';
import { composeAgendaFor } from './agenda';
import { composeRenewalFor } from '../jobs/certificate-renewals';
import { academyComposers } from '../academy/academy-composers';
import type { Composer } from './composer';

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

/** Claims, composes from the item row, sends through NOTIFY_EMAIL (links at SITE_ORIGIN), and records the outcome on the row. */
export async function sendLeadNotification(
  db: Database,
  env: Pick<Bindings, 'NOTIFY_EMAIL' | 'SITE_ORIGIN' | 'SIGNING_SECRET'>,
  outboxId: string,
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const binding = env.NOTIFY_EMAIL;
  const claim = await claimRow(db, outboxId, now());
  if (!claim) return { result: 'not-claimed' };
  try {
    const email = await composeFor(db, claim, siteOrigin(env), now(), env.SIGNING_SECRET);
    if (!email) {
      // Erased (data request or retention) before it could be sent, or no longer true (a reminder for a slot given up, for a certificate renewed or revoked).
      await markSkipped(db, claim.claimId, null, now());
      console.log(`notification_skipped outbox=${outboxId}`);
      return { result: 'skipped' };
    }
    if (!binding) throw new NoEmailBindingError();
    const delivery = await deliver(binding, email, { db, now: now(), secret: env.SIGNING_SECRET, released: claim.releasedAt !== null });
    if ('held' in delivery) {
      await markHeld(db, claim.claimId, delivery.held, now());
      console.log(`notification_held outbox=${outboxId} kind=${claim.itemKind} reason=${delivery.held}`);
      return { result: 'held' };
    }
  } catch (error) {
    const outcome = await markAttemptFailed(db, claim, errorClass(error), now());
    console.error(`notification_attempt_failed outbox=${outboxId} attempt=${claim.attempts} ${errorClass(error)} next=${outcome.status}`);
    return outcome.status === 'failed' ? { result: 'failed' } : { result: 'retry', retryInSeconds: outcome.retryInSeconds };
  }
  await markSent(db, claim.claimId, now());
  console.log(`notification_sent outbox=${outboxId} kind=${claim.itemKind} attempt=${claim.attempts}`);
  return { result: 'sent' };
}

/** A booking's messages to the visitor and the owner; the visitor's carries the booking's one private link, derived from its id. */
const composeBookingFor: Composer = async (db, claim, origin, now, secret) => {
  const about = parseBookingMessage(claim.message);
  const [row] = about ? await db.select().from(consultationBookings).where(eq(consultationBookings.id, claim.itemId)) : [];
  if (!about || !row) return null;
  if (about.type === 'owner-changed') return composeOwnerChangeEmail(row, origin);
  const link = await bookingLinkFor(secret, row.id);
  const email = composeVisitorBookingEmail(row, about, `${origin}${link.page}`, now);
  // Stored with the booking already; a booking from before links were derived gets its one row here.
  if (email) await db.insert(bookingLinks).values({ tokenHash: link.tokenHash, bookingId: row.id, createdAt: now }).onConflictDoNothing();
  return email;
};

/** Every email that is not an item's lead, by the row's item kind: each composes from what it is about, as it is now. */
const composers: ReadonlyMap<string, Composer> = new Map<string, Composer>([
  [ITEM_KIND.agenda, (db, claim, origin, now) => composeAgendaFor(db, claim.itemId, origin, now)],
  [ITEM_KIND.certificate, (db, claim, origin, now) => composeRenewalFor(db, claim.itemId, claim.message, origin, now)],
  [ITEM_KIND.booking, composeBookingFor],
  ...Object.entries(academyComposers),
]);

/**
 * The email of a claimed row, composed from its item (or, for the owner's
 * agenda, its day; for a renewal reminder, the certificate; for an Academy
 * email, its learner, invitation or registration) as it is now; null when
 * there is nothing to send. Links in it are minted here, so a token exists
 * only once its email is about to go, and never in the outbox.
 */
async function composeFor(db: Database, claim: Claim, origin: string, now: Date, secret: string | undefined): Promise<OutgoingMessage | null> {
  if (claim.message === 'lead') {
    const submission = submissionOf(claim.itemKind);
    const item = submission ? await findItem(db, submission, claim.itemId) : null;
    return item && isLeadItem(item) ? composeLeadEmail(item, origin) : null;
  }
  const compose = composers.get(claim.itemKind);
  return compose ? compose(db, claim, origin, now, secret) : null;
}

/** The Worker has no NOTIFY_EMAIL binding: a configuration error, retried like any failure so the owner sees it. */
export class NoEmailBindingError extends Error {
  override name = 'NoEmailBinding';
}
