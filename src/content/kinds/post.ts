/**
 * A blog post as the owner edits it: the document stored in content_items (kind 'post'), checked by one schema that
 * the back office form and the seed both use, and how a published one becomes the BlogPost the pages show.
 */
import { z } from 'zod';
import { optionalLine, requiredLine, requiredText } from '../../lib/fields';
import { isCalendarDate } from '../../lib/uk-date';
import { blogCategories } from '../categories';

export const POST_KIND = 'post';

/** An address part: lower-case letters, digits and single hyphens, as every post's address is today. */
export const slugField = z
  .string({ error: 'Address is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Address must be at least 3 characters')
  .max(80, 'Address must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Address may use only letters, digits and single hyphens');

/** A picture the site can show: one of the site's own files (/images/...) or an uploaded one (/media/<sha256>). */
export const pictureAddress = z
  .string({ error: 'Cover picture is required' })
  .trim()
  .regex(
    /^(\/images\/[a-z0-9][a-z0-9/-]*\.(svg|png|jpe?g|webp)|\/media\/[0-9a-f]{64})$/,
    'Choose a picture from the media library',
  );

export const postDocument = z.object({
  title: requiredLine('Title', 140),
  excerpt: requiredLine('Excerpt', 300),
  body: requiredText('Body', 40_000),
  category: z.enum(blogCategories, { error: 'Choose one of the six categories' }),
  author: requiredLine('Author', 100),
  date: z.string({ error: 'Date is required' }).trim().refine(isCalendarDate, 'Date must be a real date (YYYY-MM-DD)'),
  featured: z.boolean(),
  coverImage: pictureAddress,
  coverAlt: requiredLine('Alt text', 250),
  /** Empty: worked out from the body. The spec's six posts keep the read times it gives them. */
  readTime: z
    .string()
    .trim()
    .regex(/^(|[1-9][0-9]? min read)$/, 'Read time is like "8 min read", or empty to work it out')
    .optional()
    .default(''),
  seoTitle: optionalLine('SEO title', 70),
  seoDescription: optionalLine('SEO description', 170),
});

export type PostDocument = z.infer<typeof postDocument>;
