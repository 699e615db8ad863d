import { Hono } from 'hono';
import { apiError } from '../../lib/api-error';
import { database } from '../../db/client';
import { submissionOf } from '../../submissions/registry';
import type { AdminEnv } from '../../auth/admin-env';
import { parseInboxFilters } from './filters';
import { inboxCounts, inboxPage } from './inbox-query';
import { loadItemView } from './item-view';

/** GET /api/admin/inbox and /api/admin/items/:kind/:id: the inbox and an item as JSON, for scripts and future islands. */
export const adminApiRoutes = new Hono<AdminEnv>();

adminApiRoutes.get('/inbox', async (c) => {
  const db = database(c.env.DB);
  const filters = parseInboxFilters(c.req.query());
  const [data, counts] = await Promise.all([inboxPage(db, filters), inboxCounts(db)]);
  const rows = data.rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    receivedAt: row.receivedAt,
    summary: row.summary,
    unread: row.unread,
  }));
  return c.json({ rows, total: data.total, page: data.page, pageCount: data.pageCount, counts });
});

adminApiRoutes.get('/items/:kind/:id', async (c) => {
  const submission = submissionOf(c.req.param('kind'));
  const view = submission ? await loadItemView(database(c.env.DB), submission, c.req.param('id')) : null;
  if (!view) return apiError(c, 404, 'not_found', 'There is no such item.');
  return c.json(view);
});
