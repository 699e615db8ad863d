/**
 * What the site offers, as the owner publishes it in /admin/content: the programmes (the service cards and their
 * dialogs) and the packages (the booking wizard's boxes, priced). The services section, the booking wizard and its
 * estimate, and the server's checks on a booking all read these, from the same rows.
 */
import { PACKAGE_KIND, packageDocument } from './kinds/package';
import { PROGRAMME_KIND, programmeDocument } from './kinds/programme';
import { smallerPackagePriceProblem } from './kinds/smaller-package';
import { publishedItemsOf, type SiteContent } from './site-content';
import type { ServiceCard } from './types';

/** A package as the wizard offers it; `id` is what a booking stores. */
export interface OfferedPackage {
  id: string;
  name: string;
  description: string;
  /** Whole pounds. */
  price: number;
  /** The price is where the work starts: an estimate with this package reads "From £…". */
  pricedFrom: boolean;
}

/** A programme as its card and dialog show it, with the package it offers as the smaller way in, if any. */
export interface OfferedProgramme extends ServiceCard {
  smallerPackage: OfferedPackage | undefined;
}

export interface Offer {
  programmes: readonly OfferedProgramme[];
  packages: readonly OfferedPackage[];
}

const offers = new WeakMap<SiteContent, Offer>();

/**
 * The published programmes and packages, in the owner's order. A programme's smaller package is shown only while it
 * is published and costs less than the programme (the editor refuses a save that breaks that; this keeps the page
 * right whatever the rows say).
 */
export function offerOf(content: SiteContent): Offer {
  const kept = offers.get(content);
  if (kept) return kept;
  const packages = publishedItemsOf(content, PACKAGE_KIND, packageDocument).map(
    ({ slug, document }): OfferedPackage => ({
      id: slug,
      name: document.name,
      description: document.description,
      price: document.price,
      pricedFrom: document.pricedFrom,
    }),
  );
  const byId = new Map(packages.map((offered) => [offered.id, offered]));
  const programmes = publishedItemsOf(content, PROGRAMME_KIND, programmeDocument).map(
    ({ slug, document }): OfferedProgramme => {
      const { smallerPackage, packageCovers: _covers, ...card } = document;
      const offered = byId.get(smallerPackage);
      return {
        id: slug,
        ...card,
        smallerPackage: offered && !smallerPackagePriceProblem(document, offered) ? offered : undefined,
      };
    },
  );
  const offer = { programmes, packages };
  offers.set(content, offer);
  return offer;
}
