/**
 * One visual system (issue 21): headings in the self-hosted brand typeface,
 * preloaded and swapped without moving the page; one form of section heading;
 * one form of breadcrumb; blog cards whose titles keep to two lines and whose
 * Read More lines up with the text; not-found pages in the site's look.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { benchRoutes, fixedPagePaths } from '../support/routes';
import { baseUrl, useBrowser } from './browser';

const { newPage } = useBrowser();

/** The brand typeface, as the stylesheet names it. */
const BRAND_FAMILY = 'Plus Jakarta Sans Variable';

const firstFamily = (fontFamily: string) => (fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');

describe('brand typeface', () => {
  it.each(['/', '/faq', '/training', benchRoutes[benchRoutes.length - 1] ?? '/'])(
    '%s: every heading is set in it, the file is preloaded and used',
    async (path) => {
      const page = await newPage(path);
      await page.evaluate(() => document.fonts.ready);
      const headings = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => getComputedStyle(heading).fontFamily),
      );
      expect(headings.length).toBeGreaterThan(1);
      expect(new Set(headings.map(firstFamily))).toEqual(new Set([BRAND_FAMILY]));

      const font = await page.evaluate((family) => {
        const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]');
        const href = preload?.href ?? '';
        return {
          preload: preload
            ? { type: preload.type, crossOrigin: preload.crossOrigin, path: new URL(href).pathname }
            : null,
          // Before the stylesheet: asked for in parallel with it, not after it.
          beforeStylesheet: Boolean(
            preload?.compareDocumentPosition(document.querySelector('link[rel="stylesheet"]') as Node) ===
              Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          usable: document.fonts.check(`700 24px "${family}"`),
          loadedFaces: [...document.fonts].filter(
            (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
          ).length,
          // One request: the preload's response is the one the @font-face uses.
          fetches: performance.getEntriesByName(href).length,
        };
      }, BRAND_FAMILY);
      expect(font.preload).toEqual({
        type: 'font/woff2',
        crossOrigin: 'anonymous',
        path: expect.stringMatching(/^\/assets\/[\w-]+-[0-9a-f]{10}\.woff2$/),
      });
      expect(font.beforeStylesheet).toBe(true);
      expect(font.usable).toBe(true);
      expect(font.loadedFaces).toBeGreaterThan(0);
      expect(font.fetches).toBe(1);

      const response = await fetch(`${baseUrl()}${font.preload?.path ?? ''}`, { method: 'HEAD' });
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each([
    [390, 844],
    [1440, 900],
  ])('the home page at %i px does not shift while its fonts arrive', async (width, height) => {
    const page = await newPage('/', { viewport: { width, height } });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBe(0);
  });
});

describe('section headings', () => {
  it('share one size, weight, typeface and spacing on the home page and the secondary pages', async () => {
    const page = await newPage('/');
    const styles = new Map<string, string[]>();
    for (const path of [
      '/',
      '/faq',
      '/retreats',
      '/careers',
      '/getting-started',
      '/doggy-daycare-guide',
      '/doggy-daycare-london',
      '/training',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      // The heading that names each of the page's own sections (cards and notices keep their own titles).
      const seen = await page.evaluate(() =>
        [...document.querySelectorAll('main > section[aria-labelledby]')]
          .map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? ''))
          .filter((heading): heading is HTMLElement => heading?.tagName === 'H2' && heading.closest('.card') === null)
          .map((heading) => {
            const style = getComputedStyle(heading);
            const eyebrow = heading.previousElementSibling;
            const intro = heading.nextElementSibling;
            return {
              text: heading.textContent ?? '',
              look: [style.fontFamily, style.fontSize, style.fontWeight, style.letterSpacing, style.lineHeight].join(
                ' | ',
              ),
              eyebrowGap: eyebrow
                ? Math.round(heading.getBoundingClientRect().top - eyebrow.getBoundingClientRect().bottom)
                : null,
              introGap:
                intro?.tagName === 'P'
                  ? Math.round(intro.getBoundingClientRect().top - heading.getBoundingClientRect().bottom)
                  : null,
            };
          }),
      );
      expect(seen.length, path).toBeGreaterThan(0);
      for (const heading of seen) {
        styles.set(heading.look, [...(styles.get(heading.look) ?? []), `${path}: ${heading.text}`]);
        if (heading.eyebrowGap !== null) expect(heading.eyebrowGap, `${path}: ${heading.text}`).toBe(16);
        if (heading.introGap !== null) expect(heading.introGap, `${path}: ${heading.text}`).toBe(16);
      }
    }
    expect([...styles.keys()], JSON.stringify(Object.fromEntries(styles), null, 1)).toHaveLength(1);
    expect([...styles.keys()][0]).toContain(BRAND_FAMILY);
  });
});

/** Every breadcrumb trail on the page: its items' text, links and current-page marks. */
function breadcrumbsOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Breadcrumb"]')].map((nav) => ({
      text: (nav as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      list: nav.querySelector(':scope > ol') !== null,
      items: [...nav.querySelectorAll('ol > li')].map((item) => ({
        text: (item.querySelector('a, span:not([aria-hidden])') as HTMLElement | null)?.innerText.trim() ?? '',
        href: item.querySelector('a')?.getAttribute('href') ?? null,
        current: item.querySelector('[aria-current="page"]') !== null,
      })),
    })),
  );
}

describe('breadcrumbs', () => {
  const blogPost = benchRoutes.find((path) => path.startsWith('/blog/')) ?? '/';
  const deepPages = benchRoutes.filter((path) => path.startsWith('/training/'));

  it('have one form everywhere: Home › … › this page, an ordered list, the current page marked', async () => {
    const page = await newPage('/');
    const pagesWithTrail: string[] = [];
    for (const path of [...new Set([...fixedPagePaths, ...benchRoutes])]) {
      await page.goto(`${baseUrl()}${path}`);
      for (const trail of await breadcrumbsOf(page)) {
        pagesWithTrail.push(path);
        expect(trail.list, path).toBe(true);
        expect(trail.items.length, path).toBeGreaterThanOrEqual(2);
        expect(trail.items[0], path).toEqual({ text: 'Home', href: '/', current: false });
        expect(trail.text, path).toBe(trail.items.map((item) => item.text).join(' › '));
        expect(
          trail.items.map((item) => item.current),
          path,
        ).toEqual(trail.items.map((_, index) => index === trail.items.length - 1));
        expect(trail.items.at(-1)?.href, path).toBe(path);
      }
    }
    // The deeper pages that show a trail: the guide, London, the training category and module, an article.
    expect(pagesWithTrail).toEqual(
      expect.arrayContaining(['/doggy-daycare-guide', '/doggy-daycare-london', ...deepPages, blogPost]),
    );
  });

  it('on an article read Home › Blog › its title', async () => {
    const page = await newPage(blogPost);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    const [trail] = await breadcrumbsOf(page);
    expect(trail?.text).toBe(`Home › Blog › ${title}`);
    expect(trail?.items[1]?.href).toBe('/blog');
  });
});

describe('not-found pages', () => {
  const notFound = [
    ['/no-such-page', '404 Page Not Found'],
    ['/blog/no-such-article', '404 Page Not Found'],
    ['/training/module/no-such-module', 'Module Not Found'],
    ['/training/category/no-such-category', 'Category Not Found'],
  ] as const;

  it.each(notFound)('%s answers 404 in the site look, with the useful links', async (path, title) => {
    const page = await newPage('/', { viewport: { width: 1440, height: 900 } });
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('[data-site-header]').count()).toBe(1);
    expect(await page.locator('main .hero-band h1').innerText()).toBe(title);
    const links = await page
      .locator('main a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/', '/#services', '/#contact', '/#resources', '/#blog', '/faq']));
    if (path.startsWith('/training/')) expect(links).toContain('/training');

    // Scrolled to the end, the footer's foot is the window's foot: nothing shows below it.
    const footerGap = () =>
      page.evaluate(() => {
        // Instantly: the site scrolls smoothly otherwise.
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return Math.abs(
          window.innerHeight - (document.querySelector('body > footer')?.getBoundingClientRect().bottom ?? 0),
        );
      });
    expect(await footerGap()).toBeLessThan(1);
    // Taller than the page: the main part grows, the footer still reaches the bottom.
    await page.setViewportSize({ width: 1440, height: 2400 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(2400);
    expect(await footerGap()).toBeLessThan(1);
  });
});

describe('blog cards', () => {
  it.each([390, 1440])(
    'at %i px: titles keep to two lines of whole words, Read More starts where the title does and lines up across a row',
    async (width) => {
      const page = await newPage('/?articles=all#blog', { viewport: { width, height: 900 } });
      const cards = await page.locator('#blog article[data-post]').evaluateAll((articles) =>
        articles.map((article) => {
          const title = article.querySelector('h3') as HTMLElement;
          const readMore = [...article.querySelectorAll('a')].find((link) =>
            link.textContent?.startsWith('Read More'),
          ) as HTMLElement;
          const titleBox = title.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
          return {
            id: article.getAttribute('data-post'),
            lines: Math.round(titleBox.height / lineHeight),
            overflowWrap: getComputedStyle(title).overflowWrap,
            // Each word its own unbreakable box, so the clamp's ellipsis replaces whole words.
            wholeWords: [...title.children].every(
              (word) => getComputedStyle(word).display === 'inline-block' && !/\s/.test(word.textContent ?? ''),
            ),
            words: [...title.children].map((word) => word.textContent).join(' '),
            text: title.textContent,
            clamped: title.scrollHeight > title.clientHeight + 1,
            titleLeft: titleBox.left,
            buttonLeft: readMore.getBoundingClientRect().left,
            cardTop: Math.round(article.getBoundingClientRect().top),
            buttonTop: Math.round(readMore.getBoundingClientRect().top),
          };
        }),
      );
      expect(cards.length).toBeGreaterThanOrEqual(7);
      // The long titles do need the clamp at this width: otherwise the test proves nothing about it.
      expect(cards.some((card) => card.clamped)).toBe(true);
      for (const card of cards) {
        expect(card.lines, `${card.id}`).toBeLessThanOrEqual(2);
        expect(card.overflowWrap, `${card.id}`).toBe('normal');
        expect(card.wholeWords, `${card.id}`).toBe(true);
        expect(card.words, `${card.id}`).toBe(card.text);
        expect(Math.abs(card.buttonLeft - card.titleLeft), `${card.id}`).toBeLessThan(0.5);
      }
      const rows = new Map<number, number[]>();
      for (const card of cards) rows.set(card.cardTop, [...(rows.get(card.cardTop) ?? []), card.buttonTop]);
      for (const buttonTops of rows.values()) expect(new Set(buttonTops).size).toBe(1);
    },
  );
});
