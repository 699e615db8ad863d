import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { preferredEncoding, varyOnAcceptEncoding } from '../lib/accept-encoding';

const compressible = /^(text\/|application\/(json|xml|ld\+json)|image\/svg\+xml)/;

/**
 * Asks workerd to compress text responses. In Workers a Content-Encoding
 * header on a plain body makes the runtime encode it (brotli or gzip), so the
 * stream is never buffered or compressed twice, which Hono's compress() would do.
 */
export const negotiateCompression: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (c.res.headers.has('content-encoding') || !compressible.test(type) || c.req.method === 'HEAD') return;
  const encoding = preferredEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
  if (!encoding) return;
  c.res.headers.set('content-encoding', encoding);
  varyOnAcceptEncoding(c.res.headers);
};
