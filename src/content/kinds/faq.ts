/**
 * A question and its answer as the owner edits it: on the home page's FAQ section (its six) or on /faq (in one of
 * its seven categories), in the owner's order.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import { faqCategories } from '../categories';

export const FAQ_KIND = 'faq';

export const faqPlaces = ['Home page', 'FAQ page'] as const;

export const faqDocument = z.object({
  place: z.enum(faqPlaces, { error: 'Choose where the question is shown' }),
  category: z.enum(faqCategories, { error: 'Choose one of the seven categories' }),
  question: requiredLine('Question', 200),
  answer: requiredText('Answer', 3000),
});

export type FaqDocument = z.infer<typeof faqDocument>;
