/**
 * The shape of one entry in the list of page routes (routes.tsx). Kept apart
 * from the list so the sitemap can read entries without importing the list
 * that routes to it.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** One address as the sitemap lists it. */
export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, when the page last changed (articles carry their date). */
  lastmod?: string;
}

/**
 * How long the page cache may keep the answer:
 * code: it depends only on the deployed code and the URL, so it lives as long as the isolate and its day;
 * d1: it reads D1 (the owner's content, the training content, the booking wizard's availability settings; a page with
 * the footer shows the business details), so each use checks the content version and it is kept at most D1_PAGE_LIFETIME_MS;
 * live: it shows what changes with every booking (a retreat's places left), which no content version tracks, so it is
 * never kept.
 */
export type PageCaching = 'code' | 'd1' | 'live';

export interface PageRoute {
  /** Hono path: fixed, or with :parameters. */
  path: string;
  render: (c: Context<AppEnv>) => Response | Promise<Response>;
  /**
   * listed: the sitemap lists the path itself; unlisted: not at all (downloads, robots.txt, the sitemap);
   * a function: the addresses behind the path's parameter (articles, D1 rows).
   */
  sitemap: 'listed' | 'unlisted' | ((c: Context<AppEnv>) => SitemapEntry[] | Promise<SitemapEntry[]>);
  caching: PageCaching;
}
