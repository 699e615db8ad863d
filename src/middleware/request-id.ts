import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** A random id per request: the only thing error logs carry to find a request. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  await next();
};
