/**
 * What the page cache may keep, under which key, and for how long. Kept
 * apart from the middleware so the rules can be read (and tested) in one place.
 */

/** How long a page that reads D1 is served from memory before it is rendered again. */
export const D1_PAGE_LIFETIME_MS = 60_000;

/** Pages whose HTML reads D1 (training content): kept for D1_PAGE_LIFETIME_MS. Every other page lives as long as the isolate and its day. */
const d1Paths = [/^\/training(\/|$)/, /^\/sitemap\.xml$/];

/** Never cached, whatever they answer: the back office, the API and static files. */
const neverCachedPaths = [/^\/admin(\/|$)/, /^\/api(\/|$)/, /^\/assets\//];

/** A query longer than this is not a form of ours: answer it, but do not spend cache memory on it. */
export const MAX_CACHED_QUERY_LENGTH = 1024;

export type RequestVerdict = { cacheable: true; key: string; hasQuery: boolean; lifetimeMs: number } | { cacheable: false; reason: string };

/**
 * Whether a request may be answered from (and stored in) the cache. Requests
 * with credentials are left alone: public pages do not read cookies today, and
 * if one ever does, its visitors must not share HTML.
 */
export function requestVerdict(method: string, requestUrl: string, headers: Headers, scope: string): RequestVerdict {
  if (method !== 'GET' && method !== 'HEAD') return { cacheable: false, reason: 'method' };
  const url = new URL(requestUrl);
  if (neverCachedPaths.some((pattern) => pattern.test(url.pathname))) return { cacheable: false, reason: 'path' };
  if (headers.has('cookie') || headers.has('authorization')) return { cacheable: false, reason: 'credentials' };
  if (url.search.length > MAX_CACHED_QUERY_LENGTH) return { cacheable: false, reason: 'query' };
  // Most requests have no query: skip parsing and sorting one.
  const query = url.search.length > 1 ? normalisedQuery(url.searchParams) : '';
  return {
    cacheable: true,
    key: `${scope}\n${url.pathname}${query ? `?${query}` : ''}`,
    hasQuery: query !== '',
    lifetimeMs: d1Paths.some((pattern) => pattern.test(url.pathname)) ? D1_PAGE_LIFETIME_MS : Number.POSITIVE_INFINITY,
  };
}

/**
 * The query in one spelling: parameters sorted by name (a stable sort, so the
 * order of repeated names, which a page may read, is kept) and percent-encoded
 * alike, so `?b=2&a=1` and `?a=1&b=2` share one entry.
 */
export function normalisedQuery(params: URLSearchParams): string {
  const sorted = new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return sorted.toString();
}

/** Content types the cache keeps: pages and the sitemap. */
const cachedTypes = /^(text\/html|application\/xml)\b/;

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
