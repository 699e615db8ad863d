import { sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { earlyBirdList as table } from '../../db/schema/retreats';
import { formatDateTime } from '../../lib/uk-date';
import { consentGiven } from '../consent';
import { defineSubmission, usualColumns } from '../types';
import { earlyBirdConsentWording, earlyBirdListFromFields, earlyBirdListSchema } from './schema';

/** The retreats' early-bird list: confirmed addresses hear of each new event (src/jobs/retreat-announcements.ts). */
export const earlyBirdSignUp = defineSubmission({
  kind: ITEM_KIND.earlyBirdList,
  label: 'Early-bird list sign-up',
  plural: 'Early-bird list',
  table,
  columns: usualColumns(table),
  nameSql: sql`''`,
  detailSql: sql`${table.status}`,
  summary: (status) => (status === 'confirmed' ? 'Early-bird list, confirmed' : 'Early-bird list, not yet confirmed'),
  schema: earlyBirdListSchema,
  fromFields: earlyBirdListFromFields,
  toRow: (input, { id, submissionId, now }) => ({
    id,
    submissionId,
    email: input.email,
    consentGivenAt: now,
    consentPolicyVersion: siteConfig.privacyPolicyVersion,
    consentWording: earlyBirdConsentWording,
  }),
  person: (row) => row.email,
  fields: [
    { label: 'Email', read: (row) => row.email },
    { label: 'Confirmed', read: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : 'Not yet') },
    { label: 'Consent given', read: consentGiven },
    { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
  ],
  workflow: {
    statuses: ['unconfirmed', 'confirmed', 'unsubscribed'],
    awaitingStatus: null,
    moves: {
      unconfirmed: [{ to: 'unsubscribed', label: 'Unsubscribe' }],
      confirmed: [{ to: 'unsubscribed', label: 'Unsubscribe' }],
    },
  },
  notification: 'digest',
  digest: { section: 'Early-bird list sign-ups', counted: ['early-bird sign-up', 'early-bird sign-ups'] },
  retentionDays: siteConfig.retentionDays.earlyBirdList,
  exportName: 'early_bird_list',
});
