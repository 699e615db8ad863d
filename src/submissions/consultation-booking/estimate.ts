/**
 * The running cost estimate of the booking wizard. The browser shows it and
 * the API stores the same figure, computed again from the service ids so a
 * visitor cannot store a price of their choosing.
 */
import { formatPounds } from '../../lib/pounds';
import { BESPOKE_SERVICE_ID, bookableServices } from './bookable-services';

interface CostEstimate {
  /** Sum of the chosen services' prices, in whole pounds. */
  total: number;
  /** True when bespoke work is chosen: the total is then only a starting point. */
  startsFrom: boolean;
  /** What the visitor sees and the booking stores, e.g. "From £3,495". */
  label: string;
}

/** Unknown ids add nothing; each service counts once however often it is listed. */
export function estimateCost(serviceIds: readonly string[]): CostEstimate {
  const chosen = new Set(serviceIds);
  const total = bookableServices.reduce((sum, service) => (chosen.has(service.id) ? sum + service.price : sum), 0);
  const startsFrom = chosen.has(BESPOKE_SERVICE_ID);
  return { total, startsFrom, label: `${startsFrom ? 'From ' : ''}${formatPounds(total)}` };
}
