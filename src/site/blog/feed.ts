/**
 * /blog/feed.xml: the published posts as an RSS 2.0 feed, newest first, for feed readers and the newsletters that
 * read them. Every page's head links to it.
 */
import type { Context } from 'hono';
import { siteConfig } from '../../content/site-config';
import { siteOrigin } from '../../content/site-origin';
import type { BlogPost } from '../../content/types';
import type { AppEnv } from '../../env';
import { PAGE_CACHE_CONTROL } from '../../render/page-cache/policy';
import { articlePath } from './post-list';
import { escapeMarkup } from '../../lib/escape-markup';

export const FEED_PATH = '/blog/feed.xml';

/** RFC 822 as RSS wants it: the post's date at 09:00 UK time is near enough for a reader's ordering. */
function rssDate(date: string): string {
  return new Date(`${date}T09:00:00Z`).toUTCString();
}

export function feedXml(c: Context<AppEnv>, posts: readonly BlogPost[]): Response {
  const origin = siteOrigin(c.env);
  const items = posts.map((post) => {
    const link = `${origin}${articlePath(post.id)}`;
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <category>${escapeMarkup(post.category)}</category>`,
      `      <description>${escapeMarkup(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(`${siteConfig.name}: Industry Insights`)}</title>
    <link>${escapeMarkup(`${origin}/blog`)}</link>
    <atom:link href="${escapeMarkup(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml" />
    <description>Practical articles for UK daycare, boarding and multi-service pet business owners.</description>
    <language>en-gb</language>
${newest ? `    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
  return c.body(xml, 200, {
    'content-type': 'application/rss+xml; charset=utf-8',
    'cache-control': PAGE_CACHE_CONTROL,
  });
}
