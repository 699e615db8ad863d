import { blogPosts } from '../../src/content/blog-posts';
import { trainingCategories } from '../../src/content/training';

const firstCategory = trainingCategories[0];
const firstModule = firstCategory?.modules[0];

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
