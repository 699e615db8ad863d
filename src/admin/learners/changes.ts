/**
 * The owner's changes to a learner: their subscription (tier, status,
 * expiry), their company name, and revoking one of their certificates. Each
 * is one atomic D1 batch of the change and its audit entries. The audit
 * names the learner and the certificate by id only: tier, status and expiry
 * are recorded; a company name never is (a sole trader's company is their
 * name), only that it changed.
 */
import { ITEM_KIND } from '../../db/item-kinds';
import { and, eq, sql } from 'drizzle-orm';
import { certificateInForce, certificateState } from '../../db/certificate-state';
import type { Database } from '../../db/client';
import { trainingCertificates, trainingUsers } from '../../db/schema/academy';
import { auditStatement } from '../db/audit';
import { atomicBatch } from '../../db/atomic-batch';
import { learnerAccessStatements } from '../../academy/subscriptions/subscription-statements';
import { lastDayOf, type SubscriptionChange } from './forms';
import type { LearnerRecord } from './learners-query';

const SUBSCRIPTION_ACTION = 'learner.subscription';
const COMPANY_ACTION = 'learner.company';
const REVOKE_ACTION = 'certificate.revoke';

/** "employer, active, until 2027-01-31": a subscription in the audit trail. */
function subscriptionText(
  subscription: Pick<LearnerRecord, 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionExpiry' | 'teamSeats'>,
): string {
  const until = subscription.subscriptionExpiry ? `until ${lastDayOf(subscription.subscriptionExpiry)}` : 'no expiry';
  const seats = subscription.subscriptionTier === 'employer' ? `, ${subscription.teamSeats} seats` : '';
  return `${subscription.subscriptionTier}, ${subscription.subscriptionStatus}, ${until}${seats}`;
}

type SubscriptionOutcome = 'saved' | 'unchanged' | 'gone';

/**
 * Saves the form's values over the learner's as they are now; 'unchanged'
 * (nothing written) when the form changes nothing, 'gone' when the learner
 * was erased meanwhile.
 */
export async function saveSubscription(
  db: Database,
  current: LearnerRecord,
  change: SubscriptionChange,
  actorUserId: string,
  now = new Date(),
): Promise<SubscriptionOutcome> {
  const before = subscriptionText(current);
  const after = subscriptionText(change);
  const companyChanged = (current.companyName ?? null) !== change.companyName;
  if (before === after && !companyChanged) return 'unchanged';
  const item = { itemKind: ITEM_KIND.learner, itemId: String(current.id) };
  const options = { onlyIfChanged: true, now: now.getTime() };
  const theLearner = eq(trainingUsers.id, current.id);
  // Each update with its audit entry just after it, written only if the learner was still there to change.
  const statements: Parameters<typeof atomicBatch>[1][number][] = [];
  if (before !== after) {
    statements.push(
      db
        .update(trainingUsers)
        .set({
          subscriptionTier: change.subscriptionTier,
          subscriptionStatus: change.subscriptionStatus,
          subscriptionExpiry: change.subscriptionExpiry,
          teamSeats: change.subscriptionTier === 'employer' ? change.teamSeats : 0,
          // Granted access is the owner's: no payment event changes it until the owner ends it.
          accessSource: change.subscriptionStatus === 'active' ? 'granted' : null,
        })
        .where(theLearner),
      auditStatement(
        { actorUserId, action: SUBSCRIPTION_ACTION, ...item, fromStatus: before, toStatus: after },
        options,
      ),
    );
  }
  if (before !== after && change.subscriptionStatus !== 'active') {
    // Ending granted access hands back to a subscription the learner pays for online, if one is running.
    statements.push(...learnerAccessStatements(sql`${current.id}`, sql`1`, now.getTime()));
  }
  if (companyChanged) {
    statements.push(
      db.update(trainingUsers).set({ companyName: change.companyName }).where(theLearner),
      auditStatement(
        { actorUserId, action: COMPANY_ACTION, ...item, detail: change.companyName === null ? 'cleared' : 'changed' },
        options,
      ),
    );
  }
  const [head, ...rest] = statements;
  if (!head) return 'unchanged';
  const [first] = await atomicBatch(db, [head, ...rest]);
  return first?.meta.changes === 1 ? 'saved' : 'gone';
}

type RevokeOutcome = 'revoked' | 'not-revocable';

/**
 * Revokes one of the learner's certificates (valid or expired), audited with
 * the state it had; 'not-revocable' when it is not theirs, or was revoked or
 * withdrawn already (nothing is written). Only a certificate in force
 * (certificateInForce) changes, in one batch with its audit entry so that
 * neither is ever written without the other.
 */
export async function revokeLearnerCertificate(
  db: Database,
  learnerId: number,
  certificateId: number,
  actorUserId: string,
  now = new Date(),
): Promise<RevokeOutcome> {
  const certificates = trainingCertificates;
  const theirs = and(eq(certificates.id, certificateId), eq(certificates.userId, learnerId));
  const [row] = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      isActive: certificates.isActive,
      revokedAt: certificates.revokedAt,
      withdrawnAt: certificates.withdrawnAt,
      expiryDate: certificates.expiryDate,
    })
    .from(certificates)
    .where(theirs)
    .limit(1);
  if (!row) return 'not-revocable';
  const state = certificateState(row, now);
  if (state !== 'valid' && state !== 'expired') return 'not-revocable';
  const [revoked] = await atomicBatch(db, [
    db
      .update(certificates)
      .set({ isActive: false, revokedAt: now })
      .where(and(theirs, certificateInForce(certificates))),
    auditStatement(
      {
        actorUserId,
        action: REVOKE_ACTION,
        itemKind: ITEM_KIND.certificate,
        itemId: String(certificateId),
        fromStatus: state,
        toStatus: 'revoked',
        detail: row.certificateNumber,
      },
      { onlyIfChanged: true, now: now.getTime() },
    ),
  ]);
  return revoked?.meta.changes === 1 ? 'revoked' : 'not-revocable';
}
