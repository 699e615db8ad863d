import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { learnerErasureStatements } from '../../academy/learner-erasure';
import type { Database } from '../../db/client';
import { personWithEmail, theirInvitations, theirLearnerSessions, sameEmail } from '../../db/personal-data';
import {
  adminNotes,
  auditEvents,
  bookingLinks,
  learnerRegistrations,
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
} from '../../db/schema';
import { emailsAbout } from '../../notify/emails';
import { submissions } from '../../submissions/registry';
import { atomicBatch } from '../db/atomic-batch';
import { aboutTheirItems, theirSubmissions } from '../../submissions/personal-data';
import { linksToTheirBookings } from './matching';

export const ERASURE_ACTION = 'erasure';

/**
 * Deletes every row about the person in one atomic batch, and records the
 * erasure in the audit trail first, with how many rows of each table went but
 * not the address. Audit events about their submissions stay: they hold only
 * ids and statuses, and keep the trail whole. Notification records go: a
 * failed one would otherwise stay listed for Retry. So do the marks of when
 * their items were first opened, and the private links to their bookings.
 * Their Training Academy account goes as academy/learner-erasure.ts says
 * (the retention job erases long-inactive learners the same way): its
 * certificates are withdrawn, not deleted, and counted with the rows.
 * Returns the rows deleted (and certificates withdrawn).
 */
export async function erasePersonalData(db: Database, email: string, actorUserId: string, now = Date.now()): Promise<number> {
  const person = personWithEmail(email);
  const count = (table: SQLiteTable, where: SQL) => sql`(select count(*) from ${table} where ${where})`;
  const submissionCounts = submissions.map((submission) => sql`${submission.exportName}, ${count(submission.table, theirSubmissions(submission, email))},`);
  const counts = sql`json_object(
    ${sql.join(submissionCounts, sql`\n`)}
    'training_users', ${count(trainingUsers, sameEmail(trainingUsers.email, email))},
    'training_progress', ${count(trainingProgress, inArray(trainingProgress.userId, person.learnerIds))},
    'training_quiz_attempts', ${count(trainingQuizAttempts, inArray(trainingQuizAttempts.userId, person.learnerIds))},
    'training_certificates', ${count(trainingCertificates, inArray(trainingCertificates.userId, person.learnerIds))},
    'training_team_invitations', ${count(trainingTeamInvitations, or(theirInvitations(person.learnerIds), sameEmail(trainingTeamInvitations.email, email)) ?? sql`0`)},
    'learner_sign_in_links', ${count(learnerSignInLinks, inArray(learnerSignInLinks.learnerId, person.learnerIds))},
    'learner_sessions', ${count(sessions, theirLearnerSessions(person.learnerIds))},
    'users', ${count(users, sameEmail(users.email, email))},
    'admin_notes', ${count(adminNotes, aboutTheirItems(adminNotes, email))},
    'notification_outbox', ${count(notificationOutbox, emailsAbout(person))},
    'opened_items', ${count(openedItems, aboutTheirItems(openedItems, email))},
    'booking_links', ${count(bookingLinks, linksToTheirBookings(email))},
    'learner_registrations', ${count(learnerRegistrations, sameEmail(learnerRegistrations.email, email))}
  )`;
  const results = await atomicBatch(db, [
    sql`insert into ${auditEvents} (id, actor_user_id, action, detail, created_at) values (${crypto.randomUUID()}, ${actorUserId}, ${ERASURE_ACTION}, ${counts}, ${now})`,
    // Children before parents: notes, notification records, opened marks and booking links before the items they are
    // about (found through them). A queued message for a deleted record finds nothing to send.
    db.delete(adminNotes).where(aboutTheirItems(adminNotes, email)),
    // Every kind of email about them (notify/emails), found through their items, accounts, invitations and registrations.
    db.delete(notificationOutbox).where(emailsAbout(person)),
    db.delete(learnerRegistrations).where(sameEmail(learnerRegistrations.email, email)),
    db.delete(openedItems).where(aboutTheirItems(openedItems, email)),
    db.delete(bookingLinks).where(linksToTheirBookings(email)),
    ...submissions.map((submission) => db.delete(submission.table).where(theirSubmissions(submission, email))),
    // Invitations to the address, whether or not it has an account; then the account and everything of it.
    db.delete(trainingTeamInvitations).where(sameEmail(trainingTeamInvitations.email, email)),
    ...learnerErasureStatements(db, person.learnerIds, new Date(now)),
    db.delete(sessions).where(inArray(sql`json_extract(${sessions.sess}, '$.userId')`, person.userIds)),
    db.delete(signInLinks).where(inArray(signInLinks.userId, person.userIds)),
    db.delete(userAccess).where(inArray(userAccess.userId, person.userIds)),
    db.delete(users).where(sameEmail(users.email, email)),
  ]);
  return results.slice(1).reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
