/**
 * Every table that holds people's rows, in one list: how a person's rows are
 * found, what the lookup and export show of them, how erasure removes them
 * and how long they are kept. A data request (admin/data-requests: lookup,
 * export, erasure) and the retention job (jobs/retention.ts) read only this.
 * It sits in notify because the outbox's rows are about every other table
 * here: notify is the lowest layer that sees them all (submissions, accounts,
 * and the registry of emails).
 */
import { and, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { siteConfig } from '../content/site-config';
import type { Statement } from '../db/atomic-batch';
import type { Database } from '../db/client';
import {
  aboutLearners,
  learnersWithIds,
  type Person,
  sameEmail,
  theirInvitations,
  theirLearnerSessions,
} from '../db/personal-data';
import {
  adminNotes,
  auditEvents,
  openedItems,
  sessions,
  signInLinks,
  userAccess,
  users,
} from '../db/schema/back-office';
import { bookingLinks, consultationBookings } from '../db/schema/submissions';
import { retreatBookingLinks, retreatBookings } from '../db/schema/retreats';
import { emailDeliveries, notificationOutbox } from '../db/schema/notifications';
import { payments } from '../db/schema/payments';
import {
  academyCheckouts,
  academySubscriptions,
  learnerRegistrations,
  learnerSignInLinks,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingTeamInvitations,
  trainingUsers,
} from '../db/schema/academy';
import { aboutTheirItems, itemGone, theirSubmissions } from '../submissions/personal-data';
import { submissions } from '../submissions/registry';
import { emailsAbout, expiredEmails } from './emails';
import { inactiveLearners, learnerAudience } from './inactive-learners';
import { EMAIL_DELIVERY_RETENTION_MS } from './recipient-limit';

interface PersonalDataTable {
  /** Its name in the lookup, the export and the erasure record. */
  name: string;
  /** The owner's words for it on the data requests page. */
  label: string;
  table: SQLiteTable;
  /** The person's rows; null where a person known this way has none (or, for the recipient counts, never: they are hashes). */
  theirs: (person: Person) => SQL | null;
  /** What the lookup and export show when not every column (secrets are left out), and their order. */
  shown?: { columns: Record<string, SQLiteColumn>; orderBy?: SQLiteColumn };
  /** How erasure removes their rows when not by deleting them; 'kept' for rows that stay. */
  erase?: 'kept' | ((db: Database, theirs: SQL, person: Person, now: Date) => Statement[]);
  /** Rows past the period the privacy policy states (siteConfig.retentionDays); null: kept as long as what they belong to. */
  expired: (now: Date) => SQL | null;
  /** Accounts long unused: the retention job erases them whole, as a data request would. */
  inactive?: (now: Date) => Person;
  /** The tables its rows are found through or point at: erasure removes its rows before theirs, retention after. */
  through?: readonly PersonalDataTable[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const periods = siteConfig.retentionDays;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Back office accounts switched off long enough ago to be deleted, as a subquery of their ids. */
const disabledLongAgo = (now: Date) =>
  sql`(select ${userAccess.userId} from ${userAccess} where ${lt(userAccess.disabledAt, before(now, periods.disabledUsers))})`;

const byEmail = (person: Person, column: SQLiteColumn) => (person.email ? sameEmail(column, person.email) : null);
const byLearner = (person: Person, column: SQLiteColumn) => inArray(column, person.learnerIds);
const byUser = (person: Person, column: SQLiteColumn) => (person.userIds ? inArray(column, person.userIds) : null);

/**
 * Tables of rows that belong to one kind of account (`accounts`), each found through its own column: erased before
 * the accounts.
 */
const accountsRows =
  (accounts: readonly PersonalDataTable[], byAccount: (person: Person, column: SQLiteColumn) => SQL | null) =>
  (column: SQLiteColumn, rows: Omit<PersonalDataTable, 'theirs' | 'through'>): PersonalDataTable => ({
    ...rows,
    theirs: (person) => byAccount(person, column),
    through: accounts,
  });
const sessionUser = sql`json_extract(${sessions.sess}, '$.userId')`;

const submissionTables: PersonalDataTable[] = submissions.map((submission) => ({
  name: submission.exportName,
  label: submission.plural,
  table: submission.table,
  theirs: (person) => (person.email ? theirSubmissions(submission, person.email) : null),
  expired: (now) => lt(submission.columns.receivedAt, before(now, submission.retentionDays)),
}));
/** A table of the owner's own rows about submissions (an item kind and id each): found and gone with the submission. */
const aboutSubmissions = (
  name: string,
  label: string,
  table: SQLiteTable & { itemKind: SQLiteColumn; itemId: SQLiteColumn },
): PersonalDataTable => ({
  name,
  label,
  table,
  theirs: (person) => (person.email ? aboutTheirItems(table, person.email) : null),
  expired: () => itemGone(table),
  through: submissionTables,
});
/** Private links to a kind of booking (each token's hash and the booking's id): a person's are their bookings'. */
function privateLinks(
  name: string,
  label: string,
  links: typeof bookingLinks | typeof retreatBookingLinks,
  items: typeof consultationBookings | typeof retreatBookings,
): PersonalDataTable {
  const through = submissionTables[submissions.findIndex((submission) => submission.table === items)];
  return {
    name,
    label,
    table: links,
    theirs: (person) =>
      person.email
        ? inArray(
            links.bookingId,
            sql`(select ${items.id} from ${items} where ${sameEmail(items.email, person.email)})`,
          )
        : null,
    shown: { columns: { bookingId: links.bookingId, createdAt: links.createdAt }, orderBy: links.createdAt },
    expired: () => sql`not exists (select 1 from ${items} where ${items.id} = ${links.bookingId})`,
    through: through ? [through] : [],
  };
}

const learnerAccounts: PersonalDataTable = {
  name: 'training_users',
  label: 'Training Academy accounts',
  table: trainingUsers,
  theirs: (person) => byLearner(person, trainingUsers.id),
  // Their team's members keep their accounts and subscriptions but are on nobody's team any more.
  erase: (db, theirs, person) => [
    db
      .update(trainingUsers)
      .set({ employerId: null, companyName: null })
      .where(inArray(trainingUsers.employerId, person.learnerIds)),
    db.delete(trainingUsers).where(theirs),
  ],
  expired: () => null,
  inactive: (now) => learnersWithIds(inactiveLearners(now)),
};
const ofLearners = [learnerAccounts];

const learnersRows = accountsRows(ofLearners, byLearner);

const backOfficeAccounts: PersonalDataTable = {
  name: 'users',
  label: 'Back office accounts',
  table: users,
  theirs: (person) => byUser(person, users.id),
  expired: (now) => inArray(users.id, disabledLongAgo(now)),
};
const ofUsers = [backOfficeAccounts];

const usersRows = accountsRows(ofUsers, byUser);

const certificates = learnersRows(trainingCertificates.userId, {
  name: 'training_certificates',
  label: 'Training certificates',
  table: trainingCertificates,
  // Withdrawn, not deleted: the number still answers on the verification page, as withdrawn and naming nobody.
  erase: (db, theirs, _person, now) => [
    db.update(trainingCertificates).set({ userId: null, isActive: false, withdrawnAt: now }).where(theirs),
  ],
  expired: () => null,
});

const invitations: PersonalDataTable = {
  name: 'training_team_invitations',
  label: 'Training team invitations sent to them or by them',
  table: trainingTeamInvitations,
  theirs: (person) =>
    or(theirInvitations(person.learnerIds), byEmail(person, trainingTeamInvitations.email) ?? undefined) ?? null,
  shown: {
    columns: {
      id: trainingTeamInvitations.id,
      employerId: trainingTeamInvitations.employerId,
      email: trainingTeamInvitations.email,
      createdAt: trainingTeamInvitations.createdAt,
      expiresAt: trainingTeamInvitations.expiresAt,
      acceptedAt: trainingTeamInvitations.acceptedAt,
      acceptedLearnerId: trainingTeamInvitations.acceptedLearnerId,
    },
    orderBy: trainingTeamInvitations.createdAt,
  },
  // It holds the invited address: kept a while after it was accepted, or after it expired unused.
  expired: (now) =>
    lt(
      sql`coalesce(${trainingTeamInvitations.acceptedAt}, ${trainingTeamInvitations.expiresAt})`,
      before(now, periods.teamInvitations).getTime(),
    ),
  through: ofLearners,
};

const checkouts: PersonalDataTable = {
  name: 'academy_checkouts',
  label: 'Training Academy subscriptions started at checkout',
  table: academyCheckouts,
  theirs: (person) =>
    or(byLearner(person, academyCheckouts.learnerId), byEmail(person, academyCheckouts.email) ?? undefined) ?? null,
  // Paid or not, its names and consent are on the account by then: kept only while a payment may still complete.
  expired: (now) => lt(academyCheckouts.createdAt, before(now, periods.academyCheckouts)),
  through: ofLearners,
};

const paidSubscriptions = learnersRows(academySubscriptions.learnerId, {
  name: 'academy_subscriptions',
  label: 'Training Academy subscriptions paid online',
  table: academySubscriptions,
  expired: () => null,
});

const paymentRecords = learnersRows(payments.learnerId, {
  name: 'payments',
  label: 'Payments (amounts, dates and Stripe’s ids)',
  table: payments,
  // Accounting records stay, no longer linked to the person.
  erase: (db, theirs) => [db.update(payments).set({ learnerId: null }).where(theirs)],
  expired: (now) => lt(payments.createdAt, before(now, periods.paymentRecords)),
});

const registrations: PersonalDataTable = {
  name: 'learner_registrations',
  label: 'Training Academy registrations waiting for confirmation',
  table: learnerRegistrations,
  theirs: (person) => byEmail(person, learnerRegistrations.email),
  // Its names and consent, never the link's hash.
  shown: {
    columns: {
      email: learnerRegistrations.email,
      firstName: learnerRegistrations.firstName,
      lastName: learnerRegistrations.lastName,
      companyName: learnerRegistrations.companyName,
      createdAt: learnerRegistrations.createdAt,
      expiresAt: learnerRegistrations.expiresAt,
      consentGivenAt: learnerRegistrations.consentGivenAt,
      consentPolicyVersion: learnerRegistrations.consentPolicyVersion,
      consentWording: learnerRegistrations.consentWording,
    },
  },
  // Never confirmed, once its link has expired (a day after it was made).
  expired: (now) => lte(learnerRegistrations.expiresAt, now),
};

/** Dates only: a session or a sign-in link is shown with when it ends, never with its hash. */
const linkDates = (table: typeof signInLinks | typeof learnerSignInLinks) => ({
  columns: { createdAt: table.createdAt, expiresAt: table.expiresAt, usedAt: table.usedAt },
});
const sessionDates = { columns: { expire: sessions.expire } };

/** Every table of personal data, in the order the data requests page lists them. */
export const personalDataTables: readonly PersonalDataTable[] = [
  ...submissionTables,
  learnerAccounts,
  learnersRows(trainingProgress.userId, {
    name: 'training_progress',
    label: 'Training progress',
    table: trainingProgress,
    expired: () => null,
  }),
  certificates,
  learnersRows(trainingQuizAttempts.userId, {
    name: 'training_quiz_attempts',
    label: 'Training quiz attempts',
    table: trainingQuizAttempts,
    expired: () => null,
  }),
  invitations,
  checkouts,
  paidSubscriptions,
  paymentRecords,
  learnersRows(learnerSignInLinks.learnerId, {
    name: 'learner_sign_in_links',
    label: 'Training Academy sign-in links',
    table: learnerSignInLinks,
    shown: linkDates(learnerSignInLinks),
    expired: (now) => lt(learnerSignInLinks.expiresAt, before(now, periods.signInLinks)),
  }),
  {
    name: 'learner_sessions',
    label: 'Training Academy sessions',
    table: sessions,
    theirs: (person) => theirLearnerSessions(person.learnerIds),
    shown: sessionDates,
    expired: (now) => and(learnerAudience, lt(sessions.expire, now)) ?? null,
    through: ofLearners,
  },
  backOfficeAccounts,
  usersRows(userAccess.userId, {
    name: 'user_access',
    label: 'Back office access settings',
    table: userAccess,
    expired: (now) =>
      and(isNotNull(userAccess.disabledAt), lt(userAccess.disabledAt, before(now, periods.disabledUsers))) ?? null,
  }),
  usersRows(signInLinks.userId, {
    name: 'sign_in_links',
    label: 'Back office sign-in links',
    table: signInLinks,
    shown: linkDates(signInLinks),
    expired: (now) => lt(signInLinks.expiresAt, before(now, periods.signInLinks)),
  }),
  {
    name: 'sessions',
    label: 'Back office sessions',
    table: sessions,
    theirs: (person) => (person.userIds ? inArray(sessionUser, person.userIds) : null),
    shown: sessionDates,
    // Expired, or of an account switched off long ago (read from user_access, so before that goes).
    expired: (now) =>
      and(
        sql`coalesce(json_extract(${sessions.sess}, '$.audience'), '') <> 'learner'`,
        or(lt(sessions.expire, now), inArray(sessionUser, disabledLongAgo(now))),
      ) ?? null,
    through: ofUsers,
  },
  aboutSubmissions('admin_notes', 'Internal notes about their submissions', adminNotes),
  {
    name: 'audit_events',
    label: 'History of their submissions and training account',
    table: auditEvents,
    theirs: (person) =>
      or(
        person.email ? aboutTheirItems(auditEvents, person.email) : undefined,
        aboutLearners(auditEvents, person.learnerIds),
      ) ?? null,
    // They hold only ids and statuses, and keep the trail whole.
    erase: 'kept',
    expired: (now) => lt(auditEvents.createdAt, before(now, periods.auditEvents)),
  },
  {
    name: 'notification_outbox',
    label: 'Emails about their submissions, certificates and Training Academy account, and to their address',
    table: notificationOutbox,
    // Each kind of email says which of its rows are theirs and when its rows go (notify/emails).
    theirs: (person) => emailsAbout(person),
    // Past the outbox's own period in any state: a failed one that old is no longer worth a Retry (the lead itself is
    // in the inbox), and a pending or stuck one would otherwise stay for ever.
    expired: (now) =>
      or(expiredEmails(now), lt(notificationOutbox.createdAt, before(now, periods.notificationOutbox))) ?? null,
    through: [...submissionTables, learnerAccounts, certificates, invitations, registrations, backOfficeAccounts],
  },
  aboutSubmissions('opened_items', 'When their submissions were first opened here', openedItems),
  privateLinks('booking_links', 'Private links to their bookings', bookingLinks, consultationBookings),
  privateLinks(
    'retreat_booking_links',
    'Private links to their retreat bookings',
    retreatBookingLinks,
    retreatBookings,
  ),
  registrations,
  {
    name: 'email_deliveries',
    label: 'Emails sent to the address, counted for its limit',
    table: emailDeliveries,
    // Kept under an HMAC of the address, never the address: nobody's rows can be found, and they go within the longest limit.
    theirs: () => null,
    expired: (now) => lt(emailDeliveries.sentAt, new Date(now.getTime() - EMAIL_DELIVERY_RETENTION_MS)),
  },
];

/** The tables in an order that removes each one's rows before those of the tables it goes through (retention: reversed). */
export const childrenFirst: readonly PersonalDataTable[] = (() => {
  const left = [...personalDataTables];
  const order: PersonalDataTable[] = [];
  while (left.length > 0) {
    const next = left.find((table) => !left.some((other) => other.through?.includes(table)));
    if (!next) throw new Error('personal data tables go through each other in a circle');
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return order;
})();

/** The statements that erase this person, children first: rows deleted, certificates withdrawn, audit entries kept. */
export function erasureStatements(db: Database, person: Person, now: Date): Statement[] {
  return childrenFirst.flatMap((entry) => {
    const theirs = entry.theirs(person);
    if (!theirs || entry.erase === 'kept') return [];
    return entry.erase ? entry.erase(db, theirs, person, now) : [db.delete(entry.table).where(theirs)];
  });
}
