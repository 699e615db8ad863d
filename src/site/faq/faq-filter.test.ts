import { describe, expect, it } from 'vitest';
import { faqCategories } from '../../content/categories';
import { ALL_QUESTIONS, faqCategorySlug, faqCountMessage, faqFilterPath, selectedFaqCategory } from './faq-filter';

describe('FAQ category filter', () => {
  it('gives each category a distinct, readable slug', () => {
    expect(faqCategories.map(faqCategorySlug)).toEqual([
      'getting-started',
      'business-planning',
      'operations-training',
      'facility-design',
      'compliance-legal',
      'costs-investment',
      'timeline-process',
    ]);
  });

  it('accepts only known slugs and falls back to all questions', () => {
    expect(selectedFaqCategory('facility-design', faqCategories)).toBe('facility-design');
    expect(selectedFaqCategory(' Facility-Design ', faqCategories)).toBe('facility-design');
    for (const requested of [undefined, '', 'all', 'nonsense', '<script>'])
      expect(selectedFaqCategory(requested, faqCategories)).toBe(ALL_QUESTIONS);
  });

  it('words the count and the address of a choice', () => {
    expect(faqCountMessage(24, undefined)).toBe('Showing all 24 questions.');
    expect(faqCountMessage(3, 'Business Planning')).toBe('Showing 3 questions in Business Planning.');
    expect(faqCountMessage(1, 'Facility Design')).toBe('Showing 1 question in Facility Design.');
    expect(faqFilterPath(ALL_QUESTIONS)).toBe('/faq');
    expect(faqFilterPath('costs-investment')).toBe('/faq?category=costs-investment');
  });
});
