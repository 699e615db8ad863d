import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';

/**
 * /admin: the owner's front page. Until the "Today" page is written it sends the owner on to the inbox, where
 * the day's work has started so far (302: the address will answer with a page of its own soon).
 */
export const todayRoutes = new Hono<AdminEnv>();

todayRoutes.get('/', (c) => c.redirect('/admin/inbox', 302));
