import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { legalDocuments } from '../content/legal';
import { legalTextPath } from '../features/legal/legal-text';
import { BlogPostPage, findBlogPost } from './BlogPostPage';
import { renderFaqPage } from './FaqPage';
import { CareersPage } from './careers/CareersPage';
import { GettingStartedPage } from './GettingStartedPage';
import { DaycareGuidePage } from './guide/DaycareGuidePage';
import { HomePage } from './home/HomePage';
import { legalTextResponse, renderLegalPage } from './LegalPage';
import { LondonPage } from './london/LondonPage';
import { NotFoundPage } from './NotFoundPage';
import { renderRetreatsPage } from './RetreatsPage';
import { RecruitmentPage, recruitmentOutcome } from './RecruitmentPage';
import { ShopPage, type ShopOutcome } from './ShopPage';
import { renderCategoryPage } from './training/CategoryPage';
import { renderModulePage } from './training/ModulePage';
import { renderTrainingPage } from './training/TrainingPage';

export const pageRoutes = new Hono<AppEnv>();

pageRoutes.get('/', (c) => {
  const outcome = c.req.query('contact');
  // ?articles=all is where Load More Articles leads when the blog island has not run.
  const allArticles = c.req.query('articles') === 'all';
  return renderPage(<HomePage contactOutcome={outcome === 'sent' || outcome === 'invalid' ? outcome : undefined} allArticles={allArticles} />);
});

pageRoutes.get('/doggy-daycare-guide', () => renderPage(<DaycareGuidePage />));
pageRoutes.get('/doggy-daycare-london', () => renderPage(<LondonPage />));
pageRoutes.get('/careers', () => renderPage(<CareersPage />));

// ?notify= and ?application= are where the plain forms (JavaScript off) come back to with their outcome.
const shopOutcome = (value: string | undefined): ShopOutcome | undefined => (value === 'sent' || value === 'invalid' ? value : undefined);
pageRoutes.get('/shop', (c) => renderPage(<ShopPage outcome={shopOutcome(c.req.query('notify'))} />));
pageRoutes.get('/shop/products', (c) => renderPage(<ShopPage category="products" outcome={shopOutcome(c.req.query('notify'))} />));
pageRoutes.get('/shop/digital', (c) => renderPage(<ShopPage category="digital" outcome={shopOutcome(c.req.query('notify'))} />));
pageRoutes.get('/recruitment', (c) => renderPage(<RecruitmentPage outcome={recruitmentOutcome(c.req.query('application'), c.req.query('fields'))} />));
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
