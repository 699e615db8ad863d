/**
 * /admin/content: what visitors read, edited by owners and editors alike. Each kind of content has its own folder
 * and routes; this page lists them with how many of each there are.
 */
import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { POST_KIND } from '../../content/kinds/post';
import { database } from '../../db/client';
import { renderAdminPage } from '../ui/render';
import { ContentHomePage } from './ContentHomePage';
import { statusCounts } from './item-reads';
import { postRoutes } from './posts/routes';
import { mediaRoutes } from './media/routes';

export const contentRoutes = new Hono<AdminEnv>();

contentRoutes.get('/', async (c) => {
  const posts = await statusCounts(database(c.env.DB), POST_KIND);
  return renderAdminPage(<ContentHomePage session={c.var.adminSession} posts={posts} />);
});
contentRoutes.route('/posts', postRoutes);
contentRoutes.route('/media', mediaRoutes);
