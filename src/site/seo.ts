/**
 * What search engines read: robots.txt and the sitemap. The sitemap is made
 * from the list of page routes (routes.tsx), passed in, so a page is listed
 * by saying so where it is routed.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { siteOrigin } from '../content/site-origin';
import { database } from '../db/client';
import { trainingCategories, trainingModules } from '../db/schema/academy';
import type { AppEnv } from '../env';
import { PAGE_CACHE_CONTROL } from '../render/page-cache/policy';
import type { PageRoute, SitemapEntry } from '../render/page-route';
import { escapeMarkup } from '../lib/escape-markup';

export function robotsTxt(c: Context<AppEnv>): Response {
  return c.text(
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteOrigin(c.env)}/sitemap.xml\n`,
    200,
    {
      'cache-control': 'public, max-age=3600',
    },
  );
}

/** The slugs of a training table's active rows, from D1. */
async function activeSlugs(
  c: Context<AppEnv>,
  table: typeof trainingCategories | typeof trainingModules,
): Promise<string[]> {
  const rows = await database(c.env.DB).select({ slug: table.slug }).from(table).where(eq(table.isActive, true));
  return rows.map((row) => row.slug);
}

/** The active training categories' pages, from D1. */
export async function trainingCategoryEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  return (await activeSlugs(c, trainingCategories)).map((slug) => ({ path: `/training/category/${slug}` }));
}

/** The active training modules' pages, from D1. */
export async function trainingModuleEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  return (await activeSlugs(c, trainingModules)).map((slug) => ({ path: `/training/module/${slug}` }));
}

/** The sitemap: every listed route in the list's order, its parameters filled in (articles, training content in D1). */
export async function sitemapXml(c: Context<AppEnv>, routes: readonly PageRoute[]): Promise<Response> {
  const perRoute = await Promise.all(
    routes.map((route): SitemapEntry[] | Promise<SitemapEntry[]> => {
      if (route.sitemap === 'unlisted') return [];
      if (route.sitemap === 'listed') return [{ path: route.path }];
      return route.sitemap(c);
    }),
  );
  const origin = siteOrigin(c.env);
  const urls = perRoute
    .flat()
    .map(
      (entry) =>
        `  <url><loc>${escapeMarkup(`${origin}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  // Revalidated on every use like the pages it lists: it reads D1, and must be right just after a content change.
  return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL });
}
