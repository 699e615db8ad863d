import type { ItemStatus } from './item-save';

/** A status as the back office names it. */
export const statusLabels: Record<ItemStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
