import { formatPounds } from '../../lib/pounds';

/** The price line on a service card. */
export function startingFromLabel(amount: number): string {
  return `Starting from ${formatPounds(amount)}`;
}
