/**
 * Which articles the blog section shows: the category filter, the featured
 * card and the "show 6, then 3 more" paging. Pure, so it is tested alone.
 */
import type { BlogCategory } from '../../content/types';

export const ALL_CATEGORIES = 'All';
export type CategoryFilter = typeof ALL_CATEGORIES | BlogCategory;

/** The filter buttons, in the spec's order. */
export const categoryFilters: CategoryFilter[] = [
  ALL_CATEGORIES,
  'Industry Insights',
  'Facility Design',
  'Operations',
  'Compliance',
  'Business Growth',
  'Business Planning',
];

/** Featured card plus five in the grid. */
export const INITIAL_VISIBLE_POSTS = 6;
export const LOAD_MORE_STEP = 3;

interface ListablePost {
  category: string;
  featured: boolean;
}

export interface PostLayout<Post> {
  featured: Post | undefined;
  grid: Post[];
  /** Articles in the chosen category not shown yet. */
  remaining: number;
  /** Articles in the chosen category. */
  total: number;
}

/**
 * Lays out the posts of a category: the featured one (if it is in the
 * category) as the large card, then the rest in date order, `visible` in all.
 */
export function layoutPosts<Post extends ListablePost>(posts: readonly Post[], category: CategoryFilter, visible: number): PostLayout<Post> {
  const inCategory = category === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === category);
  const featured = inCategory.find((post) => post.featured);
  const others = inCategory.filter((post) => post !== featured);
  const gridSlots = Math.max(0, visible - (featured ? 1 : 0));
  const grid = others.slice(0, gridSlots);
  const shown = grid.length + (featured ? 1 : 0);
  return { featured, grid, remaining: inCategory.length - shown, total: inCategory.length };
}
