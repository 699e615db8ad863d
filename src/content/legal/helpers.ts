/** Small text helpers shared by the legal documents. Plain text only. */

/**
 * Express a retention period in days as months (or days, if under a month),
 * e.g. 730 -> "24 months", 365 -> "12 months".
 */
export function daysToMonths(days: number): string {
  const months = Math.round((days * 12) / 365);
  if (months < 1) return days === 1 ? '1 day' : `${days} days`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** A retention period as the policy states it, e.g. 730 -> "24 months (730 days)". */
export function retentionPeriod(days: number): string {
  const months = daysToMonths(days);
  return months.endsWith(' days') || months === '1 day' ? months : `${months} (${days} days)`;
}

/** Join items into one paragraph that the page renders as a bullet list. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** One paragraph of the sentences that apply: a sentence left undefined (its detail is not known yet) is left out. */
export function sentences(...parts: readonly (string | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}
