import { and, eq, isNotNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { learnerErasureStatements } from '../academy/learner-erasure';
import { deleteExpiredRegistrations } from '../auth/learner-registrations';
import { expiredEmails } from '../notify/emails';
import { EMAIL_DELIVERY_RETENTION_MS } from '../notify/recipient-limit';
import { siteConfig } from '../content/site-config';
import { database, type Database } from '../db/client';
import {
  adminNotes,
  auditEvents,
  bookingLinks,
  consultationBookings,
  emailDeliveries,
  learnerSignInLinks,
  notificationOutbox,
  openedItems,
  sessions,
  signInLinks,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingTeamInvitations,
  trainingUsers,
  userAccess,
  users,
} from '../db/schema';
import { itemGone } from '../submissions/personal-data';
import { submissions } from '../submissions/registry';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit trail's records of each run, read by the back office. */
export const RETENTION_RUN = 'retention_run';
export const RETENTION_FAILED = 'retention_failed';

/**
 * Training Academy accounts past retentionDays.learnerAccounts, as a subquery
 * of their ids: the latest of the learner's activity and the expiry of their
 * latest certificate still in force is older than the period. Activity is
 * the last sign-in (or, never signed in, the registration), the last move in
 * a module, the last quiz attempt and a live session (one in use is pushed
 * back as it is used, so a learner who stays signed in is never taken for
 * gone). A certificate that never expires counts from the day it was earned,
 * or no account holding one would ever be erased. Revoked certificates keep
 * nobody's account. The set cannot change within the batch: erasing these
 * learners touches only their own rows and their members' team columns,
 * never what decides who else is selected.
 */
function inactiveLearners(before: Date): SQL {
  const certificates = trainingCertificates;
  const learner = trainingUsers.id;
  const lastSeen = sql`coalesce(${trainingUsers.lastLoginAt}, ${trainingUsers.createdAt})`;
  const lastRead = sql`(select max(${trainingProgress.lastAccessed}) from ${trainingProgress} where ${trainingProgress.userId} = ${learner})`;
  const lastQuiz = sql`(select max(${trainingQuizAttempts.createdAt}) from ${trainingQuizAttempts} where ${trainingQuizAttempts.userId} = ${learner})`;
  const liveSession = sql`(select max(${sessions.expire}) from ${sessions}
    where json_extract(${sessions.sess}, '$.audience') = 'learner' and json_extract(${sessions.sess}, '$.learnerId') = ${learner})`;
  const lastCertificate = sql`(select max(coalesce(${certificates.expiryDate}, ${certificates.earnedDate}, ${certificates.createdAt})) from ${certificates}
    where ${certificates.userId} = ${learner} and ${certificates.isActive} = 1 and ${certificates.revokedAt} is null)`;
  const latest = sql`max(${lastSeen}, coalesce(${lastRead}, 0), coalesce(${lastQuiz}, 0), coalesce(${liveSession}, 0), coalesce(${lastCertificate}, 0))`;
  return sql`(select ${learner} from ${trainingUsers} where ${latest} < ${before.getTime()})`;
}

/**
 * Deletes every row of personal data past the period the privacy policy
 * states (siteConfig.retentionDays): each kind of submission by its age and
 * its own period (retentionDays in its module), expired sessions and
 * sign-in links, users switched off long enough ago, notes, notification
 * records (every message, the visitor's too), opened marks and private
 * booking links whose item is gone, old notification records in any state,
 * and old audit records; and in the Training Academy, learners long inactive
 * (erased as a data request erases them: certificates withdrawn), team
 * invitations long expired or accepted, and learners' used or expired
 * sign-in links, registrations never confirmed and the per-recipient email
 * counts. One atomic batch; returns the rows deleted (and
 * certificates withdrawn). Before it, a booking's client hash is cleared
 * once its consultation has passed (not counted).
 */
export async function deleteExpiredSubmissions(d1: D1Database, now: Date = new Date()): Promise<number> {
  const db = database(d1);
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const { retentionDays } = siteConfig;
  const disabledLongAgo = db
    .select({ id: userAccess.userId })
    .from(userAccess)
    .where(lt(userAccess.disabledAt, cutoff(retentionDays.disabledUsers)));
  // Only upcoming slots are counted per client (api/booking-hold.ts): once the consultation has passed, the hash has no use.
  await db
    .update(consultationBookings)
    .set({ clientHash: null })
    .where(and(isNotNull(consultationBookings.clientHash), lt(consultationBookings.slotStartsAt, now)));
  const results = await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)),
    ...submissions.map((submission) => db.delete(submission.table).where(lt(submission.columns.receivedAt, cutoff(submission.retentionDays)))),
    db.delete(signInLinks).where(lt(signInLinks.expiresAt, cutoff(retentionDays.signInLinks))),
    ...learnerErasureStatements(db, inactiveLearners(cutoff(retentionDays.learnerAccounts)), now),
    // An invitation holds the invited address: kept a while after it was accepted, or after it expired unused.
    db
      .delete(trainingTeamInvitations)
      .where(lt(sql`coalesce(${trainingTeamInvitations.acceptedAt}, ${trainingTeamInvitations.expiresAt})`, cutoff(retentionDays.teamInvitations).getTime())),
    db.delete(learnerSignInLinks).where(lt(learnerSignInLinks.expiresAt, cutoff(retentionDays.signInLinks))),
    db.delete(sessions).where(sql`json_extract(${sessions.sess}, '$.userId') in ${disabledLongAgo}`),
    db.delete(users).where(sql`${users.id} in ${disabledLongAgo}`),
    db.delete(userAccess).where(and(isNotNull(userAccess.disabledAt), lt(userAccess.disabledAt, cutoff(retentionDays.disabledUsers)))),
    // After the items above: a note, the mark of when an item was first opened and a booking's private links live as long as the item.
    db.delete(adminNotes).where(itemGone(adminNotes)),
    db.delete(openedItems).where(itemGone(openedItems)),
    db
      .delete(bookingLinks)
      .where(notExists(db.select({ id: consultationBookings.id }).from(consultationBookings).where(eq(consultationBookings.id, bookingLinks.bookingId)))),
    db.delete(auditEvents).where(lt(auditEvents.createdAt, cutoff(retentionDays.auditEvents))),
    // The per-recipient email counts (hashes of addresses): the longest limit is a day.
    db.delete(emailDeliveries).where(lt(emailDeliveries.sentAt, new Date(now.getTime() - EMAIL_DELIVERY_RETENTION_MS))),
    // Registrations never confirmed, once their link has expired (a day after they were made).
    deleteExpiredRegistrations(db, now.getTime()),
    // Last, after what they are about: each kind of email's rows go as its module says (notify/emails), and every row past
    // the outbox's own period in any state: a failed one that old is no longer worth a Retry (the lead itself is in the
    // inbox), and a pending or stuck one would otherwise stay for ever.
    db.delete(notificationOutbox).where(or(expiredEmails(now), lt(notificationOutbox.createdAt, cutoff(retentionDays.notificationOutbox)))),
  ]);
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
