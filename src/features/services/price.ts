/** Whole-pound prices as the site shows them, e.g. 2195 → "£2,195" (en-GB, no pence). */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatPounds(amount: number): string {
  return pounds.format(amount);
}

/** The price line on a service card. */
export function startingFromLabel(amount: number): string {
  return `Starting from ${formatPounds(amount)}`;
}
