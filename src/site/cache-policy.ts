/**
 * Which of this site's pages read D1, from the list of page routes
 * (routes.tsx): the page cache (src/middleware/page-cache.ts) checks their
 * content version and keeps them only briefly.
 */
import { pageList } from './routes';

/** A Hono path as a pattern for a request's path: each :parameter is one segment. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const readsD1Patterns = pageList.filter((page) => page.caching === 'd1').map((page) => pathPattern(page.path));

/** Whether the page at this path reads D1, so the cache checks the content version and keeps it only briefly. */
export function readsD1(pathname: string): boolean {
  return readsD1Patterns.some((pattern) => pattern.test(pathname));
}
