import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../lib/api-error';
import { clientKey } from './client-key';

const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Each POST is limited twice through Workers Rate Limiting bindings
 * (wrangler.toml), before any of its body is read: per client (IPv4 address
 * or IPv6 /64) and endpoint, 20 a minute; and per endpoint for everyone
 * together, a ceiling that a spread-out flood cannot pass. `endpointOf`
 * names what is counted as one endpoint (the path, unless told otherwise).
 */
function limitWrites(endpointOf: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const perClient = c.env.FORM_RATE_LIMITER;
    const ceiling = c.env.FORM_ENDPOINT_CEILING;
    const endpoint = endpointOf(c);
    const client = clientKey(c.req.header('cf-connecting-ip'));
    const limited =
      (perClient && !(await perClient.limit({ key: `${client}:${endpoint}` })).success) ||
      (ceiling && !(await ceiling.limit({ key: endpoint })).success);
    if (limited) {
      c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
      return apiError(c, 429, 'rate_limited', 'Too many submissions just now. Please wait a minute and try again.');
    }
    return next();
  };
}

export const rateLimitWrites = limitWrites((c) => c.req.path);

/** Every POST under `scope` counted as one endpoint: a client's changes to any booking share one allowance, whatever the token. */
export const rateLimitWritesUnder = (scope: string) => limitWrites(() => scope);
