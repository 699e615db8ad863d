import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/blog-posts';
import {
  articlePath,
  blogCountMessage,
  blogQuery,
  categoryFilters,
  categoryFromSlug,
  categorySlug,
  INITIAL_VISIBLE_POSTS,
  layoutPosts,
  LOAD_MORE_STEP,
  newestPost,
} from './post-list';

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

describe('layoutPosts', () => {
  it('shows the featured post plus five at first, then three more until none are left', () => {
    const first = layoutPosts(blogPosts, 'All', INITIAL_VISIBLE_POSTS);
    expect(first.featured?.featured).toBe(true);
    expect(first.grid).toHaveLength(5);
    expect(first.grid.some((post) => post.featured)).toBe(false);
    expect(first.remaining).toBe(blogPosts.length - 6);
    expect(first.total).toBe(blogPosts.length);

    const more = layoutPosts(blogPosts, 'All', INITIAL_VISIBLE_POSTS + LOAD_MORE_STEP);
    expect(more.grid.length + 1).toBe(Math.min(9, blogPosts.length));
    expect(ids(more.grid).slice(0, 5)).toEqual(ids(first.grid));
    expect(more.remaining).toBe(Math.max(0, blogPosts.length - 9));
  });

  it('filters by category and keeps the featured card only when it belongs', () => {
    const design = layoutPosts(blogPosts, 'Facility Design', INITIAL_VISIBLE_POSTS);
    expect(design.featured).toBeUndefined();
    expect(design.grid.map((post) => post.category)).toEqual(design.grid.map(() => 'Facility Design'));
    expect(design.total).toBe(blogPosts.filter((post) => post.category === 'Facility Design').length);
    expect(design.remaining).toBe(0);

    const insights = layoutPosts(blogPosts, 'Industry Insights', INITIAL_VISIBLE_POSTS);
    expect(insights.featured?.category).toBe('Industry Insights');
  });

  it('works on posts in any order with no featured post', () => {
    const posts = Array.from({ length: 10 }, (_, index) => ({
      id: `p${index}`,
      category: 'Operations',
      featured: false,
    }));
    const layout = layoutPosts(posts, 'Operations', 6);
    expect(layout.featured).toBeUndefined();
    expect(ids(layout.grid)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(layout.remaining).toBe(4);
  });

  it('offers the spec categories in order, each with at least one article', () => {
    expect(categoryFilters).toEqual([
      'All',
      'Industry Insights',
      'Facility Design',
      'Operations',
      'Compliance',
      'Business Growth',
      'Business Planning',
    ]);
    for (const category of categoryFilters.slice(1)) {
      expect(layoutPosts(blogPosts, category, 6).total, category).toBeGreaterThan(0);
    }
  });
});

describe('the filter in the address', () => {
  it('derives a readable slug from each category name', () => {
    expect(categorySlug('All')).toBe('all');
    expect(categorySlug('Industry Insights')).toBe('industry-insights');
    expect(categorySlug('Business Planning')).toBe('business-planning');
    expect(categorySlug('Compliance')).toBe('compliance');
  });

  it('reads a submitted slug back to its category, and anything else as All', () => {
    expect(categoryFromSlug('facility-design')).toBe('Facility Design');
    expect(categoryFromSlug(' Business-Growth ')).toBe('Business Growth');
    expect(categoryFromSlug('all')).toBe('All');
    for (const unknown of [undefined, '', 'franchising', 'facility design', '<script>'])
      expect(categoryFromSlug(unknown)).toBe('All');
  });

  it('builds the query a choice leads to: nothing for all, the category and the full list side by side', () => {
    expect(blogQuery('All', false)).toBe('');
    expect(blogQuery('All', true)).toBe('?articles=all');
    expect(blogQuery('Compliance', false)).toBe('?category=compliance');
    expect(blogQuery('Industry Insights', true)).toBe('?category=industry-insights&articles=all');
  });

  it('words the count for one, many and every article', () => {
    expect(blogCountMessage(1, 'Compliance')).toBe('Showing 1 article in Compliance.');
    expect(blogCountMessage(2, 'Facility Design')).toBe('Showing 2 articles in Facility Design.');
    expect(blogCountMessage(8, 'All')).toBe('Showing 8 articles.');
  });
});

describe('newestPost (the Latest Insight teaser)', () => {
  it('picks the latest date wherever it is listed', () => {
    const posts = [
      { id: 'december', date: '2024-12-15' },
      { id: 'january', date: '2025-01-08' },
      { id: 'november', date: '2024-11-28' },
    ];
    expect(newestPost(posts)?.id).toBe('january');
    expect(newestPost(posts.slice(0, 1))?.id).toBe('december');
  });

  it('takes the first listed of two on the same day, and nothing from no posts', () => {
    expect(
      newestPost([
        { id: 'first', date: '2025-02-01' },
        { id: 'second', date: '2025-02-01' },
      ])?.id,
    ).toBe('first');
    expect(newestPost([])).toBeUndefined();
  });

  it('links each article to its own page', () => {
    expect(articlePath('staff-training-excellence')).toBe('/blog/staff-training-excellence');
  });
});
