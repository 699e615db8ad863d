import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminNotes,
  auditEvents,
  consultationBookings,
  contactSubmissions,
  notificationOutbox,
  recruitmentApplications,
  resourceDownloads,
  sessions,
  shopNotifications,
  signInLinks,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingUsers,
  userAccess,
  users,
} from '../../db/schema';
import { aboutTheirItems, personIds, sameEmail } from './matching';

/**
 * Every row about one person, by table. Secrets are left out: a session or
 * sign-in link appears with its dates, never with its hash.
 */
export async function findPersonalData(db: Database, email: string) {
  const ids = personIds(email);
  const [
    bookings,
    contacts,
    applications,
    waitingList,
    downloads,
    training,
    progress,
    certificates,
    quizAttempts,
    accounts,
    access,
    links,
    accountSessions,
    notes,
    history,
    notifications,
  ] = await db.batch([
    db.select().from(consultationBookings).where(sameEmail(consultationBookings.email, email)),
    db.select().from(contactSubmissions).where(sameEmail(contactSubmissions.email, email)),
    db.select().from(recruitmentApplications).where(sameEmail(recruitmentApplications.email, email)),
    db.select().from(shopNotifications).where(sameEmail(shopNotifications.email, email)),
    db.select().from(resourceDownloads).where(sameEmail(resourceDownloads.email, email)),
    db.select().from(trainingUsers).where(sameEmail(trainingUsers.email, email)),
    db.select().from(trainingProgress).where(inArray(trainingProgress.userId, ids.trainingUser)),
    db.select().from(trainingCertificates).where(inArray(trainingCertificates.userId, ids.trainingUser)),
    db.select().from(trainingQuizAttempts).where(inArray(trainingQuizAttempts.userId, ids.trainingUser)),
    db.select().from(users).where(sameEmail(users.email, email)),
    db.select().from(userAccess).where(inArray(userAccess.userId, ids.user)),
    db
      .select({ createdAt: signInLinks.createdAt, expiresAt: signInLinks.expiresAt, usedAt: signInLinks.usedAt })
      .from(signInLinks)
      .where(inArray(signInLinks.userId, ids.user)),
    db
      .select({ expire: sessions.expire })
      .from(sessions)
      .where(inArray(sql`json_extract(${sessions.sess}, '$.userId')`, ids.user)),
    db.select().from(adminNotes).where(aboutTheirItems(adminNotes, email)),
    db.select().from(auditEvents).where(aboutTheirItems(auditEvents, email)),
    db.select().from(notificationOutbox).where(aboutTheirItems(notificationOutbox, email)),
  ]);
  return {
    consultation_bookings: bookings,
    contact_submissions: contacts,
    recruitment_applications: applications,
    shop_notifications: waitingList,
    resource_downloads: downloads,
    training_users: training,
    training_progress: progress,
    training_certificates: certificates,
    training_quiz_attempts: quizAttempts,
    users: accounts,
    user_access: access,
    sign_in_links: links,
    sessions: accountSessions,
    admin_notes: notes,
    audit_events: history,
    notification_outbox: notifications,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;
export type PersonalDataTable = keyof PersonalData;

export function rowCount(data: PersonalData): number {
  return Object.values(data).reduce((total, rows) => total + rows.length, 0);
}
