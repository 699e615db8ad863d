/** Which Training Academy accounts the retention job erases as long unused (retentionDays.learnerAccounts). */
import { gte, type SQL, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import { sessions } from '../db/schema/back-office';
import {
  academySubscriptions,
  trainingCertificates,
  trainingProgress,
  trainingQuizAttempts,
  trainingUsers,
} from '../db/schema/academy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session of a learner (the table holds both audiences). */
export const learnerAudience = sql`json_extract(${sessions.sess}, '$.audience') = 'learner'`;

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
export function inactiveLearners(now: Date): SQL {
  const certificates = trainingCertificates;
  const learner = trainingUsers.id;
  const lastSeen = sql`coalesce(${trainingUsers.lastLoginAt}, ${trainingUsers.createdAt})`;
  const lastRead = sql`(select max(${trainingProgress.lastAccessed}) from ${trainingProgress} where ${trainingProgress.userId} = ${learner})`;
  const lastQuiz = sql`(select max(${trainingQuizAttempts.createdAt}) from ${trainingQuizAttempts} where ${trainingQuizAttempts.userId} = ${learner})`;
  const liveSession = sql`(select max(${sessions.expire}) from ${sessions}
    where ${learnerAudience} and json_extract(${sessions.sess}, '$.learnerId') = ${learner} and ${gte(sessions.expire, now)})`;
  const lastCertificate = sql`(select max(coalesce(${certificates.expiryDate}, ${certificates.earnedDate}, ${certificates.createdAt})) from ${certificates}
    where ${certificates.userId} = ${learner} and ${certificates.isActive} = 1 and ${certificates.revokedAt} is null)`;
  const latest = sql`max(${lastSeen}, coalesce(${lastRead}, 0), coalesce(${lastQuiz}, 0), coalesce(${liveSession}, 0), coalesce(${lastCertificate}, 0))`;
  // A subscription still running at Stripe keeps the account: erasing it would leave the card being charged.
  const paying = sql`exists (select 1 from ${academySubscriptions} where ${academySubscriptions.learnerId} = ${learner} and ${academySubscriptions.endedAt} is null)`;
  return sql`(select ${learner} from ${trainingUsers} where ${latest} < ${now.getTime() - siteConfig.retentionDays.learnerAccounts * DAY_MS} and not ${paying})`;
}
