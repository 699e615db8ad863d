import { describe, expect, it } from 'vitest';
import { homeFaq } from '../../content/faq';
import { faqPageStructuredData } from './faq-structured-data';

describe('faqPageStructuredData', () => {
  it('lists every home FAQ question with its answer, in order', () => {
    const data = faqPageStructuredData(homeFaq);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(homeFaq.map((item) => item.question));
    expect(data.mainEntity[1]?.acceptedAnswer.text).toContain('2-4 weeks');
    expect(data.mainEntity[1]?.acceptedAnswer.text).toContain('3-6 months');
  });
});
