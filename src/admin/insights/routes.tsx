import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/admin-env';
import { csvAttachment, toCsv } from '../../lib/csv';
import { renderOwnerMessage } from '../ui/MessagePage';
import { renderAdminPage } from '../ui/render';
import { cellCsv, insightTableOf } from './insight-tables';
import { InsightsPage } from './InsightsPage';
import { readInsights } from './read-insights';
import { periodOf } from './period';

/** /admin/insights: the owner's figures, and a CSV of each of its tables. Owners only (registered after ownersOnlyPage). */
export const insightRoutes = new Hono<AdminEnv>();

insightRoutes.get('/', async (c) => {
  const insights = await readInsights(c.env.DB, periodOf(c.req.query('days')));
  return renderAdminPage(<InsightsPage session={c.var.adminSession} insights={insights} />);
});

insightRoutes.get('/:file{[a-z]+\\.csv}', async (c) => {
  const table = insightTableOf(c.req.param('file').replace(/\.csv$/, ''));
  if (!table) {
    return renderOwnerMessage(c, 404, {
      title: 'No such table',
      message: 'Insights has no table by this name.',
      link: { href: '/admin/insights', text: 'Back to Insights' },
    });
  }
  const period = periodOf(c.req.query('days'));
  const insights = await readInsights(c.env.DB, period);
  const body = toCsv(
    table.columns.map((column) => column.heading),
    table.rows(insights).map((row) => row.map(cellCsv)),
  );
  return csvAttachment({ filename: `insights-${table.id}-${period.from}-to-${period.to}.csv`, body });
});
