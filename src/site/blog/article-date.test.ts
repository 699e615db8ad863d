import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it('writes dates in en-GB long form', () => {
    expect(formatArticleDate('2024-12-15')).toBe('15 December 2024');
    expect(formatArticleDate('2024-11-04')).toBe('4 November 2024');
  });

  it('keeps the calendar day in British Summer Time and at year ends', () => {
    expect(formatArticleDate('2024-07-01')).toBe('1 July 2024');
    expect(formatArticleDate('2024-12-31')).toBe('31 December 2024');
    expect(formatArticleDate('2025-01-01')).toBe('1 January 2025');
  });
});
