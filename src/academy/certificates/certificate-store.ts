/**
 * Certificates in D1: issuing one when a module is completed, reading one for
 * the public verification page and for its holder, and revoking one.
 */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type CertificateStateInputs, certificateInForce, certificateStateColumns } from '../../db/certificate-state';
import type { Database } from '../../db/client';
import { trainingCategories, trainingCertificates, trainingModules, trainingUsers } from '../../db/schema/academy';
import { yearInLondon } from '../../lib/uk-date';
import { newCertificateNumber } from './certificate-number';

interface IssueCertificateInput {
  learnerId: number;
  moduleId: number;
  categoryId: number | null;
  title: string;
  description: string;
  /** Whole calendar years it stays valid; null: it does not expire. */
  validYears: number | null;
}

/** A certificate that expires sooner than this is renewed by completing the module again, not handed back. */
const RENEWAL_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;

/** New numbers tried after a collision before giving up (40 random bits: one collision is already rare). */
const COLLISION_RETRIES = 5;

/**
 * `years` calendar years after `date` (UTC). 29 February lands on 28 February
 * in a common year: a certificate never gains a day.
 */
export function addCalendarYears(date: Date, years: number): Date {
  const result = new Date(date.getTime());
  result.setUTCFullYear(date.getUTCFullYear() + years);
  if (result.getUTCMonth() !== date.getUTCMonth()) result.setUTCDate(0);
  return result;
}

/**
 * The learner's certificate for a module: the one they already hold if it is
 * active and not about to expire (completing a module twice does not make two),
 * else a new one. The insert itself checks that none is held (INSERT ... SELECT
 * ... WHERE NOT EXISTS), so two completions at once issue one certificate.
 * `newNumber` is for tests.
 */
export async function issueCertificate(
  db: Database,
  input: IssueCertificateInput,
  now: Date,
  newNumber: (year: number) => string = newCertificateNumber,
): Promise<{ certificateNumber: string; issued: boolean }> {
  if (input.validYears !== null && (!Number.isInteger(input.validYears) || input.validYears < 1)) {
    throw new RangeError('validYears is a whole number of years, at least 1, or null');
  }
  const certificates = trainingCertificates;
  const held = and(
    eq(certificates.userId, input.learnerId),
    eq(certificates.moduleId, input.moduleId),
    certificateInForce(),
    or(isNull(certificates.expiryDate), gt(certificates.expiryDate, new Date(now.getTime() + RENEWAL_WINDOW_MS))),
  );
  const heldNumber = async () => {
    const [row] = await db
      .select({ certificateNumber: certificates.certificateNumber })
      .from(certificates)
      .where(held)
      .orderBy(desc(certificates.earnedDate))
      .limit(1);
    return row?.certificateNumber;
  };
  const already = await heldNumber();
  if (already) return { certificateNumber: already, issued: false };

  const year = yearInLondon(now);
  const expiryDate = input.validYears === null ? null : addCalendarYears(now, input.validYears).getTime();
  for (let attempt = 0; attempt <= COLLISION_RETRIES; attempt += 1) {
    const certificateNumber = newNumber(year);
    const inserted = await db.all<{ certificate_number: string }>(sql`
      insert into ${certificates} (user_id, module_id, category_id, certificate_type, title, description, earned_date, expiry_date, certificate_number, is_active, created_at)
      select ${input.learnerId}, ${input.moduleId}, ${input.categoryId}, 'module', ${input.title}, ${input.description}, ${now.getTime()}, ${expiryDate}, ${certificateNumber}, 1, ${now.getTime()}
      where not exists (select 1 from ${certificates} where ${held})
      on conflict (certificate_number) do nothing
      returning certificate_number`);
    const [row] = inserted;
    if (row) return { certificateNumber: row.certificate_number, issued: true };
    // Nothing inserted: another completion got there first, or the number was taken (then try another).
    const theirs = await heldNumber();
    if (theirs) return { certificateNumber: theirs, issued: false };
  }
  throw new Error('certificate_number_collisions');
}

/** A certificate as the verification page and its holder's downloads read it. */
export interface VerifiedCertificate extends CertificateStateInputs {
  certificateNumber: string;
  title: string;
  description: string | null;
  /** When it was earned (its row's creation time if the date was never set). */
  earnedDate: Date;
  /** The holder's training_users id; null once their data was erased. */
  userId: number | null;
  /** The holder's name; null when withdrawn or erased, so no page can show it. */
  holder: { firstName: string; lastName: string } | null;
  moduleTitle: string | null;
  categoryName: string | null;
}

/** The certificate with this (canonical) number, with its holder, module and category; null if there is none. */
export async function findCertificateForVerification(
  db: Database,
  certificateNumber: string,
): Promise<VerifiedCertificate | null> {
  const certificates = trainingCertificates;
  const [row] = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      title: certificates.title,
      description: certificates.description,
      earnedDate: certificates.earnedDate,
      createdAt: certificates.createdAt,
      ...certificateStateColumns,
      userId: certificates.userId,
      firstName: trainingUsers.firstName,
      lastName: trainingUsers.lastName,
      moduleTitle: trainingModules.title,
      categoryName: trainingCategories.name,
    })
    .from(certificates)
    .leftJoin(trainingUsers, eq(trainingUsers.id, certificates.userId))
    .leftJoin(trainingModules, eq(trainingModules.id, certificates.moduleId))
    // The certificate's own category, else its module's.
    .leftJoin(
      trainingCategories,
      eq(trainingCategories.id, sql`coalesce(${certificates.categoryId}, ${trainingModules.categoryId})`),
    )
    .where(eq(certificates.certificateNumber, certificateNumber))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, createdAt, earnedDate, ...certificate } = row;
  const named = firstName !== null && lastName !== null && row.withdrawnAt === null;
  return { ...certificate, earnedDate: earnedDate ?? createdAt, holder: named ? { firstName, lastName } : null };
}

/** One line of a learner's own list of certificates. */
interface LearnerCertificate extends CertificateStateInputs {
  id: number;
  certificateNumber: string;
  title: string;
  moduleId: number | null;
  earnedDate: Date | null;
}

/**
 * The certificates of the holders picked (one learner, a team), newest first, as every list of them reads them: state
 * inputs included, so revoked and expired ones are listed as such. A query, so a batch can hold it.
 */
export function certificatesNewestFirst(db: Database, holders: SQL) {
  const certificates = trainingCertificates;
  return db
    .select({
      id: certificates.id,
      userId: certificates.userId,
      certificateNumber: certificates.certificateNumber,
      title: certificates.title,
      moduleId: certificates.moduleId,
      earnedDate: certificates.earnedDate,
      ...certificateStateColumns,
    })
    .from(certificates)
    .where(holders)
    .orderBy(desc(certificates.earnedDate), desc(certificates.id));
}

/** The learner's certificates, newest first: for their own page and the back office's page of them. */
export async function listCertificatesOf(db: Database, learnerId: number): Promise<LearnerCertificate[]> {
  return certificatesNewestFirst(db, eq(trainingCertificates.userId, learnerId));
}
