/** What the post editor says after a change (post/redirect/get: ?notice=...). */
export const postNotices = {
  created: 'The post was saved.',
  saved: 'Your changes were saved.',
  published: 'The post is live: visitors see it now.',
  scheduled: 'The post is scheduled: it goes live within 5 minutes of its time.',
  unpublished: 'The post is a draft again: visitors no longer see it.',
  archived: 'The post is archived: visitors no longer see it.',
  restored: 'The revision was restored as a new version.',
} as const;

export type PostNotice = keyof typeof postNotices;
