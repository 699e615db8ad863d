import { Hono } from 'hono';
import { siteOrigin } from '../../content/site-origin';
import { database } from '../../db/client';
import type { AppEnv } from '../../env';
import { calendarFeed } from './feed';
import { feedSecretMatches } from './feed-secret';

/**
 * /admin/calendar/{secret}.ics: the owner's calendar feed. Calendar apps
 * cannot sign in, so this answers without a session: the secret in the
 * address is the only key, and any other address answers 404 as if nothing
 * were there. adminHeaders keeps it out of caches and search engines.
 */
export const calendarFeedRoutes = new Hono<AppEnv>();

calendarFeedRoutes.get('/calendar/:file{[^/]*\\.ics}', async (c) => {
  const db = database(c.env.DB);
  const secret = c.req.param('file').slice(0, -'.ics'.length);
  if (!(await feedSecretMatches(db, secret))) return c.text('Not found', 404);
  const body = await calendarFeed(db, siteOrigin(c.env));
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
});
