import type { Database } from '../../db/client';
import { spreadsheetDateTime } from '../ui/format';
import { toCsv } from '../../lib/csv';
import type { InboxFilters } from './filters';
import { allInboxRows, matchingIds } from './inbox-query';
import { fieldLabels, itemFields } from './item-fields';
import { itemReceivedAt, itemStatus, itemsWithIds } from './items';
import { kindDefinitions, statusLabel } from './kinds';
import { inboxSummary } from './summary';

export interface CsvExport {
  filename: string;
  body: string;
}

/**
 * The filtered inbox as CSV. One kind: a column for every field of that kind,
 * as on the item page. Several kinds: the inbox's own columns.
 */
export async function exportInbox(db: Database, filters: Omit<InboxFilters, 'page'>, now = new Date()): Promise<CsvExport> {
  const day = spreadsheetDateTime(now).slice(0, 10);
  if (filters.kind) {
    const kind = filters.kind;
    const items = await itemsWithIds(db, kind, matchingIds(filters));
    const hasStatus = kindDefinitions[kind].statuses.length > 0;
    const header = ['Received', ...(hasStatus ? ['Status'] : []), ...fieldLabels(kind), 'Id'];
    const rows = items.map((item) => {
      const status = itemStatus(item);
      return [
        spreadsheetDateTime(itemReceivedAt(item)),
        ...(hasStatus ? [status ? statusLabel(status) : ''] : []),
        ...itemFields(item).map((field) => field.value),
        item.row.id,
      ];
    });
    return { filename: `${kind}-${day}.csv`, body: toCsv(header, rows) };
  }
  const rows = await allInboxRows(db, filters);
  return {
    filename: `inbox-${day}.csv`,
    body: toCsv(
      ['Kind', 'Received', 'Name', 'Email', 'Status', 'Summary', 'Id'],
      rows.map((row) => [
        kindDefinitions[row.kind].label,
        spreadsheetDateTime(row.receivedAt),
        row.name,
        row.email,
        row.status ? statusLabel(row.status) : '',
        inboxSummary(row),
        row.id,
      ]),
    ),
  };
}
