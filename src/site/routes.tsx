/**
 * The one list of the site's page routes: each address, what renders it,
 * whether the sitemap lists it and how long the page cache may keep it. The
 * router (pageRoutes, below), the sitemap (seo-routes.ts) and the page
 * cache's lifetimes (cache-policy.ts) are all made from it, so a page cannot
 * be routed yet missing from the sitemap, or kept as if it never read D1.
 */
import { type Context, Hono } from 'hono';
import type { LegalSlug } from '../content/legal/index';
import type { ShopCategory } from '../content/shop';
import { database } from '../db/client';
import type { AppEnv } from '../env';
import { readBookingWindow } from '../submissions/consultation-booking/availability-store';
import { legalTextPath } from './legal/legal-text';
import { withoutTrackingParameters } from '../render/page-cache/policy';
import { renderPage } from '../render/render-page';
import { blogPageRoutes } from './blog/blog-routes';
import { siteContent, siteContentOrKept } from '../content/site-content';
import { CareersPage } from './careers/CareersPage';
import { caseStudiesRoute } from './case-studies/CaseStudiesPage';
import { renderFaqPage } from './faq/FaqPage';
import { GettingStartedPage } from './getting-started/GettingStartedPage';
import { DaycareGuidePage } from './guide/DaycareGuidePage';
import { renderHome } from './HomePage';
import { legalTextResponse, renderLegalPage } from './legal/LegalPage';
import { LondonPage } from './london/LondonPage';
import { NotFoundPage } from '../layout/NotFoundPage';
import type { PageRoute } from '../render/page-route';
import { RecruitmentPage } from './recruitment/RecruitmentPage';
import { renderRetreatsPage } from './retreats/RetreatsPage';
import { renderEventPage } from './retreats/EventPage';
import { retreatEventEntries } from './retreats/event-sitemap';
import { robotsTxt, sitemapXml, trainingCategoryEntries, trainingModuleEntries } from './seo';
import { ShopPage } from './shop/ShopPage';
import { renderCategoryPage } from '../academy/catalogue/CategoryPage';
import { renderModulePage } from '../academy/reader/ModulePage';
import { renderTrainingPage } from '../academy/catalogue/TrainingPage';
import { paymentsEnabled } from '../payments/stripe-client';

/** A path parameter; the list's entries are not typed by their path, but Hono only calls a route whose parameters matched. */
function parameter(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? '';
}

/** ?notify=sent is where the shop's plain waiting-list form comes back to once stored. */
function shopPage(path: string, category?: ShopCategory): PageRoute {
  return {
    path,
    render: (c) => renderPage(<ShopPage category={category} sent={c.req.query('notify') === 'sent'} />),
    sitemap: 'listed',
    caching: 'd1',
  };
}

/**
 * A legal document's page and its plain-text download (/privacy.txt ...), both dated the day they are served and
 * quoting the business details as stored.
 */
function legalPages(slug: LegalSlug): PageRoute[] {
  return [
    { path: `/${slug}`, render: () => renderLegalPage(slug), sitemap: 'listed', caching: 'd1' },
    { path: legalTextPath(slug), render: () => legalTextResponse(slug), sitemap: 'unlisted', caching: 'd1' },
  ];
}

/** In the sitemap's order. Every page shows the footer, whose business details are read from D1: all are 'd1' but robots.txt. */
export const pageList: readonly PageRoute[] = [
  {
    path: '/',
    // The home page's GET forms (blog filter, quiz, ROI calculator) and the contact outcome are answered from the query.
    // Without the ad and mail tracking parameters: the page cache keys it without them, so the HTML must not depend on them.
    // The booking wizard's dates come from the owner's availability settings: kept briefly, so a change shows within a minute.
    render: async (c) =>
      renderHome({
        query: withoutTrackingParameters(c.req.query()),
        bookingDates: await readBookingWindow(database(c.env.DB)),
        content: await siteContentOrKept(c.env.DB),
      }),
    sitemap: 'listed',
    caching: 'd1',
  },
  shopPage('/shop'),
  shopPage('/shop/products', 'products'),
  shopPage('/shop/digital', 'digital'),
  { path: '/doggy-daycare-guide', render: () => renderPage(<DaycareGuidePage />), sitemap: 'listed', caching: 'd1' },
  { path: '/doggy-daycare-london', render: () => renderPage(<LondonPage />), sitemap: 'listed', caching: 'd1' },
  {
    path: '/training',
    render: (c) => renderTrainingPage(c.env.DB, paymentsEnabled(c.env)),
    sitemap: 'listed',
    caching: 'd1',
  },
  // ?category=slug is where the FAQ filter buttons lead when the island has not run.
  {
    path: '/faq',
    render: async (c) => renderFaqPage(await siteContent(c.env.DB), c.req.query('category')),
    sitemap: 'listed',
    caching: 'd1',
  },
  { path: '/getting-started', render: () => renderPage(<GettingStartedPage />), sitemap: 'listed', caching: 'd1' },
  // Places left change with every booking: both pages are rendered afresh each time. ?format=slug filters the events;
  // ?enquiry=sent and ?early-bird=sent are where the plain team enquiry and early-bird forms come back to once stored.
  { path: '/retreats', render: renderRetreatsPage, sitemap: 'listed', caching: 'live' },
  {
    path: '/retreats/:slug',
    render: (c) => renderEventPage(c, parameter(c, 'slug')),
    sitemap: retreatEventEntries,
    caching: 'live',
  },
  {
    path: '/recruitment',
    // ?application=submitted is where the plain application form comes back to once stored.
    render: (c) => renderPage(<RecruitmentPage submitted={c.req.query('application') === 'submitted'} />),
    sitemap: 'listed',
    caching: 'd1',
  },
  { path: '/careers', render: () => renderPage(<CareersPage />), sitemap: 'listed', caching: 'd1' },
  caseStudiesRoute,
  ...legalPages('terms'),
  ...legalPages('privacy'),
  ...legalPages('returns'),
  ...legalPages('cookies'),
  ...blogPageRoutes,
  {
    path: '/training/category/:slug',
    render: (c) => renderCategoryPage(c, parameter(c, 'slug')),
    sitemap: trainingCategoryEntries,
    caching: 'd1',
  },
  {
    path: '/training/module/:slug',
    render: (c) => renderModulePage(c, parameter(c, 'slug')),
    sitemap: trainingModuleEntries,
    caching: 'd1',
  },
  { path: '/robots.txt', render: robotsTxt, sitemap: 'unlisted', caching: 'code' },
  // Lists the training content held in D1.
  { path: '/sitemap.xml', render: (c) => sitemapXml(c, pageList), sitemap: 'unlisted', caching: 'd1' },
];

export const pageRoutes = new Hono<AppEnv>();
for (const page of pageList) pageRoutes.get(page.path, page.render);

export function notFoundPage(path: string): Promise<Response> {
  return renderPage(<NotFoundPage path={path} />, 404);
}
