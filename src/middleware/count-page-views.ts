/**
 * Counts each page a person is shown, stored answers from the page cache included, about no one
 * (docs/decisions/022-counting-without-tracking.md): not HEAD, not a prefetch, not a bot, not the back office or
 * the API, not a page shown to a signed-in learner, and only a page shown (a 200 HTML answer, or a 304 confirming one).
 */
import type { MiddlewareHandler } from 'hono';
import { countPageView } from '../analytics/counts';
import { mayBeCountedView, pageViewOf, type PageView } from '../analytics/page-views';
import { flushSoon } from '../analytics/record';
import type { MaybeLearnerEnv } from '../auth/learner-env';

/** A page shown: an HTML page, or the browser's own copy of one confirmed unchanged (a 304 to a page request). */
function isPageShown(response: Response, headers: Headers): boolean {
  if (response.status === 304) return (headers.get('accept') ?? '').includes('text/html');
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

export const countPageViews: MiddlewareHandler<MaybeLearnerEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (c.env.PAGE_VIEW_COUNTING === 'off' || !mayBeCountedView(c.req.method, c.req.path, headers)) return next();
  await next();
  if (!isPageShown(c.res, headers)) return;
  // The Academy's pages for a signed-in learner are theirs (loadLearner sets `learner`): never counted.
  if (c.get('learner')) return;
  const view = pageViewOf(new URL(c.req.url), headers, c.req.raw.cf?.country);
  writeDataPoint(c.env.PAGE_VIEWS, view);
  if (countPageView(view, new Date())) flushSoon(c);
};

/** The same view as one Analytics Engine data point (no index beyond the page: nothing to tell visitors apart). */
function writeDataPoint(dataset: AnalyticsEngineDataset | undefined, view: PageView): void {
  try {
    dataset?.writeDataPoint({
      indexes: [view.path.slice(0, 96)],
      blobs: [
        view.path,
        view.referrerHost,
        view.utmSource,
        view.utmMedium,
        view.utmCampaign,
        view.device,
        view.country,
      ],
      doubles: [1, view.visit ? 1 : 0],
    });
  } catch {
    // Analytics Engine refusing a point loses one figure, never the page; the D1 rollup still counts it.
  }
}
