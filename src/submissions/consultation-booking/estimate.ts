/**
 * The running cost estimate of the booking wizard: the sum of the chosen
 * packages' prices, "From …" when one of them is priced from (bespoke work).
 * The browser shows it from the packages in the wizard's props; the server
 * stores the same figure, worked out again from the packages published at the
 * time of booking, so a visitor cannot store a price of their choosing.
 */
import type { OfferedPackage } from '../../content/offer';
import { siteConfig } from '../../content/site-config';
import { formatPounds } from '../../lib/pounds';

/** What an estimate is called wherever it is shown beside the free consultation: it prices the packages, not that. */
export const ESTIMATE_LABEL = 'Estimate for the packages you chose';

/** The note beside every estimate: the consultation costs nothing, and (spec 01 §9) final pricing is set in it. */
export const ESTIMATE_NOTE = `Your ${siteConfig.freeConsultationMinutes}-minute consultation is free. Final pricing is set during your consultation, once we understand your business and goals.`;

/** What an estimate reads of each package on offer. */
export type PricedPackages = readonly Pick<OfferedPackage, 'id' | 'price' | 'pricedFrom'>[];

interface CostEstimate {
  /** Sum of the chosen packages' prices, in whole pounds. */
  total: number;
  /** True when a chosen package's price is only where it starts (bespoke work): so is the total. */
  startsFrom: boolean;
  /** What the visitor sees and the booking stores, e.g. "From £3,495". */
  label: string;
}

/** Ids not on offer add nothing; each package counts once however often it is listed. */
export function estimateCost(serviceIds: readonly string[], packages: PricedPackages): CostEstimate {
  const chosen = packages.filter((offered) => serviceIds.includes(offered.id));
  const total = chosen.reduce((sum, offered) => sum + offered.price, 0);
  const startsFrom = chosen.some((offered) => offered.pricedFrom);
  return { total, startsFrom, label: `${startsFrom ? 'From ' : ''}${formatPounds(total)}` };
}
