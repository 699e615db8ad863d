/**
 * Reads the business details once per request that may render a page, into the request's settings, where the
 * footer, the contact links and the legal pages find them without every page passing them down. It runs inside the
 * page cache, so a stored page costs nothing here; on a miss the content store's kept copy answers unless the
 * content version moved (read at most once per 100 ms per isolate). D1 down: the copy last kept, else the seeded
 * details, so the page still renders. A post (never stored) takes the copy kept without waiting on D1.
 */
import type { MiddlewareHandler } from 'hono';
import { keptBusinessDetails, storedBusinessDetails } from '../content/business-details';
import type { AppEnv } from '../env';
import { withRequestSettings } from '../render/request-settings';

/** Paths that never render a page: built files and uploaded pictures. */
const NEVER_RENDERED = /^\/(assets|media)\//;

/** The API's reads answer JSON only (a form's plain post to /api may answer with a page, and still reads them). */
const API = /^\/api\//;

/** Requests whose page the cache may store: they read the details as current, as the page cache read the version. */
const READS = new Set(['GET', 'HEAD']);

export const loadBusinessDetails: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NEVER_RENDERED.test(c.req.path) || (READS.has(c.req.method) && API.test(c.req.path))) return next();
  // A post's answer (a form sent back with its messages) is never stored: the copy kept will do, with no D1 read
  // ahead of the post's own work. The isolate's next page refreshes that copy.
  const details = READS.has(c.req.method) ? await storedBusinessDetails(c.env.DB) : await keptBusinessDetails(c.env.DB);
  return withRequestSettings({ details }, next);
};
