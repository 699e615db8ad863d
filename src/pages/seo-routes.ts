import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { blogPosts } from '../content/blog-posts';
import { siteConfig } from '../content/site-config';
import { database } from '../db/client';
import { trainingCategories, trainingModules } from '../db/schema';
import type { AppEnv } from '../env';
import { PAGE_CACHE_CONTROL } from '../render/page-cache/policy';

/** Every page of both specs that has a fixed address. */
export const staticPagePaths = [
  '/',
  '/shop',
  '/shop/products',
  '/shop/digital',
  '/doggy-daycare-guide',
  '/doggy-daycare-london',
  '/training',
  '/faq',
  '/getting-started',
  '/retreats',
  '/recruitment',
  '/careers',
  '/terms',
  '/privacy',
  '/returns',
  '/cookies',
];

export const seoRoutes = new Hono<AppEnv>();

seoRoutes.get('/robots.txt', (c) =>
  c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`, 200, {
    'cache-control': 'public, max-age=3600',
  }),
);

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap: fixed pages, every article, and the training categories and modules held in D1. */
seoRoutes.get('/sitemap.xml', async (c) => {
  const db = database(c.env.DB);
  const [categories, modules] = await Promise.all([
    db.select({ slug: trainingCategories.slug }).from(trainingCategories).where(eq(trainingCategories.isActive, true)),
    db.select({ slug: trainingModules.slug }).from(trainingModules).where(eq(trainingModules.isActive, true)),
  ]);
  const entries = [
    ...staticPagePaths.map((path) => ({ path })),
    ...blogPosts.map((post) => ({ path: `/blog/${post.id}`, lastmod: post.date })),
    ...categories.map((category) => ({ path: `/training/category/${category.slug}` })),
    ...modules.map((module) => ({ path: `/training/module/${module.slug}` })),
  ];
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${siteConfig.origin}${entry.path}`)}</loc>${'lastmod' in entry && entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  // Revalidated on every use like the pages it lists: it reads D1, and must be right just after a content change.
  return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL });
});
