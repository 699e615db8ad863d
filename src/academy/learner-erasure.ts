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
import { inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { learnersWithIds, theirInvitations, theirLearnerSessions } from '../db/personal-data';
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
import { emailsAbout } from '../notify/emails';

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
    db.delete(notificationOutbox).where(emailsAbout(learnersWithIds(learnerIds))),
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
