import { ukLongDate } from '../../lib/uk-date';

/** Article dates in en-GB long form, e.g. "2024-12-15" → "15 December 2024", as a UK reader sees the day. */
export function formatArticleDate(isoDate: string): string {
  // Noon UTC falls on the same calendar day in London in summer and winter alike.
  return ukLongDate(new Date(`${isoDate}T12:00:00Z`));
}
