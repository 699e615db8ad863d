/**
 * Sends the daily digest: claims every pending digest row in one UPDATE (so
 * two runs never list the same row twice), reads the items, sends one email
 * and marks the rows sent. A failed send puts the rows back to pending, due
 * later, and the queue retries; after the last attempt they are failed and
 * shown in /admin with Retry. Rows whose item was erased meanwhile are skipped.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Bindings } from '../env';
import { notificationOutbox } from '../db/schema/notifications';
import { itemId, itemsWithIds } from '../submissions/items';
import { submissions } from '../submissions/registry';
import { deliver } from './deliver';
import { composeDigestEmail, digestEmail } from './emails/digest';
import type { DigestItem } from './lead-items';
import { chunks, claimPending, markSent, markSkipped } from './outbox';
import { DIGEST_LIMIT, retryDelaySeconds } from './retry-policy';
import { NoEmailBindingError } from './send-email';
import { siteOrigin } from '../content/site-origin';

type DigestOutcome =
  | { result: 'nothing' }
  | { result: 'sent'; rows: number; more: boolean }
  | { result: 'skipped'; more: boolean }
  | { result: 'retry'; retryInSeconds: number }
  | { result: 'failed' };

interface ClaimedRow {
  id: string;
  itemKind: string;
  itemId: string;
  attempts: number;
}

async function claimDigestRows(db: Database, claimId: string, now: Date): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.channel, 'digest'), eq(notificationOutbox.status, 'pending')))
    .orderBy(asc(notificationOutbox.createdAt))
    .limit(DIGEST_LIMIT);
  return claimPending(db, inArray(notificationOutbox.id, due), claimId, now);
}

async function loadItems(db: Database, rows: ClaimedRow[]): Promise<DigestItem[]> {
  const items: DigestItem[] = [];
  for (const submission of submissions) {
    const ids = rows.filter((row) => row.itemKind === submission.kind).map((row) => row.itemId);
    for (const chunk of chunks(ids)) items.push(...(await itemsWithIds(db, submission, chunk, 'oldest')));
  }
  return items;
}

/** Back to pending (due after the delay) or, for rows out of attempts, failed. */
async function releaseAfterFailure(
  db: Database,
  claimId: string,
  rows: ClaimedRow[],
  errorClass: string,
  now: Date,
): Promise<DigestOutcome> {
  const released = { claimId: null, claimedAt: null, lastError: errorClass.slice(0, 100), updatedAt: now };
  const ofClaim = and(eq(notificationOutbox.claimId, claimId), eq(notificationOutbox.status, 'sending'));
  const { retry } = digestEmail;
  const stillTrying = rows.filter((row) => row.attempts < retry.maxAttempts);
  const retryInSeconds = retryDelaySeconds(Math.max(0, ...stillTrying.map((row) => row.attempts)), retry);
  await db.batch([
    db
      .update(notificationOutbox)
      .set({ ...released, status: 'failed' })
      .where(and(ofClaim, gte(notificationOutbox.attempts, retry.maxAttempts))),
    db
      .update(notificationOutbox)
      .set({ ...released, status: 'pending', nextAttemptAt: new Date(now.getTime() + retryInSeconds * 1000) })
      .where(ofClaim),
  ]);
  return stillTrying.length > 0 ? { result: 'retry', retryInSeconds } : { result: 'failed' };
}

/** Sends through the digest's binding, with links at SITE_ORIGIN. */
export async function sendDigest(
  db: Database,
  env: Pick<Bindings, 'NOTIFY_EMAIL' | 'ADMIN_EMAIL' | 'SITE_ORIGIN' | 'SIGNING_SECRET'>,
  now: () => Date = () => new Date(),
): Promise<DigestOutcome> {
  const binding = env[digestEmail.sender];
  const claimId = crypto.randomUUID();
  const rows = await claimDigestRows(db, claimId, now());
  if (rows.length === 0) return { result: 'nothing' };
  const more = rows.length === DIGEST_LIMIT;
  try {
    const items = await loadItems(db, rows);
    const found = new Set(items.map(itemId));
    const gone = rows.filter((row) => !found.has(row.itemId)).map((row) => row.itemId);
    for (const ids of chunks(gone)) await markSkipped(db, claimId, ids, now());
    if (items.length === 0) return { result: 'skipped', more };
    if (!binding) throw new NoEmailBindingError();
    // To the business's own address, which the recipient limit never holds.
    const delivery = await deliver(binding, composeDigestEmail(items, siteOrigin(env)), {
      db,
      now: now(),
      secret: env.SIGNING_SECRET,
    });
    if ('held' in delivery) throw new Error(`digest_held_${delivery.held}`);
  } catch (error) {
    const errorClass = error instanceof Error ? error.name : 'UnknownError';
    const outcome = await releaseAfterFailure(db, claimId, rows, errorClass, now());
    console.error(`digest_attempt_failed rows=${rows.length} ${errorClass} next=${outcome.result}`);
    return outcome;
  }
  await markSent(db, claimId, now());
  console.log(`digest_sent rows=${rows.length}`);
  return { result: 'sent', rows: rows.length, more };
}
