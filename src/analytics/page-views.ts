/**
 * Which requests are page views a person made, and what is counted of each: the page, where the visit came from,
 * phone or desktop, and the country Cloudflare names. Never an address, a cookie or anything that tells one person
 * from another.
 */
import { referrerOf, pageViewSource, type VisitSource } from './visit-source';

export interface PageView extends VisitSource {
  path: string;
  device: 'phone' | 'desktop';
  /** Two letters, e.g. "GB"; '' when Cloudflare did not say. */
  country: string;
  /** True when the view began a visit: no referrer, or one from outside the site. */
  visit: boolean;
}

/**
 * Crawlers, link previews, monitors and scripts say so in their user agent; a browser never does. Headless browsers
 * count as bots too (the tests give theirs an ordinary browser's name when they mean to be counted).
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|preview|facebookexternalhit|embedly|whatsapp|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|phantomjs|feedfetcher|mediapartners|apis-google|googleother/i;
const PHONE = /mobi|iphone|ipod|android.+mobile|windows phone/i;
/** Paths that are never pages a visitor reads: the back office, the API, files, and the pictures' variants. */
const PRIVATE_OR_NOT_A_PAGE = /^\/(admin|api|assets|media|cdn-cgi)(\/|$)/;

/** A prefetch or prerender the browser made on its own: not a view until the visitor opens it (then it is counted). */
function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  return /prefetch|prerender|preview/i.test(purpose);
}

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** Whether this request may be a counted view at all, decided before the page is answered. */
export function mayBeCountedView(method: string, path: string, headers: Headers): boolean {
  return (
    method === 'GET' && !PRIVATE_OR_NOT_A_PAGE.test(path) && !isPrefetch(headers) && !isBot(headers.get('user-agent'))
  );
}

/** The view to count, once the answer is known to be a page (a 200 HTML answer shown to a visitor). */
export function pageViewOf(url: URL, headers: Headers, country: unknown): PageView {
  const referer = headers.get('referer');
  return {
    path: url.pathname,
    ...pageViewSource(url, referer),
    device: PHONE.test(headers.get('user-agent') ?? '') ? 'phone' : 'desktop',
    country: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : '',
    visit: referrerOf(url, referer)?.outside ?? true,
  };
}
