/**
 * The certificate renewal reminder (issue 23), 60 and then 14 days before a
 * certificate expires (siteConfig.academy.renewalReminderDays). The row names
 * the certificate (its id as text) and the threshold (`renewal-60`,
 * `renewal-14`); the email is composed when sent, from the certificate and its
 * holder as they are then, and skipped if it is no longer due. The cron that
 * writes the rows is jobs/certificate-renewals.ts.
 */
import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { siteConfig } from '../../content/site-config';
import type { Database } from '../../db/client';
import { certificateInForce, certificateState, certificateStateColumns } from '../../db/certificate-state';
import { ITEM_KIND } from '../../db/item-kinds';
import { theirCertificateIds } from '../../db/personal-data';
import { notificationOutbox } from '../../db/schema/notifications';
import { trainingCertificates, trainingModules, trainingUsers } from '../../db/schema/academy';
import { ukLongDate } from '../../lib/uk-date';
import type { OutgoingMessage } from '../deliver';
import { emailAboutItem } from '../email-kind';
import { academyEmail } from './academy-email';

const DAY_MS = 86_400_000;

/** The thresholds, nearest first: [14, 60]. */
export const renewalThresholds = [...siteConfig.academy.renewalReminderDays].sort((a, b) => a - b);

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
export function inForceAndNotRenewed(): SQL {
  const certificates = trainingCertificates;
  return (
    and(
      certificateInForce(certificates),
      isNotNull(certificates.userId),
      isNotNull(certificates.expiryDate),
      sql`not ${renewedLater(certificates)}`,
    ) ?? sql`0`
  );
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
function renewalReminder(details: RenewalDetails, origin: string, now: Date): OutgoingMessage {
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

/** The learner holding the certificate with this id (as text), or null. */
async function certificateHolder(db: Database, certificateId: string): Promise<number | null> {
  const id = Number(certificateId);
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await db
    .select({ userId: trainingCertificates.userId })
    .from(trainingCertificates)
    .where(eq(trainingCertificates.id, id))
    .limit(1);
  return row?.userId ?? null;
}

export const certificateRenewalEmail = emailAboutItem(ITEM_KIND.certificate, {
  name: 'certificate-renewal',
  to: 'learner',
  /** Nothing to send for no such certificate, an unknown message, the holder erased, the certificate no longer valid or already renewed. */
  compose: async (row, { db, origin, now }) => {
    const id = Number(row.itemId);
    if (!/^\d+$/.test(row.itemId) || !Number.isSafeInteger(id)) return null;
    if (!renewalThresholds.some((days) => renewalMessage(days) === row.message)) return null;
    const certificates = trainingCertificates;
    const [found] = await db
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
    if (!found?.expiryDate || certificateState(found, now) !== 'valid') return null;
    return renewalReminder({ ...found, expiryDate: found.expiryDate }, origin, now);
  },
  describe: async (db, row) => {
    const learnerId = await certificateHolder(db, row.itemId);
    return {
      what: 'Certificate renewal reminder',
      about: learnerId === null ? 'erased' : { href: `/admin/learners/${learnerId}`, text: `Learner ${learnerId}` },
    };
  },
  erasure: (person) =>
    and(
      eq(notificationOutbox.itemKind, ITEM_KIND.certificate),
      inArray(notificationOutbox.itemId, theirCertificateIds(person.learnerIds)),
    ) ?? null,
  // A certificate is never deleted (erasure withdraws it), so its reminders go with the outbox's own period.
  expired: () => null,
});
