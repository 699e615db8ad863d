/**
 * The data model of spec 02 §3, one file per part of the business (back office, submissions, academy,
 * notifications), and the column helpers they share. Lists and JSON documents are stored as JSON text; booleans as
 * 0/1 integers; timestamps as milliseconds since the epoch. drizzle-kit turns these files into the flat SQL files in
 * migrations/ (scripts/drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(nowMs);
/** The id a form makes for one submission (the server derives one for a plain post): a repeat of it is not stored again. */
export const submissionId = () => text('submission_id').unique();
/** Consent on record: when it was given, under which privacy policy version, and the words the visitor saw. */
export const consentColumns = () => ({
  consentGivenAt: integer('consent_given_at', { mode: 'timestamp_ms' }),
  consentPolicyVersion: text('consent_policy_version'),
  consentWording: text('consent_wording'),
});
export const uuid = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
/**
 * Where the visit that brought a lead, a booking or a purchase came from (src/analytics/visit-source.ts): the
 * referrer's host and the link's campaign, never more. Null when the visit's source is not known.
 */
export const visitSourceColumns = () => ({
  sourceReferrerHost: text('source_referrer_host'),
  sourceUtmSource: text('source_utm_source'),
  sourceUtmMedium: text('source_utm_medium'),
  sourceUtmCampaign: text('source_utm_campaign'),
});
