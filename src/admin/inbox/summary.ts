import type { InboxRow } from './inbox-query';
import { parseStoredList, serviceLine } from './item-fields';

const MAX_SUMMARY = 120;

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_SUMMARY ? `${line.slice(0, MAX_SUMMARY - 1)}…` : line;
}

/** One line about an item for the inbox list and the mixed CSV. */
export function inboxSummary(row: InboxRow): string {
  switch (row.kind) {
    case 'booking':
      return shorten(parseStoredList(row.detail).map(serviceLine).join(', '));
    case 'application':
      return shorten(parseStoredList(row.detail).join(', '));
    case 'contact':
      return shorten(row.detail);
    case 'waiting-list':
      return 'Shop launch waiting list';
    case 'download':
      return shorten(row.detail);
  }
}
