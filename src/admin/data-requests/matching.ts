import { ITEM_KIND } from '../../db/item-kinds';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  type adminNotes,
  type auditEvents,
  bookingLinks,
  consultationBookings,
  learnerRegistrations,
  notificationOutbox,
  type openedItems,
  trainingTeamInvitations,
  trainingUsers,
  users,
} from '../../db/schema';
import { submissions } from '../../submissions/registry';
import type { Submission } from '../../submissions/types';

/** Addresses are compared trimmed and case-insensitively, however the visitor typed them. */
export function sameEmail(column: SQLiteColumn, normalisedEmail: string): SQL {
  return sql`lower(trim(${column})) = ${normalisedEmail}`;
}

/** Whether a submission's row is the person's. */
export function theirSubmissions(submission: Submission, email: string): SQL {
  return sameEmail(submission.columns.email, email);
}

/** Ids of the person's training and back office accounts, as subqueries. */
export function personIds(email: string) {
  return {
    trainingUser: sql`(select ${trainingUsers.id} from ${trainingUsers} where ${sameEmail(trainingUsers.email, email)})`,
    user: sql`(select ${users.id} from ${users} where ${sameEmail(users.email, email)})`,
  };
}

/** Ids of the person's submissions of one kind, as a subquery. */
function submissionIds(submission: Submission, email: string): SQL {
  return sql`(select ${submission.columns.id} from ${submission.table} where ${theirSubmissions(submission, email)})`;
}

/** Notes, audit events, notification records or opened marks attached to any of the person's submissions, of every kind. */
export function aboutTheirItems(table: typeof adminNotes | typeof auditEvents | typeof notificationOutbox | typeof openedItems, email: string): SQL {
  return or(...submissions.map((submission) => and(eq(table.itemKind, submission.kind), inArray(table.itemId, submissionIds(submission, email))))) ?? sql`0`;
}

/** The private links to any of the person's consultation bookings. */
export function linksToTheirBookings(email: string): SQL {
  return inArray(
    bookingLinks.bookingId,
    sql`(select ${consultationBookings.id} from ${consultationBookings} where ${sameEmail(consultationBookings.email, email)})`,
  );
}

/**
 * Academy emails to the address that are not about an account of theirs (those are aboutLearners): the "no account
 * yet" emails (their item id is the address), invitations to it and its registrations waiting for confirmation.
 */
export function academyEmailsTo(email: string): SQL {
  const outbox = notificationOutbox;
  return (
    or(
      and(eq(outbox.itemKind, ITEM_KIND.noAccount), sameEmail(outbox.itemId, email)),
      and(
        eq(outbox.itemKind, ITEM_KIND.teamInvitation),
        inArray(
          outbox.itemId,
          sql`(select ${trainingTeamInvitations.id} from ${trainingTeamInvitations} where ${sameEmail(trainingTeamInvitations.email, email)})`,
        ),
      ),
      and(
        eq(outbox.itemKind, ITEM_KIND.learnerRegistration),
        inArray(outbox.itemId, sql`(select ${learnerRegistrations.id} from ${learnerRegistrations} where ${sameEmail(learnerRegistrations.email, email)})`),
      ),
    ) ?? sql`0`
  );
}
