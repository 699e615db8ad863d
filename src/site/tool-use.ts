/**
 * The free tools used without JavaScript: the quiz's and the ROI calculator's plain GET forms come back to the home
 * page with their answers in the address, and the page shows the result. Counted here, outside the page cache, so a
 * result served from the cache is counted as one rendered (src/worker.ts mounts it before the cache).
 */
import type { MiddlewareHandler } from 'hono';
import { mayBeCountedView } from '../analytics/page-views';
import type { AppEnv } from '../env';
import { recordQuizUsed } from './quiz/quiz-endpoint';
import { recordRoiUsed } from './roi/roi-endpoint';

/**
 * A result shown by the home page (200, or 304 when the browser already held it): one tool used per request, the
 * quiz's result before the calculator's, never by a bot or a prefetch (a result's address can be shared and crawled).
 */
export const countToolUse: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.path !== '/' || !mayBeCountedView(c.req.method, c.req.path, c.req.raw.headers)) return;
  if (c.res.status !== 200 && c.res.status !== 304) return;
  const query = c.req.query();
  await (recordQuizUsed(c, query) ?? recordRoiUsed(c, query));
};
