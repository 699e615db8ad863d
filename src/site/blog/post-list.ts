/**
 * Which articles the blog section shows: the category filter, the featured
 * card and the "show 6, then 3 more" paging, and the addresses that carry a
 * choice (/?category=compliance#blog) so the server can render it when the
 * island has not run. Pure and free of content, so it is tested alone and the
 * island's chunk stays small.
 */
import { blogCategories } from '../../content/categories';
import type { BlogCategory } from '../../content/types';

export const ALL_CATEGORIES = 'All';
export type CategoryFilter = typeof ALL_CATEGORIES | BlogCategory;

/** The filter buttons, in the spec's order. */
export const categoryFilters: CategoryFilter[] = [ALL_CATEGORIES, ...blogCategories];

/** "Business Planning" -> "business-planning": the value a filter button submits. */
export function categorySlug(filter: CategoryFilter): string {
  return filter
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The filter a submitted slug names; anything missing or unknown shows every article. */
export function categoryFromSlug(slug: string | undefined): CategoryFilter {
  const wanted = slug?.trim().toLowerCase() ?? '';
  return categoryFilters.find((filter) => categorySlug(filter) === wanted) ?? ALL_CATEGORIES;
}

/** The query that reproduces a choice: `?category=` unless all, `articles=all` when every article is listed. */
export function blogQuery(category: CategoryFilter, allArticles: boolean): string {
  const query = new URLSearchParams();
  if (category !== ALL_CATEGORIES) query.set('category', categorySlug(category));
  if (allArticles) query.set('articles', 'all');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** What the polite live region says about the list shown. */
export function blogCountMessage(total: number, category: CategoryFilter): string {
  return `Showing ${total} ${total === 1 ? 'article' : 'articles'}${category === ALL_CATEGORIES ? '' : ` in ${category}`}.`;
}

/** Featured card plus five in the grid. */
export const INITIAL_VISIBLE_POSTS = 6;
export const LOAD_MORE_STEP = 3;

interface ListablePost {
  category: string;
  featured: boolean;
}

interface PostLayout<Post> {
  featured: Post | undefined;
  grid: Post[];
  /** Articles in the chosen category not shown yet. */
  remaining: number;
  /** Articles in the chosen category. */
  total: number;
}

/** The posts of a category, or all of them, in their order. */
export function postsInCategory<Post extends ListablePost>(
  posts: readonly Post[],
  category: CategoryFilter,
): readonly Post[] {
  return category === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === category);
}

/**
 * Lays out the posts of a category: the featured one (if it is in the
 * category) as the large card, then the rest in date order, `visible` in all.
 */
export function layoutPosts<Post extends ListablePost>(
  posts: readonly Post[],
  category: CategoryFilter,
  visible: number,
): PostLayout<Post> {
  const inCategory = postsInCategory(posts, category);
  const featured = inCategory.find((post) => post.featured);
  const others = inCategory.filter((post) => post !== featured);
  const gridSlots = Math.max(0, visible - (featured ? 1 : 0));
  const grid = others.slice(0, gridSlots);
  const shown = grid.length + (featured ? 1 : 0);
  return { featured, grid, remaining: inCategory.length - shown, total: inCategory.length };
}

/** Where an article has its own page (the blog's Read More before its island runs, the Latest Insight teaser). */
export function articlePath(id: string): string {
  return `/blog/${id}`;
}

/** The newest article by date, the first listed among those of the same day: the home page's Latest Insight. */
export function newestPost<Post extends { date: string }>(posts: readonly Post[]): Post | undefined {
  // ISO dates (YYYY-MM-DD) sort as text.
  return posts.reduce<Post | undefined>(
    (newest, post) => (newest === undefined || post.date > newest.date ? post : newest),
    undefined,
  );
}
