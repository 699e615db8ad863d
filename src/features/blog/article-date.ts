/** Article dates in en-GB long form, e.g. "2024-12-15" → "15 December 2024", as a UK reader sees the day. */
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export function formatArticleDate(isoDate: string): string {
  // Noon UTC falls on the same calendar day in London in summer and winter alike.
  return longDate.format(new Date(`${isoDate}T12:00:00Z`));
}
