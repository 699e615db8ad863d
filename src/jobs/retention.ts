import { and, isNotNull, lt } from 'drizzle-orm';
import { atomicBatch, type Statement } from '../db/atomic-batch';
import { database, type Database } from '../db/client';
import { auditEvents } from '../db/schema/back-office';
import { consultationBookings } from '../db/schema/submissions';
import { childrenFirst, erasureStatements } from '../notify/personal-data';
import { expiredFiguresStatements } from './retention-figures';

/** The audit trail's records of each run, read by the back office. */
export const RETENTION_RUN = 'retention_run';
export const RETENTION_FAILED = 'retention_failed';

/**
 * Deletes every row of personal data past the period the privacy policy
 * states, table by table as the one list says (notify/personal-data.ts): each
 * kind of submission by its own period, expired sessions and sign-in links,
 * accounts switched off long ago, notes, opened marks, private links and
 * emails whose item is gone, old audit and outbox records, registrations
 * never confirmed, the per-recipient email counts; and Training Academy
 * learners long inactive, erased as a data request erases them (certificates
 * withdrawn). Parents go first, so a row kept as long as its parent goes in
 * the same run. The owner's daily figures past their months go in the same
 * batch (retention-figures.ts). One atomic batch; returns the rows deleted
 * (and certificates withdrawn). Before it, a booking's client hash is cleared once its
 * consultation has passed (not counted).
 */
export async function deleteExpiredSubmissions(d1: D1Database, now: Date = new Date()): Promise<number> {
  const db = database(d1);
  // Only upcoming slots are counted per client (site/booking/booking-hold.ts): once the consultation has passed, the hash has no use.
  await db
    .update(consultationBookings)
    .set({ clientHash: null })
    .where(and(isNotNull(consultationBookings.clientHash), lt(consultationBookings.slotStartsAt, now)));
  const statements = [
    ...[...childrenFirst].reverse().flatMap((entry): Statement[] => {
      const expired = entry.expired(now);
      return [
        ...(entry.inactive ? erasureStatements(db, entry.inactive(now), now) : []),
        ...(expired ? [db.delete(entry.table).where(expired)] : []),
      ];
    }),
    ...expiredFiguresStatements(db, now),
  ];
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results = await atomicBatch(db, [first, ...rest]);
  return results.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}

/**
 * The daily run: deletes what is due and records how it went in the audit
 * trail, so the back office can show a failed (or missing) run to the owner.
 * Only counts and the error's class are recorded, never what was deleted.
 */
export async function runRetention(d1: D1Database, now: Date = new Date()): Promise<void> {
  const db: Database = database(d1);
  const record = (action: string, detail: string) => db.insert(auditEvents).values({ action, detail, createdAt: now });
  try {
    const deleted = await deleteExpiredSubmissions(d1, now);
    console.log(`retention deleted=${deleted}`);
    await record(RETENTION_RUN, JSON.stringify({ deleted }));
  } catch (error) {
    const kind = error instanceof Error ? error.name : 'unknown';
    console.error(`retention_failed ${kind}`);
    // If even this cannot be written, the back office sees no recent run and says so.
    await record(RETENTION_FAILED, JSON.stringify({ error: kind })).catch(() => undefined);
  }
}
