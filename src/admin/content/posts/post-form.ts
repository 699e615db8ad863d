/**
 * The post editor's form: its fields as typed, what they mean once checked (the post kind's one schema), and which
 * button was pressed. The server decides the status and the publishing time from the button, never from a field.
 */
import { z } from 'zod';
import { postDocument, slugField, type PostDocument } from '../../../content/kinds/post';
import { fieldErrors } from '../../../lib/field-errors';
import { londonInstant, londonWallClock } from '../../../lib/london-time';
import type { ItemStatus } from '../item-save';

/** Each field and its label, in the form's order: the conflict panel and a revision's page name them so. */
export const postFieldLabels = [
  ['title', 'Title'],
  ['slug', 'Address'],
  ['excerpt', 'Excerpt'],
  ['body', 'Body'],
  ['category', 'Category'],
  ['author', 'Author'],
  ['date', 'Date'],
  ['featured', 'Featured'],
  ['coverImage', 'Cover picture'],
  ['coverAlt', 'Alt text'],
  ['readTime', 'Read time'],
  ['seoTitle', 'SEO title'],
  ['seoDescription', 'SEO description'],
  ['publishAt', 'Publish at'],
] as const;

export type PostFieldName = (typeof postFieldLabels)[number][0];

export const postFieldNames: readonly PostFieldName[] = postFieldLabels.map(([name]) => name);

export type PostFormValues = Record<PostFieldName, string>;

/** The buttons under the editor: keep the status, or move it. */
export const postIntents = ['save', 'draft', 'publish', 'schedule', 'archive'] as const;
export type PostIntent = (typeof postIntents)[number];

const publishAtField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Choose the date and time to publish (UK time)');

export interface CheckedPost {
  slug: string;
  document: PostDocument;
  status: ItemStatus;
  publishAt: Date | null;
}

export type PostFormResult = { ok: true; post: CheckedPost } | { ok: false; errors: Partial<PostFormValues> };

const statusOf: Record<Exclude<PostIntent, 'save'>, ItemStatus> = {
  draft: 'draft',
  publish: 'published',
  schedule: 'scheduled',
  archive: 'archived',
};

/** Save keeps the status; the other buttons name the one they move to. */
function statusAfter(intent: PostIntent, current: ItemStatus): ItemStatus {
  return intent === 'save' ? current : statusOf[intent];
}

/** The values a form shows for a stored post (or a revision of one). */
export function postFormValues(slug: string, document: PostDocument, publishAt: Date | null): PostFormValues {
  const when = publishAt ? londonWallClock(publishAt) : null;
  return {
    title: document.title,
    slug,
    excerpt: document.excerpt,
    body: document.body,
    category: document.category,
    author: document.author,
    date: document.date,
    featured: document.featured ? 'on' : '',
    coverImage: document.coverImage,
    coverAlt: document.coverAlt,
    readTime: document.readTime,
    seoTitle: document.seoTitle,
    seoDescription: document.seoDescription,
    // A datetime-local field wants 09:00, not 9:00.
    publishAt: when ? `${when.date}T${when.time.padStart(5, '0')}` : '',
  };
}

export function readPostForm(fields: URLSearchParams): PostFormValues {
  return Object.fromEntries(postFieldNames.map((name) => [name, fields.get(name) ?? ''])) as PostFormValues;
}

/**
 * Checks what was typed for the pressed button. `current`: the item's status and live time before this save (none for
 * a new post). Publishing keeps the time a post first went live; scheduling needs a time still to come.
 */
export function checkPostForm(
  values: PostFormValues,
  intent: PostIntent,
  current: { status: ItemStatus; publishAt: Date | null } | null,
  now: Date,
): PostFormResult {
  const errors: Partial<PostFormValues> = {};
  const slug = slugField.safeParse(values.slug);
  if (!slug.success) errors.slug = slug.error.issues[0]?.message;
  const document = postDocument.safeParse({ ...values, featured: values.featured === 'on' });
  if (!document.success) Object.assign(errors, fieldErrors(document.error));

  const status = statusAfter(intent, current?.status ?? 'draft');
  let publishAt: Date | null = null;
  if (status === 'scheduled') {
    const typed = publishAtField.safeParse(values.publishAt);
    const [date = '', time = ''] = typed.success ? typed.data.split('T') : [];
    const when = typed.success ? londonInstant(date, time) : null;
    if (!when || Number.isNaN(when.getTime())) errors.publishAt = 'Choose the date and time to publish (UK time)';
    else if (when.getTime() <= now.getTime()) errors.publishAt = 'Choose a time still to come, or press Publish now';
    else publishAt = when;
  } else if (status === 'published') {
    publishAt = current?.status === 'published' && current.publishAt ? current.publishAt : now;
  }
  if (!slug.success || !document.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, post: { slug: slug.data, document: document.data, status, publishAt } };
}
