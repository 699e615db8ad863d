import { type Context, Hono } from 'hono';
import { siteOrigin } from '../../content/site-origin';
import { database } from '../../db/client';
import { isCalendarDate, todayInLondon } from '../../lib/uk-date';
import type { AdminEnv } from '../../auth/admin-env';
import { renderAdminPage } from '../ui/render';
import { feedPath, hasFeed, issueFeedSecret } from './feed-secret';
import { type FeedView, WeekPage } from './WeekPage';
import { readWeek } from './week';

/** /admin/calendar: the week view and the feed's address. Session and CSRF are checked before these run. */
export const calendarRoutes = new Hono<AdminEnv>();

async function weekPage(c: Context<AdminEnv>, feed: (made: boolean) => FeedView): Promise<Response> {
  const db = database(c.env.DB);
  const now = new Date();
  const today = todayInLondon(now);
  const asked = c.req.query('from') ?? '';
  // A malformed ?from= shows the week from today rather than an error: it only chooses which week to show.
  const from = isCalendarDate(asked) ? asked : today;
  const [days, made] = await Promise.all([readWeek(db, from, now), hasFeed(db)]);
  return renderAdminPage(
    <WeekPage session={c.var.adminSession} from={from} today={today} days={days} feed={feed(made)} />,
  );
}

calendarRoutes.get('/', (c) =>
  weekPage(c, (made) =>
    made ? { state: 'made', maskedAddress: `${siteOrigin(c.env)}${feedPath('••••••••')}` } : { state: 'none' },
  ),
);

/**
 * Create feed address / Rotate feed address. The answer is the page itself,
 * not a redirect: the new address is shown in it once, and it must not be
 * put in a URL (history, logs) to survive one.
 */
calendarRoutes.post('/feed', async (c) => {
  const secret = await issueFeedSecret(database(c.env.DB), c.var.adminSession.userId);
  const address = `${siteOrigin(c.env)}${feedPath(secret)}`;
  return weekPage(c, () => ({ state: 'new', address }));
});
