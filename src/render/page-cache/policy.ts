/**
 * What the page cache may keep, under which key, and for how long. Kept
 * apart from the middleware so the rules can be read (and tested) in one place.
 */
import { BACK_OFFICE_SESSION_COOKIE } from '../../lib/back-office-cookie';
import { LEARNER_SESSION_COOKIE } from '../../lib/learner-cookie';
import type { PageCaching } from '../page-route';

/**
 * Pages are revalidated on every use: a deploy or a content change shows at
 * once, and a 304 costs next to nothing. The sitemap sends it too.
 */
export const PAGE_CACHE_CONTROL = 'public, no-cache';

/**
 * The longest a page that reads D1 is served from memory. Each use also
 * checks the training content's version (content-version.ts), so a content
 * change shows on the next request; this bound covers a change the version
 * cannot see (a hand-written UPDATE that leaves updated_at alone).
 */
export const D1_PAGE_LIFETIME_MS = 60_000;

/** Never cached, whatever they answer: the back office, the API and static files. */
// /bookings: a visitor's private booking page, answered fresh each time (no-store).
const neverCachedPaths = [
  /^\/admin(\/|$)/,
  /^\/bookings(\/|$)/,
  /^\/api(\/|$)/,
  /^\/assets\//,
  // Uploaded pictures (src/content/media/serve.ts): served from R2 with their own year-long caching.
  /^\/media\//,
  // A certificate's state can change at any moment (revoked, withdrawn); the Academy's own pages are a learner's.
  /^\/certificates(\/|$)/,
  /^\/training\/(sign-in|sign-out|register|me|team|join|certificates)(\/|$)/,
];

/** A query longer than this is not a form of ours: answer it, but do not spend cache memory on it. */
const MAX_CACHED_QUERY_LENGTH = 1024;

/**
 * Parameters ad and mail platforms add to links (utm_*, gclid ...). No page
 * reads them: they are dropped from the key, so an ad click is a hit, and from
 * the query the home page renders from (pages/routes.tsx).
 */
const trackingParameters = new Set(['gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga']);

function isTrackingParameter(name: string): boolean {
  return name.startsWith('utm_') || trackingParameters.has(name);
}

/** A parsed query without the tracking parameters. */
export function withoutTrackingParameters(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !isTrackingParameter(name)));
}

type RequestVerdict =
  | { cacheable: true; key: string; hasQuery: boolean; lifetimeMs: number; readsD1: boolean }
  | { cacheable: false; reason: string };

/**
 * Whether a request may be answered from (and stored in) the cache. A signed-in
 * back office user or a request with Authorization is left alone: if a public
 * page ever reads a credential, its visitors must not share HTML. `cachingOf`
 * says how each page may be kept (the list of page routes knows, site/cache-policy.ts):
 * live pages never; those that read D1 are checked against the content version
 * and kept at most D1_PAGE_LIFETIME_MS; every other page lives as long as the
 * isolate and its day.
 */
export function cacheVerdict(
  method: string,
  requestUrl: string,
  headers: Headers,
  scope: string,
  cachingOf: (pathname: string) => PageCaching,
): RequestVerdict {
  if (method !== 'GET' && method !== 'HEAD') return { cacheable: false, reason: 'method' };
  const url = new URL(requestUrl);
  if (neverCachedPaths.some((pattern) => pattern.test(url.pathname))) return { cacheable: false, reason: 'path' };
  const caching = cachingOf(url.pathname);
  if (caching === 'live') return { cacheable: false, reason: 'live' };
  // Hono decodes the path before routing, so /f%61q renders /faq: every spelling would be a new entry. No address of ours needs a %.
  if (url.pathname.includes('%')) return { cacheable: false, reason: 'encoded-path' };
  if (headers.has('authorization') || carriesSession(headers.get('cookie')))
    return { cacheable: false, reason: 'credentials' };
  // Most requests have no query: skip parsing and sorting one.
  const query = url.search.length > 1 ? normalisedQuery(url.searchParams) : '';
  if (query.length > MAX_CACHED_QUERY_LENGTH) return { cacheable: false, reason: 'query' };
  const pageReadsD1 = caching === 'd1';
  return {
    cacheable: true,
    key: `${scope}\n${url.pathname}${query ? `?${query}` : ''}`,
    hasQuery: query !== '',
    lifetimeMs: pageReadsD1 ? D1_PAGE_LIFETIME_MS : Number.POSITIVE_INFINITY,
    readsD1: pageReadsD1,
  };
}

const sessionCookies = new Set([BACK_OFFICE_SESSION_COOKIE, LEARNER_SESSION_COOKIE]);

/**
 * Public pages read no cookie, so other cookies (Cloudflare's __cf_bm,
 * cf_clearance, _cfuvid, analytics) must not turn the cache off for returning
 * visitors. Someone signed in (back office or Training Academy) is left alone:
 * the Academy's pages show a learner their own progress.
 */
function carriesSession(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => sessionCookies.has(pair.split('=', 1)[0]?.trim() ?? ''));
}

/**
 * The query in one spelling, without tracking parameters: parameters sorted by
 * name (a stable sort, so the order of repeated names, which a page may read,
 * is kept) and percent-encoded alike, so `?b=2&a=1` and `?a=1&b=2` share one entry.
 */
export function normalisedQuery(params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => !isTrackingParameter(name));
  const sorted = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return sorted.toString();
}

/** Content types the cache keeps: pages and the sitemap. */
const cachedTypes = /^(text\/html|application\/xml|application\/rss\+xml)\b/;

/**
 * Whether an answer may be kept: a 200 page that set no cookie and did not
 * say it must not be stored or shared.
 */
export function responseIsStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!cachedTypes.test(response.headers.get('content-type') ?? '')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}
