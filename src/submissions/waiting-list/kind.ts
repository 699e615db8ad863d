import { ITEM_KIND } from '../../db/item-kinds';
import { sql } from 'drizzle-orm';
import { waitingListConsentWording } from '../../content/shop';
import { siteConfig } from '../../content/site-config';
import { shopNotifications as table } from '../../db/schema/submissions';
import { shopNotificationFromFields } from './fields';
import { shopNotificationSchema } from './schema';
import { consentGiven } from '../consent';
import { defineSubmission, usualColumns } from '../types';

/**
 * The shop waiting list (spec 02 §2, §7). An address already on the list is
 * left as it is, and the caller gets the same answer as a new one.
 */
export const waitingList = defineSubmission({
  kind: ITEM_KIND.waitingList,
  label: 'Shop waiting list sign-up',
  plural: 'Shop waiting list',
  table,
  columns: usualColumns(table),
  nameSql: sql`''`,
  detailSql: sql`''`,
  summary: () => 'Shop launch waiting list',
  schema: shopNotificationSchema,
  fromFields: shopNotificationFromFields,
  // Signing up is the form's only purpose: the statement beside the button is the consent, recorded with the row.
  toRow: (input, { id, submissionId, now }) => ({
    id,
    email: input.email,
    submissionId,
    consentGivenAt: now,
    consentPolicyVersion: siteConfig.privacyPolicyVersion,
    consentWording: waitingListConsentWording,
  }),
  person: (row) => row.email,
  fields: [
    { label: 'Email', read: (row) => row.email },
    { label: 'Consent given', read: consentGiven },
    { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
  ],
  workflow: {
    statuses: ['active', 'unsubscribed'],
    awaitingStatus: null,
    moves: { active: [{ to: 'unsubscribed', label: 'Unsubscribe' }] },
  },
  notification: 'digest',
  digest: { section: 'Shop waiting list sign-ups', counted: ['waiting-list sign-up', 'waiting-list sign-ups'] },
  retentionDays: siteConfig.retentionDays.shopNotifications,
  exportName: 'shop_notifications',
});
