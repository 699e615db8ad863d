import { ITEM_KIND } from '../../db/item-kinds';
import { siteConfig } from '../../content/site-config';
import { contactSubmissions as table } from '../../db/schema/submissions';
import { contactFromFields } from './fields';
import { contactSubmissionSchema } from './schema';
import { businessTypeLabel, shorten } from '../format';
import { listedByName } from '../person-name';
import { defineSubmission } from '../types';

/** The contact form (spec 01 §7). */
export const contactMessage = defineSubmission({
  kind: ITEM_KIND.contact,
  label: 'Contact message',
  plural: 'Contact messages',
  ...listedByName(table, table.message),
  summary: shorten,
  schema: contactSubmissionSchema,
  fromFields: contactFromFields,
  toRow: (input, { id, submissionId }) => ({
    id,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    businessType: input.businessType || null,
    message: input.message,
    submissionId,
  }),
  fields: [
    { label: 'First name', read: (row) => row.firstName },
    { label: 'Last name', read: (row) => row.lastName },
    { label: 'Email', read: (row) => row.email },
    { label: 'Business type', read: (row) => businessTypeLabel(row.businessType) },
    { label: 'Message', read: (row) => row.message, multiline: true, quoted: true },
  ],
  workflow: {
    statuses: ['new', 'replied', 'closed'],
    awaitingStatus: 'new',
    moves: {
      new: [{ to: 'replied', label: 'Mark replied' }],
      replied: [{ to: 'closed', label: 'Close' }],
    },
  },
  notification: 'email',
  funnelStep: () => 'contact_message',
  retentionDays: siteConfig.retentionDays.contactSubmissions,
  exportName: 'contact_submissions',
});
