/**
 * The blog's own pages, as a visitor and a feed reader get them: /blog (every published post, newest first, nine a
 * page), a category's page, the RSS feed every page links to, and each article's BlogPosting data.
 */
import { describe, expect, it } from 'vitest';
import { linksIn, pageText } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { seededPosts } from '../../../test/support/routes';

const articleLinks = (html: string) => [
  ...new Set(
    linksIn(html)
      .map((link) => link.href)
      .filter((href) => /^\/blog\/(?!category\/|feed)[a-z0-9-]+$/.test(href)),
  ),
];

describe('/blog', () => {
  it('lists the newest nine posts first, then the rest on page 2, and answers 404 past the last page', async () => {
    const first = await request('/blog');
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(articleLinks(firstHtml)).toEqual(seededPosts.slice(0, 9).map(([id]) => `/blog/${id}`));
    expect(pageText(firstHtml)).toContain('Page 1 of 2');
    const second = await (await request('/blog?page=2')).text();
    expect(articleLinks(second)).toEqual(seededPosts.slice(9).map(([id]) => `/blog/${id}`));
    expect((await request('/blog?page=3')).status).toBe(404);
    expect((await request('/blog?page=0')).status).toBe(404);
  });

  it('has a page per category listing only its posts, and 404 for a category that does not exist', async () => {
    const html = await (await request('/blog/category/operations')).text();
    expect(articleLinks(html)).toEqual(
      seededPosts.filter(([, category]) => category === 'Operations').map(([id]) => `/blog/${id}`),
    );
    expect(html).toMatch(/<a[^>]*href="\/blog\/category\/operations"[^>]*aria-current="page"/);
    expect((await request('/blog/category/franchising')).status).toBe(404);
  });
});

describe('the feed', () => {
  it('is RSS 2.0 of the published posts, newest first, linked from the head of every page', async () => {
    const response = await request('/blog/feed.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(seededPosts.map(([id]) => `https://www.pawsperity.co.uk/blog/${id}`));
    expect(xml).toContain('<pubDate>Thu, 19 Nov 2026 09:00:00 GMT</pubDate>');
    for (const path of ['/', '/faq', '/blog', '/privacy']) {
      const html = await (await request(path)).text();
      expect(html, path).toContain('<link rel="alternate" type="application/rss+xml"');
      expect(html, path).toContain('href="/blog/feed.xml"');
    }
  });
});

describe('an article', () => {
  it('carries BlogPosting data with its dates, and its canonical address', async () => {
    const html = await (await request('/blog/pricing-after-2026-national-living-wage-rise')).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const posting = data
      .flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))
      .find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Pricing After the 2026 Wage Rise: Working Out Your True Cost per Dog per Day',
      datePublished: '2026-11-03',
      url: 'https://www.pawsperity.co.uk/blog/pricing-after-2026-national-living-wage-rise',
    });
    expect(String(posting?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
