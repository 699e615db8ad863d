/**
 * The page cache, what it answers: a page of code alone rendered once and then
 * served from memory with the same bytes, its headers, ETag and encodings;
 * what is never cached; the bench's reading of a miss; a missing asset.
 * Cache keys and how long a page is kept: page-cache-keys-and-lifetimes.test.ts.
 */
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverMissTiming } from '../../scripts/bench/render-timing';
import { readSessionCookie } from '../auth/session-cookie';
import { PAGE_CACHE_CONTROL, UNCACHED_CACHE_CONTROL } from './page-cache';
import { BACK_OFFICE_SESSION_COOKIE } from '../lib/back-office-cookie';
import { responseIsStorable } from '../render/page-cache/policy';
import { emptyPageCacheForEachTest } from '../../test/support/page-cache-each-test';
import { get, requestVerdict } from '../../test/support/page-cache-requests';
import { postForm, request, visitorAddress } from '../../test/support/request';

emptyPageCacheForEachTest();

describe('a page depending only on the code and its URL', () => {
  it('is rendered once, then served from the cache with the same bytes', async () => {
    const first = await get('/faq');
    const second = await get('/faq');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    // The whole miss, not just the route: a first visitor also waits for the brotli bytes and the ETag's hash.
    expect(first.response.headers.get('server-timing')).toMatch(
      /^render;dur=[\d.]+, store;dur=[\d.]+, total;dur=[\d.]+$/,
    );
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.response.headers.get('server-timing')).toBe('cache;desc=hit');
    expect(second.body).toBe(first.body);
    expect(second.body.length).toBeGreaterThan(10_000);
  });

  it('says how it may be cached and carries a weak ETag, the same for the render and the stored copy', async () => {
    const first = await request('/careers');
    const second = await request('/careers');
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{24}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The security headers and compression still apply to a stored page.
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(second.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to another tag', async () => {
    const etag = (await request('/doggy-daycare-london')).headers.get('etag') ?? '';
    const revalidated = await request('/doggy-daycare-london', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const strongSpelling = await request('/doggy-daycare-london', {
      headers: { 'if-none-match': `"x", ${etag.replace('W/', '')}` },
    });
    expect(strongSpelling.status).toBe(304);
    const other = await request('/doggy-daycare-london', {
      headers: { 'if-none-match': 'W/"000000000000000000000000"' },
    });
    expect(other.status).toBe(200);
  });

  it('says Vary: accept-encoding on every answer of a stored page: the plain 200, the brotli 200, the 304 and HEAD', async () => {
    const plain = await request('/doggy-daycare-london', { headers: { 'accept-encoding': 'identity' } });
    const etag = plain.headers.get('etag') ?? '';
    const compressed = await request('/doggy-daycare-london', { headers: { 'accept-encoding': 'br' } });
    const notModified = await request('/doggy-daycare-london', { headers: { 'if-none-match': etag } });
    const gzip = await request('/doggy-daycare-london', { headers: { 'accept-encoding': 'gzip' } });
    const head = await request('/doggy-daycare-london', { method: 'HEAD' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(notModified.status).toBe(304);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const response of [plain, compressed, notModified, gzip, head]) {
      expect(response.headers.get('x-page-cache')).not.toBe('bypass');
      // Once: the compression middleware does not add it a second time.
      expect(response.headers.get('vary')).toBe('accept-encoding');
    }
  });

  it('sends its brotli bytes only to a client that takes brotli: br;q=0 refuses it', async () => {
    await request('/careers');
    const refused = await request('/careers', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('x-page-cache')).toBe('hit');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const nothing = await request('/careers', { headers: { 'accept-encoding': 'br;q=0' } });
    expect(nothing.headers.get('content-encoding')).toBeNull();
    expect(await nothing.text()).toContain('<html');
    // The compression middleware reads Accept-Encoding the same way for answers outside the cache.
    const api = await request('/api/training/modules', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps its brotli bytes and sends them as they are to clients that take brotli', async () => {
    const plain = await get('/doggy-daycare-guide');
    for (const outcome of ['hit', 'hit']) {
      const response = await request('/doggy-daycare-guide', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('x-page-cache')).toBe(outcome);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      const wire = new Uint8Array(await response.arrayBuffer());
      expect(wire.byteLength).toBeLessThan(plain.body.length / 3);
      expect(new TextDecoder().decode(brotliDecompressSync(wire))).toBe(plain.body);
    }
  });

  it("is served from the cache to a visitor with Cloudflare's or analytics cookies: public pages read none", async () => {
    const first = await get('/faq', { cookie: '__cf_bm=abc; cf_clearance=def; _cfuvid=ghi' });
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    expect(first.response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const second = await get('/faq', { cookie: '_ga=GA1.1.123; _ga_ABC=GS1.1; admin_session=not-the-host-cookie' });
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it('answers HEAD from the cache without a body', async () => {
    await request('/getting-started');
    const head = await request('/getting-started', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('never puts the request id in the stored HTML', async () => {
    const first = await get('/careers', { 'cf-ray': 'ray-first-visitor-1' });
    const second = await get('/careers', { 'cf-ray': 'ray-second-visitor-2' });
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    for (const body of [first.body, second.body]) {
      expect(body).not.toContain('ray-first-visitor-1');
      expect(body).not.toContain('ray-second-visitor-2');
    }
  });

  it('keeps the Turnstile site key it was rendered with out of pages rendered without it', async () => {
    const without = await get('/faq');
    const withKey = await Promise.resolve(
      (await import('../worker')).app.request(
        'https://www.pawsperity.co.uk/faq',
        {},
        { ...env, TURNSTILE_SITE_KEY: 'site-key-for-test', TURNSTILE_SECRET: 'secret' },
      ),
    );
    const withKeyBody = await withKey.text();
    expect(withKey.headers.get('x-page-cache')).toBe('miss');
    expect(withKeyBody).toContain('site-key-for-test');
    expect(without.body).not.toContain('site-key-for-test');
    expect((await get('/faq')).body).not.toContain('site-key-for-test');
  });
});

describe('what is never cached', () => {
  it('a plain form post answer: no-store, and its values never show in a later GET', async () => {
    const marker = 'Zebedee-Marker-7f3a';
    const posted = await postForm(
      '/api/contact-submissions',
      { firstName: marker, lastName: 'Visitor', email: 'not-an-email', message: 'short' },
      { 'cf-connecting-ip': visitorAddress() },
    );
    expect(posted.status).toBe(400);
    expect(posted.headers.get('content-type')).toContain('text/html');
    expect(posted.headers.get('cache-control')).toBe(UNCACHED_CACHE_CONTROL);
    expect(posted.headers.get('etag')).toBeNull();
    expect(await posted.text()).toContain(marker);
    const later = await get('/');
    const again = await get('/');
    expect(again.response.headers.get('x-page-cache')).toBe('hit');
    expect(later.body).not.toContain(marker);
    expect(again.body).not.toContain(marker);
  });

  it('the back office: two GETs are both rendered, and say no-store', async () => {
    const first = await request('/admin/sign-in');
    const second = await request('/admin/sign-in');
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('bypass');
    expect(second.headers.get('cache-control')).toContain('no-store');
    expect(second.headers.get('etag')).toBeNull();
  });

  it('the API', async () => {
    await request('/api/training/modules');
    const second = await request('/api/training/modules');
    expect(second.headers.get('x-page-cache')).toBeNull();
    expect(second.headers.get('etag')).toBeNull();
  });

  it('a request signed in to the back office, or with Authorization: neither answered from nor stored in the cache', async () => {
    await request('/faq');
    const signedIn = await request('/faq', { headers: { cookie: `_ga=GA1.1.1; ${BACK_OFFICE_SESSION_COOKIE}=abc` } });
    expect(signedIn.headers.get('x-page-cache')).toBe('bypass');
    expect(signedIn.headers.get('cache-control')).toBe(UNCACHED_CACHE_CONTROL);
    const authorised = await request('/faq', { headers: { authorization: 'Bearer abc' } });
    expect(authorised.headers.get('x-page-cache')).toBe('bypass');
  });

  it('the session cookie the cache looks for is the one the back office reads', async () => {
    const probe = new Hono().get('/', (c) => c.text(readSessionCookie(c) ?? 'none'));
    const response = await probe.request('https://www.pawsperity.co.uk/', {
      headers: { cookie: `${BACK_OFFICE_SESSION_COOKIE}=token-123` },
    });
    expect(await response.text()).toBe('token-123');
  });

  it('a live page (places left on retreats): rendered afresh each time, so a new booking shows at once', async () => {
    for (const path of ['/retreats', '/retreats/spring-business-intensive']) {
      const first = await request(path);
      const second = await request(path);
      expect(first.status, path).toBe(200);
      expect(second.headers.get('x-page-cache'), path).toBe('bypass');
      expect(second.headers.get('cache-control'), path).toBe(UNCACHED_CACHE_CONTROL);
      expect(second.headers.get('etag'), path).toBeNull();
    }
    expect(requestVerdict('GET', 'https://x.test/retreats/any-event', new Headers(), 'scope')).toEqual({
      cacheable: false,
      reason: 'live',
    });
  });

  it('a 404 page', async () => {
    await request('/no-such-page');
    const second = await request('/no-such-page');
    expect(second.status).toBe(404);
    expect(second.headers.get('x-page-cache')).toBe('bypass');
    expect(second.headers.get('cache-control')).toBe(UNCACHED_CACHE_CONTROL);
  });

  it('answers that set a cookie, say no-store or private, or are not 200 pages', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(responseIsStorable(new Response('x', { headers: html }))).toBe(true);
    expect(responseIsStorable(new Response('x', { headers: { ...html, 'set-cookie': 'a=b' } }))).toBe(false);
    expect(responseIsStorable(new Response('x', { headers: { ...html, 'cache-control': 'no-store' } }))).toBe(false);
    expect(responseIsStorable(new Response('x', { headers: { ...html, 'cache-control': 'private, max-age=0' } }))).toBe(
      false,
    );
    expect(responseIsStorable(new Response('x', { status: 400, headers: html }))).toBe(false);
    expect(responseIsStorable(new Response('x', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it('POST, the admin, the API and assets by rule', () => {
    const verdict = (method: string, path: string) =>
      requestVerdict(method, `https://x.test${path}`, new Headers(), 'scope').cacheable;
    expect(verdict('POST', '/')).toBe(false);
    expect(verdict('GET', '/admin')).toBe(false);
    expect(verdict('GET', '/admin/inbox')).toBe(false);
    expect(verdict('GET', '/api/training/modules')).toBe(false);
    expect(verdict('GET', '/assets/site.css')).toBe(false);
    expect(verdict('GET', '/administrators-guide')).toBe(true);
    expect(verdict('HEAD', '/')).toBe(true);
  });
});

describe('the bench reads the whole miss (scripts/bench/render-timing.ts)', () => {
  it("total = render + store, from the Worker's own Server-Timing", async () => {
    const miss = await request('/getting-started');
    const timing = serverMissTiming(miss.headers.get('server-timing'));
    expect(timing).not.toBeNull();
    expect(timing?.storeMs).not.toBeNull();
    expect(Math.abs((timing?.totalMs ?? 0) - (timing?.renderMs ?? 0) - (timing?.storeMs ?? 0))).toBeLessThanOrEqual(
      0.11,
    );
    expect(serverMissTiming('render;dur=2.0, store;dur=1.5, total;dur=3.5')).toEqual({
      renderMs: 2,
      storeMs: 1.5,
      totalMs: 3.5,
    });
    expect(serverMissTiming('render;dur=2.5')).toEqual({ renderMs: 2.5, storeMs: null, totalMs: 2.5 });
    expect(serverMissTiming('cache;desc=hit')).toBeNull();
  });
});

describe('assets', () => {
  it('a missing /assets/ file is a short plain-text 404, not the HTML 404 page', async () => {
    const response = await request('/assets/chunk-doesnotexist.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body.length).toBeLessThan(20);
    expect(body).not.toContain('<html');
  });
});
