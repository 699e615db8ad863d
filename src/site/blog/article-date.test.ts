import { describe, expect, it } from 'vitest';
import { formatArticleDate } from './article-date';

describe('formatArticleDate', () => {
  it.each([
    ['2024-12-15', '15 December 2024'],
    ['2024-11-04', '4 November 2024'],
  ])('writes dates in en-GB long form: %s as %s', (date, written) => {
    expect(formatArticleDate(date)).toBe(written);
  });

  it.each([
    ['2024-07-01', '1 July 2024'],
    ['2024-12-31', '31 December 2024'],
    ['2025-01-01', '1 January 2025'],
  ])('keeps the calendar day in British Summer Time and at year ends: %s as %s', (date, written) => {
    expect(formatArticleDate(date)).toBe(written);
  });
});
