import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { acceptsBrotli, varyOnAcceptEncoding } from '../lib/accept-encoding';
import { contentVersion as readContentVersion } from '../content/content-version';
import { brotli } from '../render/page-cache/encoding';
import { etagOf, ifNoneMatchHits } from '../render/page-cache/etag';
import { pageStore, type CachedPage } from '../render/page-cache/page-store';
import { cacheVerdict, PAGE_CACHE_CONTROL, responseIsStorable } from '../render/page-cache/policy';
import { cacheScope } from '../render/page-cache/scope';
import type { PageCaching } from '../render/page-route';
import { afterResponse } from '../lib/after-response';
import { requestSettings } from '../render/request-settings';

/**
 * Renders a page once per isolate and serves the stored HTML after that
 * (docs/decisions/005-page-cache.md). Every GET page answer leaves here with
 * Cache-Control, and a stored one with a weak ETag (304 on a match).
 * Responses that are not stored never come from the store either: POST
 * answers, the back office, the API, anything that sets a cookie or says
 * no-store. PAGE_CACHE=off keeps the headers but stores nothing (the bench's
 * figures without the cache).
 */

export { PAGE_CACHE_CONTROL };
/** HTML that is not stored: an answer to a POST holds what the visitor sent. */
export const UNCACHED_CACHE_CONTROL = 'private, no-store';

/** Headers that belong to one answer, not to the page. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'server-timing',
  'set-cookie',
  'transfer-encoding',
  'x-page-cache',
]);

/** `cachingOf`: how the page at a path may be kept (src/site/cache-policy.ts, from the list of page routes). */
export const pageCache =
  (cachingOf: (pathname: string) => PageCaching): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const now = Date.now();
    const verdict = cacheVerdict(c.req.method, c.req.url, c.req.raw.headers, cacheScope(now), cachingOf);
    // A visit from a link or a campaign: its forms carry that source, so its page is this visitor's alone.
    if (!verdict.cacheable || requestSettings().visitSource !== '') {
      await next();
      markNotStored(c);
      return;
    }
    const storing = c.env.PAGE_CACHE !== 'off';
    // Read before the render, so a change during it leaves the stored copy older than the content, never newer.
    const contentVersion =
      storing && verdict.readsD1
        ? await readContentVersion(c.env.DB).then(
            (version) => version.digest,
            () => undefined,
          )
        : null;
    if (contentVersion === undefined) {
      // D1 cannot say what is current: neither serve nor store; the page renders and answers its own 503.
      await next();
      markNotStored(c);
      return;
    }
    const stored = storing ? pageStore.get(verdict.key, verdict.hasQuery, now, contentVersion) : undefined;
    if (stored) return answer(c, stored, 'hit');

    const started = performance.now();
    await next();
    if (!responseIsStorable(c.res)) {
      markNotStored(c);
      return;
    }
    const body = new Uint8Array(await c.res.arrayBuffer());
    const rendered = performance.now();
    const page: CachedPage = {
      body,
      brotli: null,
      bytes: body.byteLength,
      headers: [...c.res.headers].filter(([name]) => !perResponseHeaders.has(name)),
      etag: await etagOf(body),
      contentVersion,
      renderedAt: now,
      expiresAt: now + verdict.lifetimeMs,
    };
    // A first visitor waits for the render and the ETag's hash (the bench reads the total); this answer is compressed
    // by workerd on the way out, as any page was before the cache.
    const timing: MissTiming = { renderMs: rendered - started, storeMs: performance.now() - rendered };
    // Drop the rendered response first: assigning over it would copy its headers onto the new one.
    c.res = undefined;
    c.res = answer(c, page, storing ? 'miss' : 'off', timing);
    if (!storing) return;
    // Compressed once, after the answer has gone, rather than by workerd on every later answer.
    await afterResponse(
      c,
      Promise.resolve().then(() => {
        const compressed = brotli(body);
        pageStore.set(verdict.key, verdict.hasQuery, {
          ...page,
          brotli: compressed,
          bytes: body.byteLength + compressed.byteLength,
        });
      }),
    );
  };

interface MissTiming {
  /** The route, body read to its end. */
  renderMs: number;
  /** The ETag's hash (brotli happens after the answer). */
  storeMs: number;
}

/** `render;dur=…, store;dur=…, total;dur=…` on a miss; a hit says it was not rendered. */
export function serverTiming(timing: MissTiming | undefined): string {
  if (!timing) return 'cache;desc=hit';
  const total = timing.renderMs + timing.storeMs;
  return `render;dur=${timing.renderMs.toFixed(1)}, store;dur=${timing.storeMs.toFixed(1)}, total;dur=${total.toFixed(1)}`;
}

function answer(c: Context<AppEnv>, page: CachedPage, outcome: 'hit' | 'miss' | 'off', timing?: MissTiming): Response {
  const headers = new Headers(page.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', PAGE_CACHE_CONTROL);
  headers.set('etag', page.etag);
  headers.set('x-page-cache', outcome);
  headers.set('server-timing', serverTiming(timing));
  // Every answer for this address depends on Accept-Encoding (brotli bytes or the plain body), the 304 included:
  // a shared cache must not hand the plain body's validator or bytes to a brotli client, or the other way round.
  varyOnAcceptEncoding(headers);
  if (ifNoneMatchHits(c.req.header('if-none-match'), page.etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  if (page.brotli && acceptsBrotli(c.req.header('accept-encoding'))) {
    headers.set('content-encoding', 'br');
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
