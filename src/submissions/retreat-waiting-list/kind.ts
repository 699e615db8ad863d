import { sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { ITEM_KIND } from '../../db/item-kinds';
import { retreatWaitingList as table } from '../../db/schema/retreats';
import { formatDateTime } from '../../lib/uk-date';
import { consentGiven } from '../consent';
import { defineSubmission, usualColumns } from '../types';
import { retreatWaitingListConsentWording, retreatWaitingListFromFields, retreatWaitingListSchema } from './schema';

/**
 * A sold-out event's waiting list, in order of signing up. When places free up, the first person whose places fit is
 * offered them for 24 hours (src/site/retreats/waiting-list-offers.ts); unused, the offer passes on.
 */
export const retreatWaitingListEntry = defineSubmission({
  kind: ITEM_KIND.retreatWaitingList,
  label: 'Retreat waiting list sign-up',
  plural: 'Retreat waiting lists',
  table,
  columns: usualColumns(table),
  nameSql: sql`''`,
  detailSql: sql`${table.eventSlug} || ' ' || ${table.places}`,
  summary: (detail) => {
    const [slug = '', places = '0'] = detail.split(' ');
    return `Waiting for ${places} ${places === '1' ? 'place' : 'places'}: ${slug}`;
  },
  schema: retreatWaitingListSchema,
  fromFields: retreatWaitingListFromFields,
  toRow: (input, { id, submissionId, now }) => ({
    id,
    submissionId,
    eventSlug: input.eventSlug,
    email: input.email,
    places: input.places,
    consentGivenAt: now,
    consentPolicyVersion: siteConfig.privacyPolicyVersion,
    consentWording: retreatWaitingListConsentWording,
  }),
  person: (row) => row.email,
  fields: [
    { label: 'Event', read: (row) => row.eventSlug },
    { label: 'Email', read: (row) => row.email },
    { label: 'Places wanted', read: (row) => String(row.places) },
    { label: 'Offer made', read: (row) => (row.offeredAt ? formatDateTime(row.offeredAt) : '') },
    { label: 'Offer ends', read: (row) => (row.offerExpiresAt ? formatDateTime(row.offerExpiresAt) : '') },
    { label: 'Consent given', read: consentGiven },
    { label: 'Consent wording', read: (row) => row.consentWording, multiline: true },
  ],
  workflow: {
    statuses: ['waiting', 'offered', 'booked', 'lapsed', 'left'],
    awaitingStatus: null,
    moves: { waiting: [{ to: 'left', label: 'Take off the list' }] },
  },
  notification: 'digest',
  digest: { section: 'Retreat waiting-list sign-ups', counted: ['waiting-list sign-up', 'waiting-list sign-ups'] },
  retentionDays: siteConfig.retentionDays.retreatWaitingList,
  exportName: 'retreat_waiting_list',
});
