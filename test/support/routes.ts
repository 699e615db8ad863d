import { blogPosts } from '../../src/content/blog-posts';
import { trainingCategories } from '../../src/academy/content/modules/index';

const firstCategory = trainingCategories[0];
const firstModule = firstCategory?.modules[0];

/**
 * Every page of both specs with a fixed address, as the specs list them: what
 * the sitemap must list and what must answer 200. Written out here, not taken
 * from the site's own list of routes, so a page dropped there is caught.
 */
export const fixedPagePaths: readonly string[] = [
  '/',
  '/shop',
  '/shop/products',
  '/shop/digital',
  '/doggy-daycare-guide',
  '/doggy-daycare-london',
  '/training',
  '/faq',
  '/getting-started',
  '/retreats',
  '/recruitment',
  '/careers',
  '/terms',
  '/privacy',
  '/returns',
  '/cookies',
];

/** One URL per page type of both specs, for the bench and the page-wide checks. */
export const benchRoutes: string[] = [
  '/',
  '/shop',
  '/doggy-daycare-guide',
  '/doggy-daycare-london',
  '/faq',
  '/getting-started',
  '/retreats',
  '/recruitment',
  '/careers',
  '/privacy',
  '/terms',
  '/returns',
  '/cookies',
  '/training',
  `/training/category/${firstCategory?.slug ?? ''}`,
  `/training/module/${firstModule?.slug ?? ''}`,
  `/blog/${blogPosts[0]?.id ?? ''}`,
];
