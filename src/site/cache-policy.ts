/**
 * How the page cache treats each of this site's pages, from the list of page
 * routes (routes.tsx): the pages that read D1 are checked against the content
 * version and kept only briefly; live pages are never kept
 * (src/middleware/page-cache.ts).
 */
import type { PageCaching } from '../render/page-route';
import { pageList } from './routes';

/** A Hono path as a pattern for a request's path: each :parameter is one segment. */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const patternsOf = (caching: PageCaching) =>
  pageList.filter((page) => page.caching === caching).map((page) => pathPattern(page.path));

const livePatterns = patternsOf('live');
const readsD1Patterns = patternsOf('d1');

/** How the page at this path may be cached; a path that is no page of the list depends only on the code. */
export function pageCachingOf(pathname: string): PageCaching {
  if (livePatterns.some((pattern) => pattern.test(pathname))) return 'live';
  return readsD1Patterns.some((pattern) => pattern.test(pathname)) ? 'd1' : 'code';
}
