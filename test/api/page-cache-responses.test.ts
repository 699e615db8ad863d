import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMissTiming } from '../../scripts/bench/render-timing';
import { readSessionCookie } from '../../src/auth/session-cookie';
import { blogPosts } from '../../src/content/blog-posts';
import { trainingCategories } from '../../src/academy/content/modules/index';
import { PAGE_CACHE_CONTROL, UNCACHED_CACHE_CONTROL } from '../../src/middleware/page-cache';
import { readsD1 } from '../../src/site/cache-policy';
import { LruCache } from '../../src/render/page-cache/lru';
import { pageStore, purgePageCache } from '../../src/render/page-cache/page-store';
import { CONTENT_VERSION_REUSE_MS } from '../../src/render/page-cache/content-version';
import { BACK_OFFICE_SESSION_COOKIE } from '../../src/lib/back-office-cookie';
import { cacheVerdict, D1_PAGE_LIFETIME_MS, normalisedQuery, responseIsStorable } from '../../src/render/page-cache/policy';
import { fixedPagePaths } from '../support/routes';
import { postForm, request, unavailableDatabase, visitorAddress } from './request';

/** The page cache's verdict as the Worker asks for it, with the site's pages that read D1. */
const requestVerdict = (method: string, url: string, headers: Headers, scope: string) => cacheVerdict(method, url, headers, scope, readsD1);

const moduleSlug = trainingCategories[0]?.modules[0]?.slug ?? '';
const modulePath = `/training/module/${moduleSlug}`;

beforeEach(() => purgePageCache());
afterEach(() => vi.useRealTimers());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { response, body: await response.text() };
}

describe('a page depending only on the code and its URL', () => {
  it('is rendered once, then served from the cache with the same bytes', async () => {
    const first = await get('/faq');
    const second = await get('/faq');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-page-cache')).toBe('miss');
    // The whole miss, not just the route: a first visitor also waits for the brotli bytes and the ETag's hash.
    expect(first.response.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+, store;dur=[\d.]+, total;dur=[\d.]+$/);
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
    const etag = (await request('/retreats')).headers.get('etag') ?? '';
    const revalidated = await request('/retreats', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    const strongSpelling = await request('/retreats', { headers: { 'if-none-match': `"x", ${etag.replace('W/', '')}` } });
    expect(strongSpelling.status).toBe(304);
    const other = await request('/retreats', { headers: { 'if-none-match': 'W/"000000000000000000000000"' } });
    expect(other.status).toBe(200);
  });

  it('says Vary: accept-encoding on every answer of a stored page: the plain 200, the brotli 200, the 304 and HEAD', async () => {
    const plain = await request('/retreats', { headers: { 'accept-encoding': 'identity' } });
    const etag = plain.headers.get('etag') ?? '';
    const compressed = await request('/retreats', { headers: { 'accept-encoding': 'br' } });
    const notModified = await request('/retreats', { headers: { 'if-none-match': etag } });
    const gzip = await request('/retreats', { headers: { 'accept-encoding': 'gzip' } });
    const head = await request('/retreats', { method: 'HEAD' });
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
      (await import('../../src/worker')).app.request(
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
    const response = await probe.request('https://www.pawsperity.co.uk/', { headers: { cookie: `${BACK_OFFICE_SESSION_COOKIE}=token-123` } });
    expect(await response.text()).toBe('token-123');
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
    expect(responseIsStorable(new Response('x', { headers: { ...html, 'cache-control': 'private, max-age=0' } }))).toBe(false);
    expect(responseIsStorable(new Response('x', { status: 400, headers: html }))).toBe(false);
    expect(responseIsStorable(new Response('x', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it('POST, the admin, the API and assets by rule', () => {
    const verdict = (method: string, path: string) => requestVerdict(method, `https://x.test${path}`, new Headers(), 'scope').cacheable;
    expect(verdict('POST', '/')).toBe(false);
    expect(verdict('GET', '/admin')).toBe(false);
    expect(verdict('GET', '/admin/inbox')).toBe(false);
    expect(verdict('GET', '/api/training/modules')).toBe(false);
    expect(verdict('GET', '/assets/site.css')).toBe(false);
    expect(verdict('GET', '/administrators-guide')).toBe(true);
    expect(verdict('HEAD', '/')).toBe(true);
  });
});

describe('pages with a query', () => {
  it('are cached per URL, one entry whatever the order of the parameters', async () => {
    const first = await request('/?initialInvestment=5000&monthlyRevenue=2000');
    const reordered = await request('/?monthlyRevenue=2000&initialInvestment=5000');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(reordered.headers.get('x-page-cache')).toBe('hit');
    const other = await request('/faq?category=compliance');
    expect(other.headers.get('x-page-cache')).toBe('miss');
    expect((await request('/faq?category=compliance')).headers.get('x-page-cache')).toBe('hit');
    expect(normalisedQuery(new URLSearchParams('b=2&a=1&b=1'))).toBe('a=1&b=2&b=1');
  });

  it('cannot push the plain pages out: arbitrary queries fill their own bounded store', async () => {
    await request('/faq');
    const flood = pageStore.withQuery.maxEntries + 20;
    for (let i = 0; i < flood; i++) await (await request(`/retreats?page=${i}`)).arrayBuffer();
    expect(pageStore.withQuery.size).toBeLessThanOrEqual(pageStore.withQuery.maxEntries);
    expect(pageStore.withQuery.bytes).toBeLessThanOrEqual(pageStore.withQuery.maxBytes);
    expect((await request('/faq')).headers.get('x-page-cache')).toBe('hit');
  }, 60_000);

  it('does not store a query too long to be one of the site forms', async () => {
    const long = `/faq?q=${'a'.repeat(1100)}`;
    await request(long);
    expect((await request(long)).headers.get('x-page-cache')).toBe('bypass');
  });
});

describe('one page under another spelling', () => {
  it('a percent-encoded path is answered (Hono decodes it) but never stored: each spelling would be a new entry', async () => {
    const encoded = await get('/f%61q');
    expect(encoded.response.status).toBe(200);
    expect(encoded.body).toContain('<h1');
    expect(encoded.response.headers.get('x-page-cache')).toBe('bypass');
    expect((await request('/f%61q')).headers.get('x-page-cache')).toBe('bypass');
    expect(pageStore.plain.size).toBe(0);
    expect(requestVerdict('GET', 'https://x.test/training/module/%61bc', new Headers(), 'scope').cacheable).toBe(false);
  });

  it('tracking parameters (utm_*, gclid, fbclid ...) are not part of the key: an ad click is a hit on the plain page', async () => {
    const plain = await get('/');
    const adClick = await get('/?utm_source=news&utm_medium=email&utm_campaign=spring&gclid=abc&fbclid=def&msclkid=ghi&mc_cid=1&mc_eid=2&_ga=3');
    expect(adClick.response.headers.get('x-page-cache')).toBe('hit');
    expect(adClick.body).toBe(plain.body);
    expect(pageStore.withQuery.size).toBe(0);
    // The page's own parameters still count, whatever tracking comes with them.
    const filtered = await request('/faq?category=compliance&utm_source=x');
    expect(filtered.headers.get('x-page-cache')).toBe('miss');
    expect((await request('/faq?gclid=y&category=compliance')).headers.get('x-page-cache')).toBe('hit');
    expect(normalisedQuery(new URLSearchParams('utm_source=a&b=1&gclid=c&utm=d'))).toBe('b=1&utm=d');
  });

  it('no page renders a tracking parameter: the HTML stored without them is the HTML they would have rendered', async () => {
    const marker = 'trackingMarker9q7';
    for (const path of fixedPagePaths) {
      purgePageCache();
      const tracked = await get(`${path}?utm_source=${marker}&utm_term=${marker}&gclid=${marker}&fbclid=${marker}`);
      expect(tracked.response.status, path).toBe(200);
      expect(tracked.body, path).not.toContain(marker);
    }
  }, 60_000);
});

describe('the bench reads the whole miss (scripts/bench/render-timing.ts)', () => {
  it("total = render + store, from the Worker's own Server-Timing", async () => {
    const miss = await request('/getting-started');
    const timing = serverMissTiming(miss.headers.get('server-timing'));
    expect(timing).not.toBeNull();
    expect(timing?.storeMs).not.toBeNull();
    expect(Math.abs((timing?.totalMs ?? 0) - (timing?.renderMs ?? 0) - (timing?.storeMs ?? 0))).toBeLessThanOrEqual(0.11);
    expect(serverMissTiming('render;dur=2.0, store;dur=1.5, total;dur=3.5')).toEqual({ renderMs: 2, storeMs: 1.5, totalMs: 3.5 });
    expect(serverMissTiming('render;dur=2.5')).toEqual({ renderMs: 2.5, storeMs: null, totalMs: 2.5 });
    expect(serverMissTiming('cache;desc=hit')).toBeNull();
  });
});

describe('pages that read D1', () => {
  const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

  /** What the seed writes with a change (src/academy/content/seed-sql.ts): updated_at moves with every module it edits or hides. */
  const SEED_NOW_MS = "cast(unixepoch('subsec') * 1000 as integer)";
  const setModuleTitle = (title: string) =>
    env.DB.prepare(`UPDATE training_modules SET title = ?, updated_at = ${SEED_NOW_MS} WHERE slug = ?`).bind(title, moduleSlug).run();
  const originalTitle = () => env.DB.prepare('SELECT title FROM training_modules WHERE slug = ?').bind(moduleSlug).first<string>('title');
  /** A seed run takes seconds; the version read just before it may be reused only for a moment. */
  const afterTheSeedRun = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CONTENT_VERSION_REUSE_MS + 1);
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are served from memory while the content is unchanged', async () => {
    await request(modulePath);
    const again = await request(modulePath);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  it('show a content change on the very next request, as the seed writes it', async () => {
    const original = await originalTitle();
    try {
      const before = await get(modulePath);
      expect(titleOf(before.body)).toBe(original);
      await setModuleTitle('Changed title for the cache test');
      afterTheSeedRun();
      const after = await get(modulePath);
      expect(after.response.headers.get('x-page-cache')).toBe('miss');
      expect(titleOf(after.body)).toBe('Changed title for the cache test');
      expect((await get(modulePath)).response.headers.get('x-page-cache')).toBe('hit');
    } finally {
      await setModuleTitle(original ?? '');
    }
  });

  it('show a category the seed hides (is_active = 0, no updated_at on categories) at once, in /training and the sitemap', async () => {
    const category = trainingCategories[0]?.slug ?? '';
    const hide = (active: 0 | 1) => env.DB.prepare('UPDATE training_categories SET is_active = ? WHERE slug = ?').bind(active, category).run();
    try {
      expect((await get('/training')).body).toContain(`/training/category/${category}"`);
      expect((await get('/sitemap.xml')).body).toContain(`/training/category/${category}</loc>`);
      await hide(0);
      afterTheSeedRun();
      expect((await get('/training')).body).not.toContain(`/training/category/${category}"`);
      expect((await get('/sitemap.xml')).body).not.toContain(`/training/category/${category}</loc>`);
    } finally {
      await hide(1);
    }
  });

  it('the sitemap shows a new category at once, and says it must be revalidated like the pages', async () => {
    const first = await request('/sitemap.xml');
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    await env.DB.prepare("INSERT INTO training_categories (name, slug) VALUES ('Cache check', 'cache-check-category')").run();
    afterTheSeedRun();
    try {
      const after = await get('/sitemap.xml');
      expect(after.response.headers.get('x-page-cache')).toBe('miss');
      expect(after.response.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(after.body).toContain('/training/category/cache-check-category</loc>');
    } finally {
      await env.DB.prepare("DELETE FROM training_categories WHERE slug = 'cache-check-category'").run();
    }
  });

  it(`are kept at most ${D1_PAGE_LIFETIME_MS / 1000} s, which covers a change the version cannot see`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const original = await originalTitle();
    try {
      await get(modulePath);
      // A hand-written UPDATE that leaves updated_at alone.
      await env.DB.prepare('UPDATE training_modules SET title = ? WHERE slug = ?').bind('Changed by hand', moduleSlug).run();
      vi.setSystemTime(Date.now() + D1_PAGE_LIFETIME_MS - 1_000);
      const within = await get(modulePath);
      expect(within.response.headers.get('x-page-cache')).toBe('hit');
      expect(titleOf(within.body)).toBe(original);
      vi.setSystemTime(Date.now() + 2_000);
      const after = await get(modulePath);
      expect(after.response.headers.get('x-page-cache')).toBe('miss');
      expect(titleOf(after.body)).toBe('Changed by hand');
    } finally {
      await env.DB.prepare('UPDATE training_modules SET title = ? WHERE slug = ?').bind(original, moduleSlug).run();
    }
  });

  it('when D1 cannot say what is current, render (the page answers its own 503) instead of serving or failing', async () => {
    await request(modulePath);
    const down = await request(modulePath, {}, { DB: unavailableDatabase });
    expect(down.status).toBe(503);
    expect(down.headers.get('x-page-cache')).toBe('bypass');
    expect(down.headers.get('cache-control')).toBe(UNCACHED_CACHE_CONTROL);
    // The stored copy is still good once D1 answers again.
    expect((await request(modulePath)).headers.get('x-page-cache')).toBe('hit');
  });

  it('a page of code alone is not re-rendered after that time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    await request('/careers');
    vi.setSystemTime(new Date('2026-03-10T10:05:00Z'));
    expect((await request('/careers')).headers.get('x-page-cache')).toBe('hit');
  });

  it('every page is kept as long as what it reads allows: a page of code past the D1 lifetime, a page that reads D1 not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    // The home page reads the booking wizard's dates from the owner's availability settings.
    const readingD1 = ['/', '/training', `/training/category/${trainingCategories[0]?.slug ?? ''}`, modulePath, '/sitemap.xml'];
    const ofCode = [...fixedPagePaths.filter((path) => path !== '/training' && path !== '/'), `/blog/${blogPosts[0]?.id ?? ''}`];
    for (const path of [...readingD1, ...ofCode]) expect((await request(path)).headers.get('x-page-cache'), path).toBe('miss');
    vi.setSystemTime(new Date(Date.now() + D1_PAGE_LIFETIME_MS + 1_000));
    for (const path of ofCode) expect((await request(path)).headers.get('x-page-cache'), path).toBe('hit');
    for (const path of readingD1) expect((await request(path)).headers.get('x-page-cache'), path).toBe('miss');
  }, 60_000);

  it('but every page is rendered again on a new day in London (legal pages carry the date)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    const today = await get('/privacy');
    vi.setSystemTime(new Date('2026-03-11T00:30:00Z'));
    const tomorrow = await get('/privacy');
    expect(tomorrow.response.headers.get('x-page-cache')).toBe('miss');
    expect(tomorrow.body).not.toBe(today.body);
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

describe('LruCache', () => {
  const entry = (bytes: number) => ({ bytes });

  it('evicts the least recently used entry past its entry count', () => {
    const lru = new LruCache<{ bytes: number }>(2, 1_000);
    lru.set('a', entry(1));
    lru.set('b', entry(1));
    lru.get('a');
    lru.set('c', entry(1));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
  });

  it('evicts past its byte budget and never stores one entry larger than the budget', () => {
    const lru = new LruCache<{ bytes: number }>(10, 100);
    lru.set('a', entry(60));
    lru.set('b', entry(60));
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(60);
    lru.set('huge', entry(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(60);
    lru.set('b', entry(10));
    expect(lru.bytes).toBe(10);
  });
});
