/**
 * The bookable packages and prices of spec 01 §9 ("Bookable services and prices (GBP): business-planning 1995; …"),
 * written out here as the spec states them, and the estimate it describes: the sum of the chosen packages, prefixed
 * From when bespoke is chosen. What the seeded site must offer; tests compare what a visitor sees with these.
 */
import { formatPounds } from '../../src/lib/pounds';

export const specPackagePrices: Readonly<Record<string, number>> = {
  'business-planning': 1995,
  'facility-design': 1295,
  'operations-training': 1495,
  compliance: 995,
  'financial-planning': 1795,
  'performance-optimisation': 1595,
  'customer-experience': 1395,
  'policy-development': 1195,
  'marketing-strategy': 2295,
  'website-design': 795,
  'bespoke-consultation': 1500,
};

export const specPackageIds = Object.keys(specPackagePrices) as [string, ...string[]];

/** The estimate spec 01 §9 describes for these package ids, as the wizard shows it ("From £3,495"). */
export function specEstimate(ids: readonly string[]): string {
  const total = ids.reduce((sum, id) => sum + (specPackagePrices[id] ?? 0), 0);
  return `${ids.includes('bespoke-consultation') ? 'From ' : ''}${formatPounds(total)}`;
}
