import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { blogCategoryPaths, fixedPagePaths, seededPosts } from '../../test/support/routes';
import { request } from '../../test/support/request';

describe('search engine files', () => {
  it('robots.txt allows pages, keeps crawlers off the API and names the sitemap', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://www.pawsperity.co.uk/sitemap.xml');
  });

  it('sitemap.xml lists every page, every article, and the training categories and modules from D1', async () => {
    await env.DB.prepare(
      "INSERT INTO training_categories (name, slug) VALUES ('Sitemap check', 'sitemap-check-category')",
    ).run();
    const categoryId = await env.DB.prepare(
      "SELECT id FROM training_categories WHERE slug = 'sitemap-check-category'",
    ).first<number>('id');
    await env.DB.prepare(
      "INSERT INTO training_modules (category_id, title, slug) VALUES (?, 'Sitemap module', 'sitemap-check-module')",
    )
      .bind(categoryId)
      .run();
    await env.DB.prepare(
      "INSERT INTO training_categories (name, slug, is_active) VALUES ('Hidden', 'hidden-category', 0)",
    ).run();

    const response = await request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const path of fixedPagePaths) expect(xml).toContain(`<loc>https://www.pawsperity.co.uk${path}</loc>`);
    for (const [id] of seededPosts) expect(xml).toContain(`/blog/${id}</loc>`);
    expect(xml).toContain('/training/category/sitemap-check-category</loc>');
    expect(xml).toContain('/training/module/sitemap-check-module</loc>');
    expect(xml).not.toContain('hidden-category');
  });

  it('sitemap.xml lists those pages and nothing else: no downloads, no robots.txt, no back office', async () => {
    const slugs = async (table: string) =>
      (await env.DB.prepare(`SELECT slug FROM ${table} WHERE is_active = 1`).all<{ slug: string }>()).results.map(
        (row) => row.slug,
      );
    const expected = [
      ...fixedPagePaths,
      ...blogCategoryPaths,
      ...seededPosts.map(([id]) => `/blog/${id}`),
      ...(await slugs('training_categories')).map((slug) => `/training/category/${slug}`),
      ...(await slugs('training_modules')).map((slug) => `/training/module/${slug}`),
      // The seeded retreat events' own pages, still to be dated.
      ...['spring-business-intensive', 'summer-leadership-retreat', 'autumn-growth-strategy'].map(
        (slug) => `/retreats/${slug}`,
      ),
    ].map((path) => `https://www.pawsperity.co.uk${path}`);
    const xml = await (await request('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...expected].sort());
    // Articles carry the day they last changed.
    for (const [id] of seededPosts)
      expect(xml).toMatch(new RegExp(`/blog/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });
});
