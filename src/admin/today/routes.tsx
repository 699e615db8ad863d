import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { database } from '../../db/client';
import { renderAdminPage } from '../ui/render';
import { todayOverview } from './today-query';
import { TodayPage } from './TodayPage';

/** /admin: the owner's front page, today at a glance. Owners only (an editor is sent to content before it). */
export const todayRoutes = new Hono<AdminEnv>();

todayRoutes.get('/', async (c) =>
  renderAdminPage(<TodayPage session={c.var.adminSession} overview={await todayOverview(database(c.env.DB))} />),
);
