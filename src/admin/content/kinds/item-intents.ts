import type { ItemStatus } from '../item-save';

/** The buttons under an item's form: keep the status, or move it. */
export const itemIntents = ['save', 'draft', 'publish', 'archive'] as const;
export type ItemIntent = (typeof itemIntents)[number];

const statusOf: Record<Exclude<ItemIntent, 'save'>, ItemStatus> = {
  draft: 'draft',
  publish: 'published',
  archive: 'archived',
};

/** Save keeps the status (a new item starts as a draft); the other buttons name the one they move to. */
export function statusAfter(intent: ItemIntent, current: ItemStatus | undefined): ItemStatus {
  return intent === 'save' ? (current ?? 'draft') : statusOf[intent];
}

export function pressedIntent(posted: URLSearchParams): ItemIntent {
  const intent = posted.get('intent');
  return itemIntents.find((known) => known === intent) ?? 'save';
}

/** What the editor says after a change (post/redirect/get: ?notice=...). */
export const itemNotices = {
  saved: 'Your changes were saved. Visitors see them now if it is published.',
  published: 'Published: visitors see it now.',
  unpublished: 'Back to draft: visitors no longer see it.',
  archived: 'Archived: visitors no longer see it.',
  restored: 'The revision was restored as a new version.',
  moved: 'The order was saved.',
} as const;

export type ItemNotice = keyof typeof itemNotices;

export const noticeAfter: Record<ItemIntent, ItemNotice> = {
  save: 'saved',
  draft: 'unpublished',
  publish: 'published',
  archive: 'archived',
};
