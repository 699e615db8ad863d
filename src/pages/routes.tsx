import { Hono } from 'hono';
import type { ReactElement } from 'react';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { BlogPostPage, findBlogPost } from './BlogPostPage';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './NotFoundPage';
import { PendingPage } from './PendingPage';
import { renderCategoryPage } from './training/CategoryPage';
import { renderModulePage } from './training/ModulePage';
import { renderTrainingPage } from './training/TrainingPage';

export const pageRoutes = new Hono<AppEnv>();

const pending = (path: string, heading: string, description: string): ReactElement => (
  <PendingPage meta={{ title: heading, description, path }} heading={heading} intro={description} />
);

const pendingRoutes: [string, string, string][] = [
  ['/shop', 'Pet Business Shop', 'Pet products and digital tools for pet-care businesses, coming soon.'],
  ['/shop/products', 'Pet Business Shop', 'Premium pet care products for your business, coming soon.'],
  ['/shop/digital', 'Pet Business Shop', 'E-learning courses and business tools, coming soon.'],
  ['/doggy-daycare-guide', 'How to Open a Doggy Daycare in the UK', 'The complete startup guide for a dog daycare business in the UK.'],
  ['/doggy-daycare-london', 'Doggy Daycare Consultancy in London', 'Doggy daycare business consultancy for London.'],
  ['/faq', 'Frequently Asked Questions', 'Answers about our pet business consultancy.'],
  ['/getting-started', 'Getting Started', 'How an engagement with us begins.'],
  ['/retreats', 'Retreats & Learning Events', 'Retreats and learning events for pet-care business owners and teams.'],
  ['/recruitment', 'Join Our Talent Pool', 'Register your interest in working in pet care.'],
  ['/careers', 'Join Our Team', 'Careers at our pet business consultancy.'],
  ['/terms', 'Terms of Service', 'The terms on which we provide our services.'],
  ['/privacy', 'Privacy Policy', 'How we collect, use and protect your personal data.'],
  ['/returns', 'Returns & Refunds Policy', 'Returns and refunds for products and services.'],
  ['/cookies', 'Cookie Policy', 'The cookies and browser storage this site uses.'],
];

pageRoutes.get('/', (c) => {
  const outcome = c.req.query('contact');
  // ?articles=all is where Load More Articles leads when the blog island has not run.
  const allArticles = c.req.query('articles') === 'all';
  return renderPage(<HomePage contactOutcome={outcome === 'sent' || outcome === 'invalid' ? outcome : undefined} allArticles={allArticles} />);
});

for (const [path, heading, description] of pendingRoutes) {
  pageRoutes.get(path, () => renderPage(pending(path, heading, description)));
}

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
