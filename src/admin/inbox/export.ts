import type { Database } from '../../db/client';
import { spreadsheetDateTime } from '../../lib/uk-date';
import { itemId, itemReceivedAt, itemStatus, itemsWithIds } from '../../submissions/items';
import { readContext } from '../../submissions/read-context';
import { statusLabel, submissionFor } from '../../submissions/registry';
import { toCsv } from '../../lib/csv';
import type { InboxFilters } from './filters';
import { allInboxRows, matchingIds } from './inbox-query';

interface CsvExport {
  filename: string;
  body: string;
}

/**
 * The filtered inbox as CSV. One kind: a column for every field of that kind,
 * as on the item page. Several kinds: the inbox's own columns.
 */
export async function exportInbox(
  db: Database,
  filters: Omit<InboxFilters, 'page'>,
  now = new Date(),
): Promise<CsvExport> {
  const day = spreadsheetDateTime(now).slice(0, 10);
  if (filters.kind) {
    const submission = submissionFor(filters.kind);
    const [items, context] = await Promise.all([
      itemsWithIds(db, submission, matchingIds(filters)),
      readContext(db.$client),
    ]);
    const hasStatus = submission.workflow !== null;
    const header = ['Received', ...(hasStatus ? ['Status'] : []), ...submission.fieldLabels, 'Id'];
    const rows = items.map((item) => {
      const status = itemStatus(item);
      return [
        spreadsheetDateTime(itemReceivedAt(item)),
        ...(hasStatus ? [status ? statusLabel(status) : ''] : []),
        ...submission.ownerFields(item.row, context).map((field) => field.value),
        itemId(item),
      ];
    });
    return { filename: `${submission.kind}-${day}.csv`, body: toCsv(header, rows) };
  }
  const rows = await allInboxRows(db, filters);
  return {
    filename: `inbox-${day}.csv`,
    body: toCsv(
      ['Kind', 'Received', 'Name', 'Email', 'Status', 'Summary', 'Id'],
      rows.map((row) => [
        submissionFor(row.kind).label,
        spreadsheetDateTime(row.receivedAt),
        row.name,
        row.email,
        row.status ? statusLabel(row.status) : '',
        row.summary,
        row.id,
      ]),
    ),
  };
}
