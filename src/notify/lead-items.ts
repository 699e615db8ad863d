/**
 * Which submissions are emailed one by one (leads the owner must act on) and
 * which wait for the daily digest: each kind says so (`notification`). A
 * notification's link is the item's page in /admin.
 */
import type { StoredItem } from '../submissions/items';
import type { NotificationChannel } from '../submissions/types';

export type Channel = NotificationChannel;

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
