/** Whole pounds as the site shows every price and figure, e.g. 2195 → "£2,195" (en-GB, no pence). */
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatPounds(amount: number): string {
  return wholePounds.format(amount);
}

/** Pence as pounds with pence, e.g. 1200 → "12.00": a refund's default and a spreadsheet's cell. */
export function poundsAndPence(pence: number): string {
  return (pence / 100).toFixed(2);
}

const withPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

/** A payment as the owner reads it, e.g. 123456 → "£1,234.56". */
export function formatPence(pence: number): string {
  return withPence.format(pence / 100);
}

/** "12", "12.5", "£1,234.50" → pence; null for anything else (more than two places, a sign, words). */
export function penceOf(text: string): number | null {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
