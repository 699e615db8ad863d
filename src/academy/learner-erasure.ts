/**
 * Erasing Training Academy learners: the one list of statements a data
 * request (learners found by their address) and the retention job (learners
 * long inactive) both put in their atomic batch. `learnerIds` is a subquery
 * of training_users ids, read again by each statement; every statement that
 * could change what it selects runs after the ones that still need it, and
 * the account itself goes last.
 *
 * D1 enforces foreign keys, so children go first: progress and quiz attempts
 * are deleted, certificates let go of their holder, then the account row goes.
 * A certificate is not deleted: it is withdrawn (no holder, inactive,
 * withdrawnAt set), so its number still answers on the verification page,
 * as withdrawn and naming nobody.
 */
import { ITEM_KIND } from '../db/item-kinds';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../db/client';
import {
  learnerSignInLinks,
  notificationOutbox,
  sessions,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingTeamInvitations,
  trainingUsers,
} from '../db/schema';

/** Ids (as text, as item ids are kept) of the certificates these learners hold. */
function theirCertificateIds(learnerIds: SQL): SQL {
  return sql`(select cast(${trainingCertificates.id} as text) from ${trainingCertificates} where ${trainingCertificates.userId} in ${learnerIds})`;
}

/** Rows of an item-keyed table (audit trail, outbox) about these learners or their certificates. */
export function aboutLearners(table: { itemKind: SQLiteColumn; itemId: SQLiteColumn }, learnerIds: SQL): SQL {
  return (
    or(
      and(
        eq(table.itemKind, ITEM_KIND.learner),
        inArray(table.itemId, sql`(select cast(${trainingUsers.id} as text) from ${trainingUsers} where ${trainingUsers.id} in ${learnerIds})`),
      ),
      and(eq(table.itemKind, ITEM_KIND.certificate), inArray(table.itemId, theirCertificateIds(learnerIds))),
    ) ?? sql`0`
  );
}

/** Learner sessions (audience learner in `sess`) of these learners. */
export function theirLearnerSessions(learnerIds: SQL): SQL {
  return (
    and(eq(sql`json_extract(${sessions.sess}, '$.audience')`, 'learner'), inArray(sql`json_extract(${sessions.sess}, '$.learnerId')`, learnerIds)) ?? sql`0`
  );
}

/** Team invitations sent by these learners, accepted by them, or sent to their address. */
export function theirInvitations(learnerIds: SQL): SQL {
  const invitations = trainingTeamInvitations;
  return (
    or(
      inArray(invitations.employerId, learnerIds),
      inArray(invitations.acceptedLearnerId, learnerIds),
      inArray(
        sql`lower(trim(${invitations.email}))`,
        sql`(select lower(trim(${trainingUsers.email})) from ${trainingUsers} where ${trainingUsers.id} in ${learnerIds})`,
      ),
    ) ?? sql`0`
  );
}

/**
 * The statements that erase these learners, in order. What goes: their
 * renewal reminders in the outbox, progress, quiz attempts, sign-in links,
 * sessions, the team invitations they sent or received, and the account.
 * What stays, changed: their certificates (withdrawn, holder removed), and the
 * accounts of their team's members, who keep their own accounts and their
 * subscription as it is (tier, status and expiry are the owner's to change)
 * but are on nobody's team any more: employerId and companyName (the
 * employer's company, set when they accepted) become null.
 */
export function learnerErasureStatements(db: Database, learnerIds: SQL, now: Date) {
  return [
    // Before the certificates let go of their holder: these rows are found through them.
    db.delete(notificationOutbox).where(aboutLearners(notificationOutbox, learnerIds)),
    db.delete(trainingProgress).where(inArray(trainingProgress.userId, learnerIds)),
    db.delete(trainingQuizAttempts).where(inArray(trainingQuizAttempts.userId, learnerIds)),
    db.delete(learnerSignInLinks).where(inArray(learnerSignInLinks.learnerId, learnerIds)),
    db.delete(sessions).where(theirLearnerSessions(learnerIds)),
    // While the accounts (and their addresses) are still there.
    db.delete(trainingTeamInvitations).where(theirInvitations(learnerIds)),
    db.update(trainingUsers).set({ employerId: null, companyName: null }).where(inArray(trainingUsers.employerId, learnerIds)),
    db.update(trainingCertificates).set({ userId: null, isActive: false, withdrawnAt: now }).where(inArray(trainingCertificates.userId, learnerIds)),
    db.delete(trainingUsers).where(inArray(trainingUsers.id, learnerIds)),
  ] as const;
}
