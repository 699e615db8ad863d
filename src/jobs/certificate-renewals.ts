/**
 * Certificate renewal reminders (issue 23): each morning (the 07:00 UTC cron)
 * one outbox row per certificate due a reminder, written in one statement
 * and queued like every email. A certificate with d days left is due
 * `renewal-14` when d ≤ 14, else `renewal-60` when d ≤ 60
 * (siteConfig.academy.renewalReminderDays): only the nearest threshold
 * reached, so one first seen 10 days before its expiry gets `renewal-14`
 * alone. The outbox's unique (kind, item, message) makes each once only,
 * however often the cron fires. The row names the certificate (item kind
 * `certificate`, its id as text); the email is composed when sent, from the
 * certificate and its holder as they are then, and skipped if it is no
 * longer due.
 */
import { ITEM_KIND } from '../db/item-kinds';
import { and, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { academyEmail } from '../academy/academy-email';
import { certificateState, certificateStateColumns, certificateInForce } from '../academy/certificates/certificate-store';
import { siteConfig } from '../content/site-config';
import type { Database } from '../db/client';
import { trainingCertificates, trainingModules, trainingUsers } from '../db/schema';
import type { Bindings } from '../env';
import { ukLongDate } from '../lib/uk-date';
import type { OutgoingMessage } from '../notify/deliver';
import { enqueueNotifications } from '../notify/enqueue';
import { outboxInsertForRows } from '../notify/outbox';

const DAY_MS = 86_400_000;

/** The thresholds, nearest first: [14, 60]. */
const thresholds = [...siteConfig.academy.renewalReminderDays].sort((a, b) => a - b);

/** The outbox message of a threshold: "renewal-60", "renewal-14". */
export function renewalMessage(days: number): string {
  return `renewal-${days}`;
}

/** A later certificate of the same holder and module, in force and lasting longer than this one: it was renewed. */
function renewedLater(certificates: typeof trainingCertificates): SQL {
  const newer = alias(trainingCertificates, 'newer');
  const conditions = and(
    eq(newer.userId, certificates.userId),
    eq(newer.moduleId, certificates.moduleId),
    certificateInForce(newer),
    or(isNull(newer.expiryDate), gt(newer.expiryDate, certificates.expiryDate)),
  );
  // The alias's columns render as "newer"."…": name the table under that alias.
  return sql`exists (select 1 from ${trainingCertificates} as "newer" where ${conditions})`;
}

/**
 * A certificate still worth renewing: in force (active, neither revoked nor
 * withdrawn), with an expiry, held by someone, and not already renewed.
 */
function inForceAndNotRenewed(): SQL {
  const certificates = trainingCertificates;
  return (
    and(certificateInForce(certificates), isNotNull(certificates.userId), isNotNull(certificates.expiryDate), sql`not ${renewedLater(certificates)}`) ?? sql`0`
  );
}

/** Writes the reminders now due (each once) and queues them; returns how many it wrote. */
export async function queueRenewalReminders(db: Database, env: Pick<Bindings, 'NOTIFY_QUEUE'>, now: Date = new Date()): Promise<number> {
  const certificates = trainingCertificates;
  const within = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const widest = thresholds.at(-1) ?? 0;
  const message = sql`case ${sql.join(
    thresholds.map((days) => sql`when ${certificates.expiryDate} <= ${within(days).getTime()} then ${renewalMessage(days)}`),
    sql` `,
  )} end`;
  const due = and(inForceAndNotRenewed(), gt(certificates.expiryDate, now), lte(certificates.expiryDate, within(widest))) ?? sql`0`;
  const written = await outboxInsertForRows(
    db,
    { itemKind: ITEM_KIND.certificate, from: certificates, itemId: sql`cast(${certificates.id} as text)` },
    message,
    due,
    now,
  );
  // If the queue cannot take them now, the rows stay pending and the sweep queues them.
  await enqueueNotifications(
    env,
    written.map((row) => ({ type: 'send', outboxId: row.id })),
  );
  return written.length;
}

/**
 * The reminder of an outbox row, composed from the certificate as it is now;
 * null when there is nothing to send: no such certificate, an unknown
 * message, the holder erased, the certificate no longer valid (expired,
 * revoked, withdrawn) or already renewed.
 */
export async function composeRenewalFor(db: Database, itemId: string, message: string, origin: string, now: Date): Promise<OutgoingMessage | null> {
  const id = Number(itemId);
  if (!/^\d+$/.test(itemId) || !Number.isSafeInteger(id)) return null;
  if (!thresholds.some((days) => renewalMessage(days) === message)) return null;
  const certificates = trainingCertificates;
  const [row] = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      title: certificates.title,
      ...certificateStateColumns,
      email: trainingUsers.email,
      firstName: trainingUsers.firstName,
      moduleTitle: trainingModules.title,
      moduleSlug: trainingModules.slug,
    })
    .from(certificates)
    .innerJoin(trainingUsers, eq(trainingUsers.id, certificates.userId))
    .leftJoin(trainingModules, eq(trainingModules.id, certificates.moduleId))
    .where(and(eq(certificates.id, id), inForceAndNotRenewed()))
    .limit(1);
  if (!row?.expiryDate || certificateState(row, now) !== 'valid') return null;
  return renewalReminderEmail({ ...row, expiryDate: row.expiryDate }, origin, now);
}

interface RenewalDetails {
  email: string;
  firstName: string;
  certificateNumber: string;
  title: string;
  expiryDate: Date;
  moduleTitle: string | null;
  moduleSlug: string | null;
}

/** To the holder: when it expires, how to renew (complete the module again), where to sign in, and the certificate's number. */
export function renewalReminderEmail(details: RenewalDetails, origin: string, now: Date): OutgoingMessage {
  const name = details.moduleTitle ?? details.title;
  const expires = ukLongDate(details.expiryDate);
  const daysLeft = Math.max(1, Math.ceil((details.expiryDate.getTime() - now.getTime()) / DAY_MS));
  const modulePage = details.moduleSlug ? `${origin}/training/module/${details.moduleSlug}` : `${origin}/training`;
  return academyEmail(
    details.email,
    `Your ${name} certificate expires on ${expires}`,
    [
      `Hello ${details.firstName},`,
      `Your ${siteConfig.name} Training Academy certificate for ${name} (number ${details.certificateNumber}) expires on ${expires}, in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}.`,
      'To renew it, sign in and complete the module again: mark each section and pass its quizzes, then press Complete Module. You get a new certificate, valid from the day you finish.',
    ],
    { href: modulePage, label: `Open ${name}` },
    [
      `Not signed in? Ask for a sign-in link at ${origin}/training/sign-in.`,
      `Anyone can check your certificate at ${origin}/certificates/${details.certificateNumber}.`,
    ],
  );
}
