/**
 * The per-recipient limit on email: an address that has not proved it is its
 * owner's gets at most `emailLimits.perHour` emails an hour and `perDay` a
 * day, whatever the kind, so nobody can make the site mail a stranger over
 * and over. Each email to such an address is one `email_deliveries` row (the
 * SHA-256 of the address, never the address), counted and written by one
 * conditional INSERT: sends that race cannot both take the last place.
 */
import { sql } from 'drizzle-orm';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { emailDeliveries } from '../db/schema/notifications';
import { trainingUsers } from '../db/schema/academy';
import { users } from '../db/schema/back-office';
import { signToken } from '../lib/signing';

export type HeldReason = 'hourly-limit' | 'daily-limit';

export type Allowance = { allowed: true; deliveryId: string | null } | { allowed: false; reason: HeldReason };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Email deliveries are kept this long: the longest limit is a day, so a day and a half is always enough. */
export const EMAIL_DELIVERY_RETENTION_MS = 36 * HOUR_MS;

/** The business's own addresses (where its notifications, digests and agendas go, and its senders). */
const businessAddresses: ReadonlySet<string> = new Set(
  [
    siteConfig.notifications.to,
    siteConfig.notifications.from,
    siteConfig.admin.signInEmailFrom,
    siteConfig.academy.emailFrom,
  ].map((address) => address.trim().toLowerCase()),
);

/**
 * True for an address that proved it is its owner's: the business's own, a back-office user's, or a learner who
 * has signed in through an emailed link (last_login_at is set only by pressing one).
 */
async function isVerified(db: Database, address: string): Promise<boolean> {
  if (businessAddresses.has(address)) return true;
  const [row] = await db.all<{ verified: number }>(sql`select (
      exists (select 1 from ${users} where lower(trim(${users.email})) = ${address})
      or exists (select 1 from ${trainingUsers} where ${trainingUsers.email} = ${address} and ${trainingUsers.lastLoginAt} is not null)
    ) as verified`);
  return row?.verified === 1;
}

/** Why a send to this recipient hash is over the limit now: the hour's limit when that one is reached. */
async function heldReason(db: Database, recipientHash: string, now: number): Promise<HeldReason> {
  const [row] = await db.all<{ lastHour: number }>(
    sql`select count(*) as lastHour from ${emailDeliveries} where recipient_hash = ${recipientHash} and sent_at > ${now - HOUR_MS}`,
  );
  return (row?.lastHour ?? 0) >= siteConfig.emailLimits.perHour ? 'hourly-limit' : 'daily-limit';
}

/** What the limit needs to know of a send: the database, the time, the key counts are kept under, and the owner's release. */
export interface RecipientLimitContext {
  db: Database;
  now: Date;
  /** SIGNING_SECRET: the key of the HMAC a recipient is counted under (src/lib/signing.ts). */
  secret: string | undefined;
  /** The owner pressed Send on this held email: it goes whatever the recipient's limit says. */
  released?: boolean;
}

/** Domains where dots in the local part are ignored, and the one they deliver to. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The inbox an address reaches: lower case, without a "+tag", and without dots where the provider ignores them. */
function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  const local = (lower.slice(0, at).split('+')[0] ?? '') || lower.slice(0, at);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

/**
 * Takes one place in the recipient's allowance, or says why there is none. A verified address needs none
 * (`deliveryId` null); an email the owner released is counted but never held.
 */
export async function takeRecipientAllowance(context: RecipientLimitContext, to: string): Promise<Allowance> {
  const { db, now } = context;
  const released = context.released ?? false;
  const address = to.trim().toLowerCase();
  if (await isVerified(db, address)) return { allowed: true, deliveryId: null };
  const recipientHash = await signToken(context.secret, 'email-recipient', mailboxOf(address));
  const id = crypto.randomUUID();
  const at = now.getTime();
  const { perHour, perDay } = siteConfig.emailLimits;
  const underLimits = released
    ? sql`1 = 1`
    : sql`(select count(*) from ${emailDeliveries} where recipient_hash = ${recipientHash} and sent_at > ${at - HOUR_MS}) < ${perHour}
        and (select count(*) from ${emailDeliveries} where recipient_hash = ${recipientHash} and sent_at > ${at - DAY_MS}) < ${perDay}`;
  const result = await db.run(
    sql`insert into ${emailDeliveries} (id, recipient_hash, sent_at) select ${id}, ${recipientHash}, ${at} where ${underLimits}`,
  );
  if (result.meta.changes === 1) return { allowed: true, deliveryId: id };
  return { allowed: false, reason: await heldReason(db, recipientHash, at) };
}

/** Gives the place back when the mail service refused the email: a failed attempt reached nobody. */
export async function returnRecipientAllowance(db: Database, deliveryId: string): Promise<void> {
  await db.run(sql`delete from ${emailDeliveries} where id = ${deliveryId}`);
}
