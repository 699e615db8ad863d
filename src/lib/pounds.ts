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
