/**
 * Issue 12 for the blog: it works the moment it is seen. Every scenario runs
 * three ways: JavaScript off, island scripts held back 3 s while the visitor
 * acts at once, and normal. What the visitor sees is asserted in each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recentBlogPosts } from '../../src/content/blog-posts-recent';
import { seededPosts } from '../support/routes';
import { expectNoScriptErrors, hydrated, isHydrated, noScriptMarkup, scriptsOn } from '../support/pages-visits';
import {
  axeViolations,
  baseUrl,
  danglingAriaReferences,
  formsAnsweredByServer,
  useBrowser,
  visitModes,
} from './browser';

const { newPage } = useBrowser();

/** Marks the document, so a test can tell an in-place change from a new page load (the mark is gone after a navigation). */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'kept'));
const documentKept = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-test-mark') === 'kept');

describe.each(visitModes)('blog $name', (mode) => {
  const shown = (page: Page) =>
    page
      .locator('#blog article[data-post]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post')));
  const filters = (page: Page) => page.locator('#blog').getByRole('group', { name: 'Filter articles by category' });
  const pressed = (page: Page) => filters(page).locator('button[aria-pressed="true"]').allTextContents();
  const inCategory = (category: string) => seededPosts.filter(([, of]) => of === category).map(([id]) => id);

  it('filters by a category: only its articles, the button pressed, the count announced', async () => {
    const page = await newPage('/#blog', mode.context, mode.visit);
    // Without script, or before the island has hydrated, the form goes to the server, which answers with the filtered list.
    const byServer = formsAnsweredByServer(mode);
    if (!byServer) await markDocument(page);
    await filters(page).getByRole('button', { name: 'Facility Design' }).click();
    if (byServer) await page.waitForURL(`${baseUrl()}/?category=facility-design#blog`);

    const design = inCategory('Facility Design');
    expect(design.length).toBeGreaterThan(0);
    await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(design);
    expect(await pressed(page)).toEqual(['Facility Design']);
    expect(await page.locator('#blog [role="status"]').textContent()).toBe(
      `Showing ${design.length} articles in Facility Design.`,
    );
    expect(await page.locator('#blog .badge', { hasText: 'Featured' }).count()).toBe(0);
    expect(await page.locator('#blog').getByText('Load More Articles').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('facility-design');

    if (!byServer) {
      // Filtered in place, not by loading a new page.
      expect(await documentKept(page)).toBe(true);
      expect(await isHydrated(page, 'blog-browser')).toBe(true);
    }

    // Back to every article: the first page of six and Load More again.
    await filters(page).getByRole('button', { name: 'All' }).click();
    if (byServer) await page.waitForURL(`${baseUrl()}/?category=all#blog`);
    await expect.poll(() => shown(page)).toHaveLength(6);
    expect(await pressed(page)).toEqual(['All']);
    expect(await page.locator('#blog').getByText('Load More Articles').count()).toBe(1);
    if (!byServer) {
      expect(new URL(page.url()).searchParams.has('category')).toBe(false);
      expect(await documentKept(page)).toBe(true);
      expectNoScriptErrors(page);
    }
  });

  it('starts from the filter in the address, and the island keeps it', async () => {
    const page = await newPage('/?category=compliance#blog', mode.context, mode.visit);
    const compliance = inCategory('Compliance');
    expect(await shown(page)).toEqual(compliance);
    expect(await pressed(page)).toEqual(['Compliance']);
    if (scriptsOn(mode)) {
      await page.locator('#blog').scrollIntoViewIfNeeded();
      await hydrated(page, 'blog-browser');
      expect(await shown(page)).toEqual(compliance);
      expect(await pressed(page)).toEqual(['Compliance']);
      await markDocument(page);
      await filters(page).getByRole('button', { name: 'Operations' }).click();
      await expect.poll(() => shown(page)).toEqual(inCategory('Operations'));
      expect(await documentKept(page)).toBe(true);
      expect(new URL(page.url()).search).toBe('?category=operations');
      expectNoScriptErrors(page);
    }
    expect(await danglingAriaReferences(page)).toEqual([]);
  });

  it('Read More reaches the article: its page before the island runs, the dialog once it has', async () => {
    const page = await newPage('/#blog', mode.context, mode.visit);
    // The newest Operations article, among the six the section shows first.
    const post = recentBlogPosts.find((entry) => entry.id === 'planning-winter-christmas-boarding-peak');
    if (!post) throw new Error('no Operations article');
    const readMore = page.locator(`#blog article[data-post="${post.id}"]`).getByRole('link', { name: /^Read More/ });
    expect(await readMore.getAttribute('href')).toBe(`/blog/${post.id}`);

    if (mode.visit.delayIslandsMs || !scriptsOn(mode)) {
      // Pressed at once (or with no script at all): the link leads to the article's own page.
      await readMore.click();
      await page.waitForURL(`${baseUrl()}/blog/${post.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
      expect(await page.locator('.prose').textContent()).not.toContain('**');
      return;
    }

    await page.locator('#blog').scrollIntoViewIfNeeded();
    await hydrated(page, 'blog-browser');
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: post.title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/#blog`);
    await expect.poll(() => dialog.locator('.prose h3').count()).toBeGreaterThan(0);
    expect(await dialog.textContent()).toContain(post.excerpt);
    expect(await danglingAriaReferences(page)).toEqual([]);
    expectNoScriptErrors(page);
  });
});

describe('blog filtered by the server, accessibility', () => {
  it('has no axe violations in a list filtered by the address, before and after the island runs', async () => {
    const plain = await noScriptMarkup(newPage, await fetch(`${baseUrl()}/?category=operations`));
    expect({
      violations: await axeViolations(plain, ['#blog']),
      dangling: await danglingAriaReferences(plain),
    }).toEqual({ violations: [], dangling: [] });
    const page = await newPage('/?category=operations#blog');
    await page.locator('#blog').scrollIntoViewIfNeeded();
    await hydrated(page, 'blog-browser');
    expect({ violations: await axeViolations(page, ['#blog']), dangling: await danglingAriaReferences(page) }).toEqual({
      violations: [],
      dangling: [],
    });
  });
});
