/**
 * Reads the business details once per request that may render a page, into the request's settings, where the
 * footer, the contact links and the legal pages find them without every page passing them down. It runs inside the
 * page cache, so a stored page costs nothing here; on a miss the content store's kept copy answers unless the
 * content version moved (read at most once per 100 ms per isolate). D1 down: the copy last kept, else the seeded
 * details, so the page still renders.
 */
import type { MiddlewareHandler } from 'hono';
import { storedBusinessDetails } from '../content/business-details';
import type { AppEnv } from '../env';
import { withRequestSettings } from '../render/request-settings';

/** Paths that never render a page: built files and uploaded pictures. */
const NEVER_RENDERED = /^\/(assets|media)\//;

export const loadBusinessDetails: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NEVER_RENDERED.test(c.req.path)) return next();
  const details = await storedBusinessDetails(c.env.DB);
  return withRequestSettings({ details }, next);
};
