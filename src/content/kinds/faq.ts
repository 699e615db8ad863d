/**
 * A question and its answer as the owner edits it: on the home page's FAQ section (its six) or on /faq (in one of
 * its seven categories), in the owner's order.
 */
import { z } from 'zod';
import { requiredLine, requiredText } from '../../lib/fields';
import type { FaqCategory } from '../types';

export const FAQ_KIND = 'faq';

export const faqCategoryNames = [
  'Getting Started',
  'Business Planning',
  'Operations & Training',
  'Facility Design',
  'Compliance & Legal',
  'Costs & Investment',
  'Timeline & Process',
] as const satisfies readonly FaqCategory[];

export const faqPlaces = ['Home page', 'FAQ page'] as const;

export const faqDocument = z.object({
  place: z.enum(faqPlaces, { error: 'Choose where the question is shown' }),
  category: z.enum(faqCategoryNames, { error: 'Choose one of the seven categories' }),
  question: requiredLine('Question', 200),
  answer: requiredText('Answer', 3000),
});

export type FaqDocument = z.infer<typeof faqDocument>;
