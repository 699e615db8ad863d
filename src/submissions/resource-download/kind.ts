import { ITEM_KIND } from '../../db/item-kinds';
import { sql } from 'drizzle-orm';
import { siteConfig } from '../../content/site-config';
import { resourceDownloads as table } from '../../db/schema/submissions';
import { resourceDownloadFromFields } from './fields';
import { resourceDownloadSchema } from './schema';
import { shorten } from '../format';
import { defineSubmission } from '../types';

/** Who downloaded which free resource (spec 01 §7): listed for the owner, nothing to act on. */
export const resourceDownload = defineSubmission({
  kind: ITEM_KIND.download,
  label: 'Resource download',
  plural: 'Resource downloads',
  table,
  columns: {
    id: table.id,
    email: table.email,
    receivedAt: table.downloadedAt,
    status: null,
    submissionId: table.submissionId,
  },
  nameSql: sql`''`,
  detailSql: sql`${table.resourceName}`,
  summary: shorten,
  schema: resourceDownloadSchema,
  fromFields: resourceDownloadFromFields,
  // downloadedAt is set by the database.
  toRow: (input, { id, submissionId }) => ({ id, resourceName: input.resourceName, email: input.email, submissionId }),
  person: (row) => row.email,
  fields: [
    { label: 'Email', read: (row) => row.email },
    { label: 'Resource', read: (row) => row.resourceName },
  ],
  workflow: null,
  notification: 'digest',
  digest: { line: (row) => `${row.email}: ${row.resourceName}` },
  retentionDays: siteConfig.retentionDays.resourceDownloads,
  // The calendar is one of the free tools: a new download of it is a tool used (a repeat of the same sending is not).
  funnelStep: (input) => (input.resourceName === 'Marketing Calendar' ? 'tool_used' : null),
  exportName: 'resource_downloads',
});
