/**
 * Who a data request or the retention job is about, and how the tables that
 * hold people's rows find theirs: by address, or through their Training
 * Academy and back office accounts. Each statement reads these subqueries
 * again when it runs, so a batch must remove what is found through an account
 * before the account itself.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ITEM_KIND } from './item-kinds';
import { sessions, users } from './schema/back-office';
import { trainingCertificates, trainingTeamInvitations, trainingUsers } from './schema/academy';

export interface Person {
  /** Their address, trimmed and lower case; null for people known only by their accounts (learners long inactive). */
  email: string | null;
  /** The ids of their Training Academy accounts, as a subquery. */
  learnerIds: SQL;
  /** The ids of their back office accounts, as a subquery; null when none is looked for. */
  userIds: SQL | null;
}

/** Addresses are compared trimmed and case-insensitively, however the visitor typed them. */
export function sameEmail(column: SQLiteColumn, normalisedEmail: string): SQL {
  return sql`lower(trim(${column})) = ${normalisedEmail}`;
}

/** Everyone and everything with this address (already trimmed and lower case): a data request. */
export function personWithEmail(email: string): Person & { email: string; userIds: SQL } {
  return {
    email,
    learnerIds: sql`(select ${trainingUsers.id} from ${trainingUsers} where ${sameEmail(trainingUsers.email, email)})`,
    userIds: sql`(select ${users.id} from ${users} where ${sameEmail(users.email, email)})`,
  };
}

/** The learners with these ids (a subquery), known by nothing else: the retention job's inactive learners. */
export function learnersWithIds(learnerIds: SQL): Person {
  return { email: null, learnerIds, userIds: null };
}

/** Ids (as text, as item ids are kept) of these learners' accounts. */
export function learnerItemIds(learnerIds: SQL): SQL {
  return sql`(select cast(${trainingUsers.id} as text) from ${trainingUsers} where ${trainingUsers.id} in ${learnerIds})`;
}

/** Ids (as text, as item ids are kept) of the certificates these learners hold. */
export function theirCertificateIds(learnerIds: SQL): SQL {
  return sql`(select cast(${trainingCertificates.id} as text) from ${trainingCertificates} where ${trainingCertificates.userId} in ${learnerIds})`;
}

/** Rows of an item-keyed table (audit trail, outbox) about these learners' accounts or their certificates. */
export function aboutLearners(table: { itemKind: SQLiteColumn; itemId: SQLiteColumn }, learnerIds: SQL): SQL {
  return (
    or(
      and(eq(table.itemKind, ITEM_KIND.learner), inArray(table.itemId, learnerItemIds(learnerIds))),
      and(eq(table.itemKind, ITEM_KIND.certificate), inArray(table.itemId, theirCertificateIds(learnerIds))),
    ) ?? sql`0`
  );
}

/** Learner sessions (audience learner in `sess`) of these learners. */
export function theirLearnerSessions(learnerIds: SQL): SQL {
  return (
    and(
      eq(sql`json_extract(${sessions.sess}, '$.audience')`, 'learner'),
      inArray(sql`json_extract(${sessions.sess}, '$.learnerId')`, learnerIds),
    ) ?? sql`0`
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
