/**
 * The blog section's filter and paging answered by the server (GET /?category=
 * and ?articles=all), as a visitor gets them before or without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import { decodeHtml, linksNamed, sliceBetween, textOf } from '../../../test/support/page-html';
import { request } from '../../../test/support/request';
import { seededPosts } from '../../../test/support/routes';

async function blogSection(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status).toBe(200);
  return sliceBetween(await response.text(), '<section id="blog"', ['</section>']);
}

const published = seededPosts;
const idsIn = (category: string) => published.filter(([, of]) => of === category).map(([id]) => id);

const shownPosts = (html: string) => [...html.matchAll(/<article[^>]*data-post="([^"]+)"/g)].map((match) => match[1]);

/** Each filter button: its text, the value it submits and whether it is pressed. */
const filterButtons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
    .filter(([, attributes = '']) => attributes.includes('name="category"'))
    .map(([, attributes = '', text = '']) => ({
      text: decodeHtml(text),
      type: /type="([^"]*)"/.exec(attributes)?.[1],
      value: /value="([^"]*)"/.exec(attributes)?.[1],
      pressed: /aria-pressed="([^"]*)"/.exec(attributes)?.[1],
    }));

const statusText = (html: string) => textOf(/<p role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');

describe('GET / blog filter', () => {
  it('renders the category buttons as submit buttons of a GET form to /#blog, with All pressed by default', async () => {
    const html = await blogSection('/');
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/#blog")[^>]*>/);
    expect(filterButtons(html)).toEqual([
      { text: 'All', type: 'submit', value: 'all', pressed: 'true' },
      { text: 'Industry Insights', type: 'submit', value: 'industry-insights', pressed: 'false' },
      { text: 'Facility Design', type: 'submit', value: 'facility-design', pressed: 'false' },
      { text: 'Operations', type: 'submit', value: 'operations', pressed: 'false' },
      { text: 'Compliance', type: 'submit', value: 'compliance', pressed: 'false' },
      { text: 'Business Growth', type: 'submit', value: 'business-growth', pressed: 'false' },
      { text: 'Business Planning', type: 'submit', value: 'business-planning', pressed: 'false' },
    ]);
    expect(shownPosts(html)).toHaveLength(6);
    expect(statusText(html)).toBe('');
  });

  it.each([
    ['compliance', 'Compliance'],
    ['facility-design', 'Facility Design'],
    ['operations', 'Operations'],
    ['business-planning', 'Business Planning'],
  ])('?category=%s lists only that category, with its button pressed and the count stated', async (slug, category) => {
    const html = await blogSection(`/?category=${slug}`);
    const expected = idsIn(category);
    expect(expected.length).toBeGreaterThan(0);
    expect(shownPosts(html)).toEqual(expected);
    expect(
      filterButtons(html)
        .filter((button) => button.pressed === 'true')
        .map((button) => button.text),
    ).toEqual([category]);
    expect(statusText(html)).toBe(
      `Showing ${expected.length} ${expected.length === 1 ? 'article' : 'articles'} in ${category}.`,
    );
    // Read More still leads to each article's own page.
    for (const id of expected) expect(html).toContain(`href="/blog/${id}"`);
  });

  it('keeps the featured card when the featured post is in the chosen category', async () => {
    // The spec's featured article, in Industry Insights.
    const html = await blogSection('/?category=industry-insights');
    expect(shownPosts(html)[0]).toBe('future-pet-care-trends-2024');
    expect(textOf(html)).toContain('Featured');
  });

  it('shows every article for an unknown, empty or "all" category', async () => {
    for (const path of ['/?category=franchising', '/?category=', '/?category=all', '/?category=%3Cscript%3E']) {
      const html = await blogSection(path);
      expect(shownPosts(html), path).toHaveLength(6);
      expect(filterButtons(html).find((button) => button.pressed === 'true')?.text, path).toBe('All');
      expect(html, path).not.toContain('<script>');
    }
  });

  it('lists every article with ?articles=all, and Load More keeps the category alongside', async () => {
    const first = await blogSection('/');
    expect(linksNamed(first, 'Load More Articles').map((link) => link.href)).toEqual(['/?articles=all#blog']);
    const all = await blogSection('/?articles=all');
    // The featured article leads as the large card, then the rest newest first.
    expect(shownPosts(all)).toEqual([
      'future-pet-care-trends-2024',
      ...published.map(([id]) => id).filter((id) => id !== 'future-pet-care-trends-2024'),
    ]);
    expect(linksNamed(all, 'Load More Articles')).toEqual([]);
    const both = await blogSection('/?category=operations&articles=all');
    expect(shownPosts(both)).toEqual(idsIn('Operations'));
  });
});
