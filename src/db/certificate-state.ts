/**
 * What a certificate is now (valid, expired, revoked, withdrawn) and whether it
 * is in force: read by the Academy's pages, the back office and the renewal
 * reminder, so it sits below all of them.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { trainingCertificates } from './schema/academy';

export type CertificateState = 'valid' | 'expired' | 'revoked' | 'withdrawn';

/** The columns that decide a certificate's state. */
export interface CertificateStateInputs {
  isActive: boolean;
  revokedAt: Date | null;
  withdrawnAt: Date | null;
  expiryDate: Date | null;
}

/** The columns certificateState reads, to spread into a select. */
export const certificateStateColumns = {
  expiryDate: trainingCertificates.expiryDate,
  isActive: trainingCertificates.isActive,
  revokedAt: trainingCertificates.revokedAt,
  withdrawnAt: trainingCertificates.withdrawnAt,
};

/** In force: active, and neither revoked nor withdrawn (it may still have expired). Of `table`, or an alias of it. */
export function certificateInForce(
  table: Record<'isActive' | 'revokedAt' | 'withdrawnAt', AnySQLiteColumn> = trainingCertificates,
): SQL {
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
