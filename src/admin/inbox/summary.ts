import { submissionFor } from '../../submissions/registry';
import type { InboxRow } from './inbox-query';

/** One line about an item for the inbox list and the mixed CSV, as its kind words it. */
export function inboxSummary(row: InboxRow): string {
  return submissionFor(row.kind).summary(row.detail);
}
