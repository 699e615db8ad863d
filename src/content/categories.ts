/**
 * The spec's category lists, in its order: plain data with no dependencies, so an island can import them without
 * pulling in the schemas that also use them (content/kinds/).
 */
import type { BlogCategory, FaqCategory } from './types';

export const blogCategories = [
  'Industry Insights',
  'Facility Design',
  'Operations',
  'Compliance',
  'Business Growth',
  'Business Planning',
] as const satisfies readonly BlogCategory[];

export const faqCategories = [
  'Getting Started',
  'Business Planning',
  'Operations & Training',
  'Facility Design',
  'Compliance & Legal',
  'Costs & Investment',
  'Timeline & Process',
] as const satisfies readonly FaqCategory[];
