/**
 * Which submissions are emailed one by one (leads the owner must act on) and
 * which wait for the daily digest. Kinds are the back office's, so a
 * notification's link is the item's page in /admin.
 */
import type { InboxItem } from '../admin/inbox/items';
import type { ItemKind } from '../admin/inbox/kinds';

export type Channel = 'email' | 'digest';

/** A booking, a contact message or an application: one email each, as soon as it arrives. */
export type LeadItem = Extract<InboxItem, { kind: 'booking' | 'contact' | 'application' }>;
/** A waiting-list sign-up or a download: listed in the next daily digest. */
export type DigestItem = Extract<InboxItem, { kind: 'waiting-list' | 'download' }>;

export const channelOf: Readonly<Record<ItemKind, Channel>> = {
  booking: 'email',
  contact: 'email',
  application: 'email',
  'waiting-list': 'digest',
  download: 'digest',
};

export function isLeadItem(item: InboxItem): item is LeadItem {
  return channelOf[item.kind] === 'email';
}

/** The item's page in the back office at this origin (see siteOrigin). */
export function adminItemUrl(origin: string, kind: ItemKind, id: string): string {
  return `${origin}/admin/items/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}
