import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aboutLearners, personWithEmail, theirInvitations, theirLearnerSessions, sameEmail } from '../../db/personal-data';
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
import type { StoredRow } from '../../submissions/types';
import { aboutTheirItems, theirSubmissions } from '../../submissions/personal-data';
import { linksToTheirBookings } from './matching';

/**
 * Every row about one person, by table: each kind of submission under its
 * exportName, then the other tables. Secrets are left out: a session,
 * sign-in link, team invitation or private link to a booking appears with
 * its dates, never with its hash. Their Training Academy account comes with
 * its progress, quiz attempts, certificates, sign-in links and sessions, the
 * team invitations sent to the address or by them, and the audit entries and
 * renewal reminders about the account and its certificates.
 */
export async function findPersonalData(db: Database, email: string) {
  const person = personWithEmail(email);
  const [
    training,
    progress,
    certificates,
    quizAttempts,
    invitations,
    learnerLinks,
    learnerSessions,
    accounts,
    access,
    links,
    accountSessions,
    notes,
    history,
    notifications,
    opened,
    bookingPages,
    registrations,
    ...submissionRows
  ] = await db.batch([
    db.select().from(trainingUsers).where(sameEmail(trainingUsers.email, email)),
    db.select().from(trainingProgress).where(inArray(trainingProgress.userId, person.learnerIds)),
    db.select().from(trainingCertificates).where(inArray(trainingCertificates.userId, person.learnerIds)),
    db.select().from(trainingQuizAttempts).where(inArray(trainingQuizAttempts.userId, person.learnerIds)),
    db
      .select({
        id: trainingTeamInvitations.id,
        employerId: trainingTeamInvitations.employerId,
        email: trainingTeamInvitations.email,
        createdAt: trainingTeamInvitations.createdAt,
        expiresAt: trainingTeamInvitations.expiresAt,
        acceptedAt: trainingTeamInvitations.acceptedAt,
        acceptedLearnerId: trainingTeamInvitations.acceptedLearnerId,
      })
      .from(trainingTeamInvitations)
      .where(or(sameEmail(trainingTeamInvitations.email, email), theirInvitations(person.learnerIds)))
      .orderBy(trainingTeamInvitations.createdAt),
    db
      .select({ createdAt: learnerSignInLinks.createdAt, expiresAt: learnerSignInLinks.expiresAt, usedAt: learnerSignInLinks.usedAt })
      .from(learnerSignInLinks)
      .where(inArray(learnerSignInLinks.learnerId, person.learnerIds)),
    db.select({ expire: sessions.expire }).from(sessions).where(theirLearnerSessions(person.learnerIds)),
    db.select().from(users).where(sameEmail(users.email, email)),
    db.select().from(userAccess).where(inArray(userAccess.userId, person.userIds)),
    db
      .select({ createdAt: signInLinks.createdAt, expiresAt: signInLinks.expiresAt, usedAt: signInLinks.usedAt })
      .from(signInLinks)
      .where(inArray(signInLinks.userId, person.userIds)),
    db
      .select({ expire: sessions.expire })
      .from(sessions)
      .where(inArray(sql`json_extract(${sessions.sess}, '$.userId')`, person.userIds)),
    db.select().from(adminNotes).where(aboutTheirItems(adminNotes, email)),
    db
      .select()
      .from(auditEvents)
      .where(or(aboutTheirItems(auditEvents, email), aboutLearners(auditEvents, person.learnerIds))),
    db.select().from(notificationOutbox).where(emailsAbout(person)),
    db.select().from(openedItems).where(aboutTheirItems(openedItems, email)),
    db
      .select({ bookingId: bookingLinks.bookingId, createdAt: bookingLinks.createdAt })
      .from(bookingLinks)
      .where(linksToTheirBookings(email))
      .orderBy(bookingLinks.createdAt),
    // A registration waiting for its address to be confirmed: its names and consent, never the link's hash.
    db
      .select({
        email: learnerRegistrations.email,
        firstName: learnerRegistrations.firstName,
        lastName: learnerRegistrations.lastName,
        companyName: learnerRegistrations.companyName,
        createdAt: learnerRegistrations.createdAt,
        expiresAt: learnerRegistrations.expiresAt,
        consentGivenAt: learnerRegistrations.consentGivenAt,
        consentPolicyVersion: learnerRegistrations.consentPolicyVersion,
        consentWording: learnerRegistrations.consentWording,
      })
      .from(learnerRegistrations)
      .where(sameEmail(learnerRegistrations.email, email)),
    ...submissions.map((submission) => db.select().from(submission.table).where(theirSubmissions(submission, email))),
  ]);
  const theirs: Record<string, StoredRow[]> = Object.fromEntries(submissions.map((submission, index) => [submission.exportName, submissionRows[index] ?? []]));
  return {
    ...theirs,
    training_users: training,
    training_progress: progress,
    training_certificates: certificates,
    training_quiz_attempts: quizAttempts,
    training_team_invitations: invitations,
    learner_sign_in_links: learnerLinks,
    learner_sessions: learnerSessions,
    users: accounts,
    user_access: access,
    sign_in_links: links,
    sessions: accountSessions,
    admin_notes: notes,
    audit_events: history,
    notification_outbox: notifications,
    opened_items: opened,
    booking_links: bookingPages,
    learner_registrations: registrations,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
/** A table's name in the export: a kind's exportName, or one of the other tables. */
