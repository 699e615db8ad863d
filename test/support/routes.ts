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
  '/blog',
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
  '/blog',
  '/blog/future-pet-care-trends-2024',
];

/** The posts the seed publishes, as a visitor finds them listed: newest first, with their categories. */
export const seededPosts: readonly (readonly [id: string, category: string])[] = [
  ['animal-activity-licence-inspection-preparation', 'Compliance'],
  ['pricing-after-2026-national-living-wage-rise', 'Business Planning'],
  ['recruiting-and-retaining-pet-care-staff', 'Business Growth'],
  ['planning-winter-christmas-boarding-peak', 'Operations'],
  ['future-pet-care-trends-2024', 'Industry Insights'],
  ['daycare-licensing-compliance-guide', 'Compliance'],
  ['grow-revenue-without-more-dogs', 'Business Growth'],
  ['daycare-business-plan-numbers', 'Business Planning'],
  ['designing-efficient-daycare-layouts', 'Facility Design'],
  ['staff-training-excellence', 'Operations'],
  ['daycare-pricing-booking-policies', 'Operations'],
  ['outdoor-play-areas-noise-management', 'Facility Design'],
];

/** The blog's category pages, one per category of the spec. */
export const blogCategoryPaths: readonly string[] = [
  '/blog/category/industry-insights',
  '/blog/category/facility-design',
  '/blog/category/operations',
  '/blog/category/compliance',
  '/blog/category/business-growth',
  '/blog/category/business-planning',
];
