/**
 * Registrations for the free demo waiting for their address to be confirmed
 * (learner_registrations): the account, with the names typed, is made only
 * when the emailed link is pressed, so nobody can make an account for an
 * address that is not theirs. One per address: a new registration replaces
 * the waiting one. The link's token is minted when its email is composed and
 * kept only as its SHA-256.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import { atomicBatch } from '../db/atomic-batch';
import type { Database } from '../db/client';
import { learnerRegistrations, trainingUsers } from '../db/schema/academy';
import { randomToken } from '../lib/random-token';
import { sha256Hex } from '../lib/sha256';
import { newLearnerSession, startLearnerSession } from './learner-sessions';

/** A registration waits this long for its address to be confirmed. */
const REGISTRATION_MS = siteConfig.academy.registrationLinkHours * 60 * 60 * 1000;

export interface RegistrationDetails {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** The terms the learner ticked, as the form showed them: stored with the consent. */
  consentWording: string;
}

/** Stores (or replaces) the registration of an address with the terms' consent on record; returns its id. */
export async function saveRegistration(db: Database, details: RegistrationDetails, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const row = {
    id,
    ...details,
    tokenHash: null,
    createdAt: new Date(now),
    expiresAt: new Date(now + REGISTRATION_MS),
    consentGivenAt: new Date(now),
    consentPolicyVersion: siteConfig.privacyPolicyVersion,
  };
  // A new id too: an email queued for the replaced registration then finds nothing to send.
  const { email: _email, ...replaced } = row;
  await db
    .insert(learnerRegistrations)
    .values(row)
    .onConflictDoUpdate({ target: learnerRegistrations.email, set: replaced });
  return id;
}

/** Mints the confirmation link's token for a waiting registration (replacing any earlier one); null once it is gone. */
export async function mintRegistrationToken(
  db: Database,
  id: string,
  now = Date.now(),
): Promise<{ token: string; email: string; firstName: string } | null> {
  const token = randomToken();
  const [row] = await db
    .update(learnerRegistrations)
    .set({ tokenHash: await sha256Hex(token) })
    .where(and(eq(learnerRegistrations.id, id), gt(learnerRegistrations.expiresAt, new Date(now))))
    .returning({ email: learnerRegistrations.email, firstName: learnerRegistrations.firstName });
  return row ? { token, ...row } : null;
}

/** Whether a confirmation link can still be used, without using it: a used one is gone, so it reads as unknown. */
export async function registrationLinkState(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<'valid' | 'expired' | 'unknown'> {
  const [row] = await db
    .select({ expiresAt: learnerRegistrations.expiresAt })
    .from(learnerRegistrations)
    .where(eq(learnerRegistrations.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!row) return 'unknown';
  return row.expiresAt.getTime() > now ? 'valid' : 'expired';
}

/**
 * Makes the account from the registration and starts its session, in one atomic batch: the account (a demo,
 * employee tier, the consent copied; left as it is if the address got one meanwhile), the session, lastLoginAt
 * (the address is now proved), then the registration deleted so the link works once. Returns the cookie's token.
 */
export async function confirmRegistration(db: Database, token: string, now = Date.now()): Promise<string | null> {
  const tokenHash = await sha256Hex(token);
  const session = await newLearnerSession();
  const registrations = learnerRegistrations;
  const live = sql`r.token_hash = ${tokenHash} and r.expires_at > ${now}`;
  const results = await atomicBatch(db, [
    sql`insert into ${trainingUsers} (email, first_name, last_name, company_name, subscription_status, subscription_tier, created_at, consent_given_at, consent_policy_version, consent_wording)
      select r.email, r.first_name, r.last_name, r.company_name, 'demo', 'employee', ${now}, r.consent_given_at, r.consent_policy_version, r.consent_wording
      from ${registrations} r where ${live}
      on conflict (email) do nothing`,
    startLearnerSession(
      session,
      sql`u.id`,
      sql`from ${registrations} r join ${trainingUsers} u on u.email = r.email where ${live}`,
      now,
    ),
    sql`update ${trainingUsers} set last_login_at = ${now} where email = (select r.email from ${registrations} r where ${live})`,
    sql`delete from ${registrations} where token_hash = ${tokenHash}`,
  ]);
  return results[1]?.meta.changes === 1 ? session.token : null;
}
