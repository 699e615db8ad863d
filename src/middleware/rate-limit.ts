import type { MiddlewareHandler } from 'hono';
import { apiError } from '../api/errors';
import type { AppEnv } from '../env';

export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Each POST is limited per client address and endpoint through the Workers
 * Rate Limiting binding (20 a minute, wrangler.toml). Cloudflare sets
 * CF-Connecting-IP at the edge, so a client cannot choose its own key.
 */
export const rateLimitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limiter = c.env.FORM_RATE_LIMITER;
  if (c.req.method !== 'POST' || !limiter) return next();
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  const { success } = await limiter.limit({ key: `${client}:${c.req.path}` });
  if (!success) {
    c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
    return apiError(c, 429, 'rate_limited', 'Too many submissions from your connection. Please wait a minute and try again.');
  }
  return next();
};
