/**
 * The business details' one item, as the seed inserts it when absent (site-content-seed.ts): the values of
 * site-config.ts, published, so the footer and the legal pages read the same words from D1 as before. An owner's
 * edit is never written over.
 */
import { seededDetails } from '../business-details';
import { DETAILS_KIND } from '../kinds/details';

/** The item's address and seed key. */
export const DETAILS_SLUG = 'business-details';

/** `publishAt`: when the details went live from D1, the day the site's content moved there. */
export function detailsItems(publishAt: number) {
  return [{ kind: DETAILS_KIND, slug: DETAILS_SLUG, position: 0, publishAt, document: seededDetails }];
}
