import { siteConfig } from '../content/site-config';
import { requestSettings } from '../render/request-settings';
import type { Crumb } from '../ui/Breadcrumbs';

/** What every page declares about itself for the head and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/faq". */
  path: string;
  /** JSON-LD objects for this page. */
  structuredData?: object[];
  /** Deep pages: the trail shown to search engines as a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  ogType?: 'website' | 'article';
  /** A private page (a visitor's booking): search engines are told to leave it out. */
  noindex?: boolean;
}

/** A page's breadcrumb trail: Home, then the crumbs given down to the page. */
export function trailFromHome(...crumbs: Crumb[]): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...crumbs];
}

/** The site's origin for this request (SITE_ORIGIN, see siteOrigin), e.g. for an Organization's url. */
export function pageOrigin(): string {
  return requestSettings().origin;
}

/** The absolute URL of a path on this site: at SITE_ORIGIN, whatever Host the request named. */
export function canonicalUrl(path: string): string {
  return `${pageOrigin()}${path}`;
}

export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}
