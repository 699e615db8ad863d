/**
 * Which submissions are emailed one by one (leads the owner must act on) and
 * which wait for the daily digest: each kind says so (`notification`). A
 * notification's link is the item's page in /admin.
 */
import type { Database } from '../db/client';
import { findItem, itemPerson, type StoredItem } from '../submissions/items';
import { submissionOf } from '../submissions/registry';
import type { NotificationChannel } from '../submissions/types';
import type { EmailRow, RowDescription } from './email-kind';

export type Channel = NotificationChannel;

/** The outbox message of the owner's notification of a new item, whether alone or in the digest. */
export const LEAD_MESSAGE = 'lead';

/** An item of an 'email' kind: one email each, as soon as it arrives. */
export type LeadItem = StoredItem;
/** An item of a 'digest' kind: listed in the next daily digest. */
export type DigestItem = StoredItem;

export function isLeadItem(item: StoredItem): item is LeadItem {
  return item.submission.notification === 'email';
}

/** The item's page in the back office at this origin (see siteOrigin). */
export function adminItemUrl(origin: string, kind: string, id: string): string {
  return `${origin}/admin/items/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}

/** A row about an inbox item, as the back office names it: the kind's label (and `suffix`), then the person with a link to the item, or "erased since". */
export async function describeItemRow(db: Database, row: EmailRow, suffix = ''): Promise<RowDescription> {
  const submission = submissionOf(row.itemKind);
  const item = submission ? await findItem(db, submission, row.itemId) : null;
  return {
    what: `${submission?.label ?? row.itemKind}${suffix}`,
    about: item ? { href: `/admin/items/${row.itemKind}/${row.itemId}`, text: itemPerson(item) } : 'erased',
  };
}
