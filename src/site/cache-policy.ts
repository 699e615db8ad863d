/**
 * The page cache's rules for this site's pages: the general rules
 * (render/page-cache/policy.ts) with the lifetimes the list of page routes
 * gives each page (routes.tsx).
 */
import { cacheVerdict, type RequestVerdict } from '../render/page-cache/policy';
import { pageList } from './routes';

/** A Hono path as a pattern for a request's path: each :parameter is one segment. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const readsD1Patterns = pageList.filter((page) => page.caching === 'd1').map((page) => pathPattern(page.path));

/** Whether the page at this path reads D1, so the cache checks the content version and keeps it only briefly. */
export function readsD1(pathname: string): boolean {
  return readsD1Patterns.some((pattern) => pattern.test(pathname));
}

/** Whether a request may be answered from (and stored in) the page cache, and for how long. */
export function requestVerdict(method: string, requestUrl: string, headers: Headers, scope: string): RequestVerdict {
  return cacheVerdict(method, requestUrl, headers, scope, readsD1);
}
