/**
 * A client's words as the owner edits them: shown on the home page, in the owner's order, once the first is
 * published. Only with the client's permission: the date it was recorded is required, so a testimonial without it is
 * never saved, let alone published. The seed loads none: quotes are never invented.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';

export const TESTIMONIAL_KIND = 'testimonial';

const PERMISSION_REQUIRED = 'Record the date the client gave permission to publish their words';

export const testimonialDocument = z.object({
  name: requiredLine("Client's name", 100),
  business: requiredLine('Business', 120),
  quote: requiredText('Quote', 1000),
  /** YYYY-MM-DD: when the client's permission to publish was recorded. Kept for the owner; visitors never see it. */
  permissionDate: z
    .string({ error: PERMISSION_REQUIRED })
    .trim()
    .min(1, PERMISSION_REQUIRED)
    .refine(isCalendarDate, 'Permission date must be a real date (YYYY-MM-DD)')
    .refine((date) => date <= todayInLondon(), 'Permission date cannot be in the future'),
});

export type TestimonialDocument = z.infer<typeof testimonialDocument>;
