import type { Context } from 'hono';
import { siteContent } from '../../content/site-content';
import type { AppEnv } from '../../env';
import type { SitemapEntry } from '../../render/page-route';
import { placesNow, retreatEventPath, upcomingListings } from './event-listing';

/** The pages of the events still to come, as /retreats lists them (never a past or cancelled one). */
export async function retreatEventEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  const [content, places] = await Promise.all([siteContent(c.env.DB), placesNow(c.env.DB, new Date())]);
  return upcomingListings(content, places).map((listing) => ({ path: retreatEventPath(listing.event.slug) }));
}
