import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { acceptsBrotli, brotli } from '../render/page-cache/encoding';
import { etagOf, ifNoneMatchHits } from '../render/page-cache/etag';
import { pageStore, type CachedPage } from '../render/page-cache/page-store';
import { requestVerdict, responseIsStorable } from '../render/page-cache/policy';
import { cacheScope } from '../render/page-cache/scope';

/**
 * Renders a page once per isolate and serves the stored HTML after that
 * (docs/decisions/005-page-cache.md). Every GET page answer leaves here with
 * Cache-Control, and a stored one with a weak ETag (304 on a match).
 * Responses that are not stored never come from the store either: POST
 * answers, the back office, the API, anything that sets a cookie or says
 * no-store. PAGE_CACHE=off keeps the headers but stores nothing (the bench's
 * figures without the cache).
 */

/** Pages are revalidated on every use: a deploy or a content change shows at once, and a 304 costs next to nothing. */
export const PAGE_CACHE_CONTROL = 'public, no-cache';
/** HTML that is not stored: an answer to a POST holds what the visitor sent. */
export const UNCACHED_CACHE_CONTROL = 'private, no-store';

/** Headers that belong to one answer, not to the page. */
const perResponseHeaders = new Set(['content-length', 'content-encoding', 'date', 'etag', 'server-timing', 'set-cookie', 'transfer-encoding', 'x-page-cache']);

export const pageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const now = Date.now();
  const verdict = requestVerdict(c.req.method, c.req.url, c.req.raw.headers, cacheScope(now));
  if (!verdict.cacheable) {
    await next();
    markNotStored(c);
    return;
  }
  const storing = c.env.PAGE_CACHE !== 'off';
  const stored = storing ? pageStore.get(verdict.key, verdict.hasQuery, now) : undefined;
  if (stored) return answer(c, stored, 'hit');

  const started = performance.now();
  await next();
  if (!responseIsStorable(c.res)) {
    markNotStored(c);
    return;
  }
  const body = new Uint8Array(await c.res.arrayBuffer());
  const renderMs = performance.now() - started;
  // Compressed once here rather than by workerd on every answer; without storing, workerd may as well do it.
  const compressed = storing ? brotli(body) : null;
  const page: CachedPage = {
    body,
    brotli: compressed,
    bytes: body.byteLength + (compressed?.byteLength ?? 0),
    headers: [...c.res.headers].filter(([name]) => !perResponseHeaders.has(name)),
    etag: await etagOf(body),
    renderedAt: now,
    expiresAt: now + verdict.lifetimeMs,
  };
  if (storing) pageStore.set(verdict.key, verdict.hasQuery, page);
  // Drop the rendered response first: assigning over it would copy its headers onto the new one.
  c.res = undefined;
  c.res = answer(c, page, storing ? 'miss' : 'off', renderMs);
};

function answer(c: Context<AppEnv>, page: CachedPage, outcome: 'hit' | 'miss' | 'off', renderMs?: number): Response {
  const headers = new Headers(page.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', PAGE_CACHE_CONTROL);
  headers.set('etag', page.etag);
  headers.set('x-page-cache', outcome);
  // The render time lets the bench read the Worker's own figure; a hit says it was not rendered.
  headers.set('server-timing', renderMs === undefined ? 'cache;desc=hit' : `render;dur=${renderMs.toFixed(1)}`);
  if (ifNoneMatchHits(c.req.header('if-none-match'), page.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  if (page.brotli && acceptsBrotli(c.req.header('accept-encoding'))) {
    headers.set('content-encoding', 'br');
    headers.append('vary', 'accept-encoding');
    // Already encoded: workerd must send these bytes as they are (the compression middleware sees the header and stays out).
    return new Response(page.brotli, { status: 200, headers, encodeBody: 'manual' });
  }
  return new Response(page.body, { status: 200, headers });
}

/** An HTML answer that was not stored says so, unless its route already chose (the admin's no-store, for one). */
function markNotStored(c: Context<AppEnv>): void {
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return;
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', UNCACHED_CACHE_CONTROL);
  c.res.headers.set('x-page-cache', 'bypass');
}
