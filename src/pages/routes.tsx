import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { withoutTrackingParameters } from '../render/page-cache/policy';
import { renderPage } from '../render/render-page';
import { legalDocuments } from '../content/legal';
import { legalTextPath } from '../features/legal/legal-text';
import { BlogPostPage, findBlogPost } from './BlogPostPage';
import { renderFaqPage } from './FaqPage';
import { CareersPage } from './careers/CareersPage';
import { GettingStartedPage } from './GettingStartedPage';
import { DaycareGuidePage } from './guide/DaycareGuidePage';
import { renderHome } from './home/render-home';
import { legalTextResponse, renderLegalPage } from './LegalPage';
import { LondonPage } from './london/LondonPage';
import { NotFoundPage } from './NotFoundPage';
import { renderRetreatsPage } from './RetreatsPage';
import { RecruitmentPage } from './RecruitmentPage';
import { ShopPage } from './ShopPage';
import { renderCategoryPage } from './training/CategoryPage';
import { renderModulePage } from './training/ModulePage';
import { renderTrainingPage } from './training/TrainingPage';

export const pageRoutes = new Hono<AppEnv>();

// The home page's GET forms (blog filter, quiz, ROI calculator) and the contact outcome are answered from the query.
// Without the ad and mail tracking parameters: the page cache keys it without them, so the HTML must not depend on them.
pageRoutes.get('/', (c) => renderHome({ query: withoutTrackingParameters(c.req.query()) }));

pageRoutes.get('/doggy-daycare-guide', () => renderPage(<DaycareGuidePage />));
pageRoutes.get('/doggy-daycare-london', () => renderPage(<LondonPage />));
pageRoutes.get('/careers', () => renderPage(<CareersPage />));

// ?notify=sent and ?application=submitted are where the plain forms come back to once stored.
pageRoutes.get('/shop', (c) => renderPage(<ShopPage sent={c.req.query('notify') === 'sent'} />));
pageRoutes.get('/shop/products', (c) => renderPage(<ShopPage category="products" sent={c.req.query('notify') === 'sent'} />));
pageRoutes.get('/shop/digital', (c) => renderPage(<ShopPage category="digital" sent={c.req.query('notify') === 'sent'} />));
pageRoutes.get('/recruitment', (c) => renderPage(<RecruitmentPage submitted={c.req.query('application') === 'submitted'} />));
pageRoutes.get('/getting-started', () => renderPage(<GettingStartedPage />));

// /privacy, /terms, /returns, /cookies and their plain-text downloads (/privacy.txt ...), both dated the day they are served.
for (const document of Object.values(legalDocuments)) {
  pageRoutes.get(`/${document.slug}`, () => renderLegalPage(document));
  pageRoutes.get(legalTextPath(document), () => legalTextResponse(document));
}

// ?category=slug is where the FAQ filter buttons lead when the island has not run.
pageRoutes.get('/faq', (c) => renderFaqPage(c.req.query('category')));
pageRoutes.get('/retreats', () => renderRetreatsPage());

pageRoutes.get('/blog/:id', (c) => {
  const post = findBlogPost(c.req.param('id'));
  return post ? renderPage(<BlogPostPage post={post} />) : notFoundPage(c.req.path);
});

pageRoutes.get('/training', (c) => renderTrainingPage(c.env.DB));
pageRoutes.get('/training/category/:slug', (c) => renderCategoryPage(c.env.DB, c.req.param('slug')));
pageRoutes.get('/training/module/:slug', (c) => renderModulePage(c.env.DB, c.req.param('slug')));

export function notFoundPage(path: string): Promise<Response> {
  return renderPage(<NotFoundPage path={path} />, 404);
}
