/**
 * The page cache's keys and lifetimes: pages with a query, one page under
 * another spelling (percent-encoding, tracking parameters), pages that read D1
 * (a content change shown at once, a lifetime, a new day in London), and the
 * bounded LRU store. What the cache answers: page-cache-responses.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trainingCategories } from '../academy/content/modules/index';
import { PAGE_CACHE_CONTROL, UNCACHED_CACHE_CONTROL } from './page-cache';
import { LruCache } from '../render/page-cache/lru';
import { pageStore, purgePageCache } from '../render/page-cache/page-store';
import { CONTENT_VERSION_REUSE_MS } from '../content/content-version';
import { D1_PAGE_LIFETIME_MS, normalisedQuery } from '../render/page-cache/policy';
import { fixedPagePaths } from '../../test/support/routes';
import { emptyPageCacheForEachTest } from '../../test/support/page-cache-each-test';
import { get, requestVerdict } from '../../test/support/page-cache-requests';
import { request, unavailableDatabase } from '../../test/support/request';

const moduleSlug = trainingCategories[0]?.modules[0]?.slug ?? '';
const modulePath = `/training/module/${moduleSlug}`;

emptyPageCacheForEachTest();

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
    for (let i = 0; i < flood; i++) await (await request(`/careers?page=${i}`)).arrayBuffer();
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

  it('tracking parameters (gclid, fbclid ...) are not part of the key: an ad click is a hit on the plain page', async () => {
    const plain = await get('/');
    const adClick = await get('/?gclid=abc&fbclid=def&msclkid=ghi&mc_cid=1&mc_eid=2&_ga=3');
    expect(adClick.response.headers.get('x-page-cache')).toBe('hit');
    expect(adClick.body).toBe(plain.body);
    expect(pageStore.withQuery.size).toBe(0);
    // The page's own parameters still count, whatever tracking comes with them.
    const filtered = await request('/faq?category=compliance&fbclid=x');
    expect(filtered.headers.get('x-page-cache')).toBe('miss');
    expect((await request('/faq?gclid=y&category=compliance')).headers.get('x-page-cache')).toBe('hit');
    expect(normalisedQuery(new URLSearchParams('utm_source=a&b=1&gclid=c&utm=d'))).toBe('b=1&utm=d');
  });

  it('a campaign link or a link from another site is rendered for its visitor and never stored: its forms carry that source', async () => {
    const plain = await get('/');
    const campaign = await get('/?utm_source=news&utm_medium=email&utm_campaign=spring');
    expect(campaign.response.headers.get('x-page-cache')).toBe('bypass');
    expect(campaign.response.headers.get('cache-control')).toBe('private, no-store');
    expect(campaign.body).toContain(
      'name="visit_source" value="utm_source=news&amp;utm_medium=email&amp;utm_campaign=spring"',
    );
    const linked = await get('/', { referer: 'https://www.google.com/search?q=dog+daycare' });
    expect(linked.body).toContain('name="visit_source" value="ref=google.com"');
    // The next visitor with neither still gets the stored page, whose forms carry no source.
    const next = await get('/');
    expect(next.response.headers.get('x-page-cache')).toBe('hit');
    expect(next.body).toBe(plain.body);
    expect(next.body).toContain('name="visit_source" value=""');
    expect(pageStore.withQuery.size).toBe(0);
  });

  it('no page renders a tracking parameter but in the hidden source field of its forms', async () => {
    const marker = 'trackingMarker9q7';
    for (const path of fixedPagePaths) {
      purgePageCache();
      const tracked = await get(`${path}?utm_source=${marker}&utm_term=${marker}&gclid=${marker}&fbclid=${marker}`);
      expect(tracked.response.status, path).toBe(200);
      const outsideSourceFields = tracked.body.replaceAll(`name="visit_source" value="utm_source=${marker}"`, '');
      expect(outsideSourceFields, path).not.toContain(marker);
    }
  }, 60_000);
});

describe('pages that read D1', () => {
  const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';

  /** What the seed writes with a change (src/academy/content/seed-sql.ts): updated_at moves with every module it edits or hides. */
  const SEED_NOW_MS = "cast(unixepoch('subsec') * 1000 as integer)";
  const setModuleTitle = (title: string) =>
    env.DB.prepare(`UPDATE training_modules SET title = ?, updated_at = ${SEED_NOW_MS} WHERE slug = ?`)
      .bind(title, moduleSlug)
      .run();
  const originalTitle = () =>
    env.DB.prepare('SELECT title FROM training_modules WHERE slug = ?').bind(moduleSlug).first<string>('title');
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
    const hide = (active: 0 | 1) =>
      env.DB.prepare('UPDATE training_categories SET is_active = ? WHERE slug = ?').bind(active, category).run();
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
    await env.DB.prepare(
      "INSERT INTO training_categories (name, slug) VALUES ('Cache check', 'cache-check-category')",
    ).run();
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
      await env.DB.prepare('UPDATE training_modules SET title = ? WHERE slug = ?')
        .bind('Changed by hand', moduleSlug)
        .run();
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

  it('every page reads D1 (the footer shows the business details): each is kept until the D1 lifetime, none past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    // Every page shows the footer, whose business details the owner edits in /admin/content (D1). The home page also
    // reads the booking wizard's dates; the blog and the FAQ what the owner publishes; the Academy its modules.
    // /retreats shows places left, which change with every booking: never kept at all (page-cache-responses.test.ts).
    const readingD1 = [
      ...new Set([
        ...fixedPagePaths.filter((path) => path !== '/retreats'),
        `/training/category/${trainingCategories[0]?.slug ?? ''}`,
        modulePath,
        '/sitemap.xml',
        '/blog/future-pet-care-trends-2024',
        '/blog/feed.xml',
      ]),
    ];
    for (const path of readingD1) expect((await request(path)).headers.get('x-page-cache'), path).toBe('miss');
    vi.setSystemTime(new Date(Date.now() + D1_PAGE_LIFETIME_MS - 1_000));
    for (const path of readingD1) expect((await request(path)).headers.get('x-page-cache'), path).toBe('hit');
    vi.setSystemTime(new Date(Date.now() + 2_000));
    for (const path of readingD1) expect((await request(path)).headers.get('x-page-cache'), path).toBe('miss');
    // What reads no D1 (robots.txt, a plain-text answer the cache does not keep anyway) would live as long as its day.
    expect(requestVerdict('GET', 'https://x.test/robots.txt', new Headers(), 'scope')).toMatchObject({
      lifetimeMs: Number.POSITIVE_INFINITY,
    });
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
