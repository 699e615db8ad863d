import type { MiddlewareHandler } from 'hono';

/**
 * Every back office response, including redirects and errors: never stored by
 * a browser or a proxy (it carries people's details and a CSRF token), never
 * indexed. The site-wide middleware adds the same strict CSP as everywhere.
 */
export const adminHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
};
