/**
 * Invitations to an employer's team (training_team_invitations): only the
 * token's SHA-256 is kept, each works once within invitationDays, and
 * accepting one is a single atomic batch that claims it, makes the account if
 * the address has none, ties the account to the team and starts a session.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { learnerTermsWording } from '../content/academy';
import { siteConfig } from '../../content/site-config';
import { atomicBatch } from '../../db/atomic-batch';
import type { Database } from '../../db/client';
import { trainingTeamInvitations, trainingUsers } from '../../db/schema/academy';
import { randomToken } from '../../lib/random-token';
import { sha256Hex } from '../../lib/sha256';
import { accessLevel } from '../access';
import { learnerAccountColumns, newLearnerSession, startLearnerSession } from '../../auth/learner-sessions';
import { INVITATION_MS } from '../../auth/invitation-links';

/** The invitation stored (or renewed); null: every seat is taken, so none was. */
type CreatedInvitation = { id: string } | null;

/**
 * Stores an invitation. If this employer already has one waiting for the
 * address, that one is renewed instead (the earlier link stops working), so
 * an email that never arrived can simply be sent again. A new one needs a free
 * seat: members and invitations still waiting each hold one, counted in the
 * insert itself, so that invitations racing for the last seat store one. One
 * atomic batch: two presses leave one invitation. Its link is minted when its email is sent
 * (auth/invitation-links.ts); until then it holds the hash of a value nobody knows.
 */
export async function createInvitation(
  db: Database,
  employerId: number,
  email: string,
  now = Date.now(),
): Promise<CreatedInvitation> {
  const tokenHash = await sha256Hex(randomToken());
  const invitations = trainingTeamInvitations;
  const waiting = sql`employer_id = ${employerId} and email = ${email} and accepted_at is null and expires_at > ${now}`;
  const [, , found] = await atomicBatch(db, [
    sql`update ${invitations} set token_hash = ${tokenHash}, created_at = ${now}, expires_at = ${now + INVITATION_MS} where ${waiting}`,
    sql`insert into ${invitations} (id, employer_id, email, token_hash, created_at, expires_at)
      select ${crypto.randomUUID()}, ${employerId}, ${email}, ${tokenHash}, ${now}, ${now + INVITATION_MS}
      where not exists (select 1 from ${invitations} where ${waiting})
        and ${seatsUsed(employerId, now)} < (select team_seats from ${trainingUsers} where id = ${employerId})`,
    sql`select id from ${invitations} where token_hash = ${tokenHash}`,
  ]);
  const id = (found?.results[0] as { id?: string } | undefined)?.id;
  return id ? { id } : null;
}

/** Seats in use: the team's members and its invitations still waiting. */
function seatsUsed(employerId: number, now: number) {
  return sql`((select count(*) from ${trainingUsers} where employer_id = ${employerId})
    + (select count(*) from ${trainingTeamInvitations} where employer_id = ${employerId} and accepted_at is null and expires_at > ${now}))`;
}

/** The employer's seats: bought (or granted), and used by members and invitations still waiting. */
export async function teamSeats(
  db: Database,
  employerId: number,
  now = Date.now(),
): Promise<{ bought: number; used: number }> {
  const [row] = await atomicBatch(db, [
    sql`select (select team_seats from ${trainingUsers} where id = ${employerId}) as bought, ${seatsUsed(employerId, now)} as used`,
  ]);
  const seats = row?.results[0] as { bought?: number | null; used?: number } | undefined;
  return { bought: seats?.bought ?? 0, used: seats?.used ?? 0 };
}

/** How many of the employer's invitations are still waiting: a count only, nobody is shown before accepting. */
export async function pendingInvitationCount(db: Database, employerId: number, now = Date.now()): Promise<number> {
  const invitations = trainingTeamInvitations;
  const [row] = await db
    .select({ waiting: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.employerId, employerId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date(now)),
      ),
    );
  return row?.waiting ?? 0;
}

/** The address of one of this employer's own invitations (for "Invitation sent to …"); undefined for any other. */
export async function invitedAddress(
  db: Database,
  employerId: number,
  invitationId: string,
): Promise<string | undefined> {
  const invitations = trainingTeamInvitations;
  const [row] = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.employerId, employerId)))
    .limit(1);
  return row?.email;
}

/** What an invitation link is now: `closed` when the team's employer subscription is not active (or it has no name). */
export type InvitationState = 'valid' | 'used' | 'expired' | 'unknown' | 'closed';

export interface InvitationView {
  state: InvitationState;
  /** The team's name (the employer's business name) and who sent it; empty when unknown. */
  teamName: string;
  inviterName: string;
  /** The invited address: the link was sent there, so its holder knows it already. */
  email: string;
}

/** Reads an invitation by its token without using it up. */
export async function findInvitation(db: Database, token: string, now = Date.now()): Promise<InvitationView> {
  const invitations = trainingTeamInvitations;
  const [row] = await db
    .select({
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      ...learnerAccountColumns,
    })
    .from(invitations)
    .leftJoin(trainingUsers, eq(trainingUsers.id, invitations.employerId))
    .where(eq(invitations.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return { state: 'unknown', teamName: '', inviterName: '', email: '' };
  const teamName = row.companyName?.trim() ?? '';
  const view = { teamName, inviterName: [row.firstName, row.lastName].filter(Boolean).join(' '), email: row.email };
  if (row.acceptedAt) return { ...view, state: 'used' };
  if (row.expiresAt.getTime() <= now) return { ...view, state: 'expired' };
  const employer =
    row.subscriptionStatus === null || row.subscriptionTier === null
      ? null
      : {
          subscriptionStatus: row.subscriptionStatus,
          subscriptionTier: row.subscriptionTier,
          subscriptionExpiry: row.subscriptionExpiry,
        };
  if (accessLevel(employer, new Date(now)) !== 'employer' || !teamName) return { ...view, state: 'closed' };
  return { ...view, state: 'valid' };
}

/**
 * Who accepts: someone new, whose account the batch makes (the emailed link
 * proves the address) and signs in; or the invited address's own account,
 * already signed in, which the batch only ties to the team.
 */
type Acceptance =
  | { by: 'newcomer'; names: { firstName: string; lastName: string } }
  | { by: 'account'; learnerId: number };

/**
 * Accepts an invitation in one atomic batch:
 * 1. claims it (accepted_at = now) only if unaccepted, unexpired, its employer's
 *    subscription is a current employer one with a business name, the address
 *    is not itself an employer account (never downgraded), and the acceptor
 *    fits: a newcomer only while the address has no account, an account only
 *    when it is the invited address's own;
 * 2. for a newcomer, makes the account (the names given, the terms' consent on
 *    record, as registration does);
 * 3. ties the account to the team (employer and company): while the
 *    employer's subscription is current the member reads as an employee
 *    (access.ts); their own subscription is never changed;
 * 4. for a newcomer, starts the session; 5. records who accepted (which closes the claim).
 * An invitation never signs anyone in to an account that existed before: a
 * forwarded link would hand it over. Steps 2-5 act only on an invitation
 * claimed by this batch (accepted_at = now, no learner yet): a second press
 * finds it closed. Returns null when not accepted, else the new session's cookie token (a newcomer's).
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  acceptance: Acceptance,
  now = Date.now(),
): Promise<{ sessionToken: string | null } | null> {
  const tokenHash = await sha256Hex(token);
  const session = await newLearnerSession();
  const invitations = trainingTeamInvitations;
  const users = trainingUsers;
  const claimedByUs = sql`${invitations.tokenHash} = ${tokenHash} and ${invitations.acceptedAt} = ${now} and ${invitations.acceptedLearnerId} is null`;
  const employerOf = sql`(select employer_id from ${invitations} where token_hash = ${tokenHash})`;
  const acceptor =
    acceptance.by === 'newcomer'
      ? sql`not exists (select 1 from ${users} u where u.email = ${invitations}.email)`
      : sql`exists (select 1 from ${users} u where u.email = ${invitations}.email and u.id = ${acceptance.learnerId})`;
  const newcomer = acceptance.by === 'newcomer' ? acceptance : null;
  const results = await atomicBatch(db, [
    sql`update ${invitations} set accepted_at = ${now}
      where token_hash = ${tokenHash} and accepted_at is null and expires_at > ${now} and ${acceptor}
        and not exists (select 1 from ${users} u where u.email = ${invitations}.email and u.subscription_tier = 'employer')
        and exists (select 1 from ${users} e where e.id = ${invitations}.employer_id
          and e.subscription_status = 'active' and e.subscription_tier = 'employer'
          and (e.subscription_expiry is null or e.subscription_expiry > ${now})
          and trim(coalesce(e.company_name, '')) <> '')`,
    ...(newcomer
      ? [
          sql`insert into ${users} (email, first_name, last_name, subscription_status, subscription_tier, created_at, consent_given_at, consent_policy_version, consent_wording)
            select email, ${newcomer.names.firstName}, ${newcomer.names.lastName}, 'demo', 'employee', ${now}, ${now}, ${siteConfig.privacyPolicyVersion}, ${learnerTermsWording}
            from ${invitations} where ${claimedByUs}
            on conflict (email) do nothing`,
        ]
      : []),
    sql`update ${users} set
        employer_id = ${employerOf},
        company_name = (select e.company_name from ${users} e where e.id = ${employerOf}),
        last_login_at = ${now}
      where email = (select email from ${invitations} where ${claimedByUs}) and subscription_tier <> 'employer'`,
    ...(newcomer
      ? [
          startLearnerSession(
            session,
            sql`u.id`,
            sql`from ${invitations} join ${users} u on u.email = ${invitations}.email and u.employer_id = ${invitations}.employer_id where ${claimedByUs}`,
            now,
          ),
        ]
      : []),
    sql`update ${invitations} set accepted_learner_id = (select u.id from ${users} u where u.email = ${invitations}.email) where ${claimedByUs}`,
  ]);
  if (results[0]?.meta.changes !== 1) return null;
  return { sessionToken: newcomer ? session.token : null };
}
