import { flushCounts } from '../../analytics/counts';
import { database } from '../../db/client';
import { siteContent } from '../../content/site-content';
import { articlePath } from '../../site/blog/post-list';
import type { Insights } from './insight-tables';
import { leadsBySource } from './leads-by-source';
import type { Period } from './period';
import { trafficOf } from './traffic-query';

/**
 * Everything /admin/insights shows for a period. What this isolate has counted but not yet written goes to D1 first,
 * so the owner's own visit a moment ago is in the figures.
 */
export async function readInsights(d1: D1Database, period: Period): Promise<Insights> {
  await flushCounts(d1);
  const [traffic, leads, content] = await Promise.all([
    trafficOf(d1, period),
    leadsBySource(database(d1), period),
    siteContent(d1),
  ]);
  return {
    period,
    traffic,
    leads,
    articleTitles: new Map(content.posts.map((post) => [articlePath(post.id), post.title])),
  };
}
