/**
 * The Academy's subscription prices' one item, as the seed inserts it when absent (site-content-seed.ts): the
 * seeded figures and what each subscription includes, published, so /training shows prices from the first deploy.
 * An owner's edit is never written over.
 */
import { ACADEMY_PRICES_KIND, seededAcademyPrices } from '../kinds/academy-prices';

/** The item's address and seed key. */
export const ACADEMY_PRICES_SLUG = 'academy-prices';

/** `publishAt`: when the prices went live from D1. */
export function academyPricesItems(publishAt: number) {
  return [
    { kind: ACADEMY_PRICES_KIND, slug: ACADEMY_PRICES_SLUG, position: 0, publishAt, document: seededAcademyPrices },
  ];
}
