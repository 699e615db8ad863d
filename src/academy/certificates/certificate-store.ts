/**
 * Certificates in D1: issuing one when a module is completed, reading one for
 * the public verification page and for its holder, and revoking one.
 */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { trainingCategories, trainingCertificates, trainingModules, trainingUsers } from '../../db/schema';
import { yearInLondon } from '../../lib/uk-date';
import { newCertificateNumber } from './certificate-number';

export type CertificateState = 'valid' | 'expired' | 'revoked' | 'withdrawn';

/** The columns that decide a certificate's state. */
export interface CertificateStateInputs {
  isActive: boolean;
  revokedAt: Date | null;
  withdrawnAt: Date | null;
  expiryDate: Date | null;
}

export interface IssueCertificateInput {
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

/** The columns certificateState reads, to spread into a select. */
export const certificateStateColumns = {
  expiryDate: trainingCertificates.expiryDate,
  isActive: trainingCertificates.isActive,
  revokedAt: trainingCertificates.revokedAt,
  withdrawnAt: trainingCertificates.withdrawnAt,
};

/** In force: active, and neither revoked nor withdrawn (it may still have expired). Of `table`, or an alias of it. */
export function certificateInForce(table: Record<'isActive' | 'revokedAt' | 'withdrawnAt', AnySQLiteColumn> = trainingCertificates): SQL {
  return and(eq(table.isActive, true), isNull(table.revokedAt), isNull(table.withdrawnAt)) ?? sql`1`;
}

/** What a certificate is now. Withdrawn wins over revoked, revoked over expired. */
export function certificateState(row: CertificateStateInputs, now: Date): CertificateState {
  if (row.withdrawnAt) return 'withdrawn';
  // Inactive with neither date set: taken back all the same, so never shown as valid.
  if (row.revokedAt || !row.isActive) return 'revoked';
  if (row.expiryDate && row.expiryDate.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

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
 * else a new one. Check then insert: two simultaneous completions could both
 * issue, which does no harm. `newNumber` is for tests.
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
  const [held] = await db
    .select({ certificateNumber: certificates.certificateNumber })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, input.learnerId),
        eq(certificates.moduleId, input.moduleId),
        certificateInForce(),
        or(isNull(certificates.expiryDate), gt(certificates.expiryDate, new Date(now.getTime() + RENEWAL_WINDOW_MS))),
      ),
    )
    .orderBy(desc(certificates.earnedDate))
    .limit(1);
  if (held) return { certificateNumber: held.certificateNumber, issued: false };

  const year = yearInLondon(now);
  const expiryDate = input.validYears === null ? null : addCalendarYears(now, input.validYears);
  for (let attempt = 0; attempt <= COLLISION_RETRIES; attempt += 1) {
    const certificateNumber = newNumber(year);
    // A taken number inserts nothing (no error to parse): try another.
    const [inserted] = await db
      .insert(certificates)
      .values({
        userId: input.learnerId,
        moduleId: input.moduleId,
        categoryId: input.categoryId,
        certificateType: 'module',
        title: input.title,
        description: input.description,
        earnedDate: now,
        expiryDate,
        certificateNumber,
        isActive: true,
      })
      .onConflictDoNothing({ target: certificates.certificateNumber })
      .returning({ certificateNumber: certificates.certificateNumber });
    if (inserted) return { certificateNumber: inserted.certificateNumber, issued: true };
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
export async function findCertificateForVerification(db: Database, certificateNumber: string): Promise<VerifiedCertificate | null> {
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
    .leftJoin(trainingCategories, eq(trainingCategories.id, sql`coalesce(${certificates.categoryId}, ${trainingModules.categoryId})`))
    .where(eq(certificates.certificateNumber, certificateNumber))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, createdAt, earnedDate, ...certificate } = row;
  const named = firstName !== null && lastName !== null && row.withdrawnAt === null;
  return { ...certificate, earnedDate: earnedDate ?? createdAt, holder: named ? { firstName, lastName } : null };
}

/** One line of a learner's own list of certificates. */
export interface LearnerCertificate extends CertificateStateInputs {
  certificateNumber: string;
  title: string;
  moduleId: number | null;
  earnedDate: Date | null;
}

/** The learner's certificates, newest first (state inputs included: revoked and expired ones are listed as such). */
export async function listCertificatesOf(db: Database, learnerId: number): Promise<LearnerCertificate[]> {
  const certificates = trainingCertificates;
  return db
    .select({
      certificateNumber: certificates.certificateNumber,
      title: certificates.title,
      moduleId: certificates.moduleId,
      earnedDate: certificates.earnedDate,
      ...certificateStateColumns,
    })
    .from(certificates)
    .where(eq(certificates.userId, learnerId))
    .orderBy(desc(certificates.earnedDate), desc(certificates.id));
}

/** Revokes an active certificate; false when there is none with this number or it was already revoked or withdrawn. */
export async function revokeCertificate(db: Database, certificateNumber: string, now: Date): Promise<boolean> {
  const certificates = trainingCertificates;
  const changed = await db
    .update(certificates)
    .set({ isActive: false, revokedAt: now })
    .where(and(eq(certificates.certificateNumber, certificateNumber), certificateInForce()))
    .returning({ id: certificates.id });
  return changed.length > 0;
}
