/**
 * The business details as visitors and emails see them: the owner's published item (kind 'details') from the
 * content store, else the seeded values (site-config.ts) when D1 cannot be read or holds none yet, so a page still
 * shows a way to reach us and an email still goes.
 */
import {
  type BusinessDetails,
  DETAILS_KIND,
  detailsDocument,
  type SocialNetwork,
  socialNetworks,
} from './kinds/details';
import { siteConfig } from './site-config';
import { keptSiteContent, publishedOf, type SiteContent, siteContentOrKept } from './site-content';

export type { BusinessDetails };

/** What the seed writes, and what is shown until D1 answers. */
export const seededDetails: BusinessDetails = siteConfig.businessDetails;

export function businessDetailsIn(content: SiteContent): BusinessDetails {
  return publishedOf(content, DETAILS_KIND, detailsDocument)[0] ?? seededDetails;
}

/** The stored details, through the content store (kept in memory while the content version stands still). */
export async function storedBusinessDetails(db: D1Database): Promise<BusinessDetails> {
  return businessDetailsIn(await siteContentOrKept(db));
}

/**
 * The details of the content store's kept copy, read only when there is none: for a form post's answer, which is
 * never stored and must not wait on a D1 read (a page's GET checks the content version and refreshes the copy).
 */
export async function keptBusinessDetails(db: D1Database): Promise<BusinessDetails> {
  return businessDetailsIn(await keptSiteContent(db));
}

/** The call link: tel: and the number in international form. */
export function phoneHref(details: BusinessDetails): string {
  return `tel:${details.phoneDial}`;
}

/** How to reach us, as an island gets it in its props (islands never read the content store themselves). */
export type ContactPoints = { phoneDisplay: string; phoneHref: string; email: string };

export function contactPointsOf(details: BusinessDetails): ContactPoints {
  return { phoneDisplay: details.phoneDisplay, phoneHref: phoneHref(details), email: details.email };
}

/** The profiles the owner has set, in the footer's order: a network without an address has no icon. */
export function socialProfiles(details: BusinessDetails): (SocialNetwork & { href: string })[] {
  return socialNetworks.flatMap((network) => {
    const href = details.social[network.key];
    return href ? [{ ...network, href }] : [];
  });
}

/**
 * Words the owner may write in an answer (the FAQ's) for a detail, so the text follows a change to the details
 * rather than quoting an old number.
 */
export const detailTokens = { phone: '{phone}', email: '{email}' } as const;

/** The text with each token replaced by the detail it stands for. */
export function withDetails(text: string, details: BusinessDetails): string {
  return text.replaceAll(detailTokens.phone, details.phoneDisplay).replaceAll(detailTokens.email, details.email);
}
