import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import {
  adminNotes,
  auditEvents,
  bookingLinks,
  notificationOutbox,
  openedItems,
  sessions,
  signInLinks,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingUsers,
  userAccess,
  users,
} from '../../db/schema';
import { submissions } from '../../submissions/registry';
import { atomicBatch } from '../db/atomic-batch';
import { aboutTheirItems, linksToTheirBookings, personIds, sameEmail, theirSubmissions } from './matching';

export const ERASURE_ACTION = 'erasure';

/**
 * Deletes every row about the person in one atomic batch, and records the
 * erasure in the audit trail first, with how many rows of each table went but
 * not the address. Audit events about their submissions stay: they hold only
 * ids and statuses, and keep the trail whole. Notification records go: a
 * failed one would otherwise stay listed for Retry. So do the marks of when
 * their items were first opened, and the private links to their bookings.
 * Returns the rows deleted.
 */
export async function erasePersonalData(db: Database, email: string, actorUserId: string, now = Date.now()): Promise<number> {
  const ids = personIds(email);
  const count = (table: SQLiteTable, where: SQL) => sql`(select count(*) from ${table} where ${where})`;
  const submissionCounts = submissions.map((submission) => sql`${submission.exportName}, ${count(submission.table, theirSubmissions(submission, email))},`);
  const counts = sql`json_object(
    ${sql.join(submissionCounts, sql`\n`)}
    'training_users', ${count(trainingUsers, sameEmail(trainingUsers.email, email))},
    'users', ${count(users, sameEmail(users.email, email))},
    'admin_notes', ${count(adminNotes, aboutTheirItems(adminNotes, email))},
    'notification_outbox', ${count(notificationOutbox, aboutTheirItems(notificationOutbox, email))},
    'opened_items', ${count(openedItems, aboutTheirItems(openedItems, email))},
    'booking_links', ${count(bookingLinks, linksToTheirBookings(email))}
  )`;
  const results = await atomicBatch(db, [
    sql`insert into ${auditEvents} (id, actor_user_id, action, detail, created_at) values (${crypto.randomUUID()}, ${actorUserId}, ${ERASURE_ACTION}, ${counts}, ${now})`,
    // Children before parents: notes, notification records, opened marks and booking links before the items they are
    // about (found through them), training records before their account. A queued message for a deleted record finds
    // nothing to send.
    db.delete(adminNotes).where(aboutTheirItems(adminNotes, email)),
    db.delete(notificationOutbox).where(aboutTheirItems(notificationOutbox, email)),
    db.delete(openedItems).where(aboutTheirItems(openedItems, email)),
    db.delete(bookingLinks).where(linksToTheirBookings(email)),
    ...submissions.map((submission) => db.delete(submission.table).where(theirSubmissions(submission, email))),
    db.delete(trainingProgress).where(inArray(trainingProgress.userId, ids.trainingUser)),
    db.delete(trainingCertificates).where(inArray(trainingCertificates.userId, ids.trainingUser)),
    db.delete(trainingQuizAttempts).where(inArray(trainingQuizAttempts.userId, ids.trainingUser)),
    db.delete(trainingUsers).where(sameEmail(trainingUsers.email, email)),
    db.delete(sessions).where(inArray(sql`json_extract(${sessions.sess}, '$.userId')`, ids.user)),
    db.delete(signInLinks).where(inArray(signInLinks.userId, ids.user)),
    db.delete(userAccess).where(inArray(userAccess.userId, ids.user)),
    db.delete(users).where(sameEmail(users.email, email)),
  ]);
  return results.slice(1).reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
