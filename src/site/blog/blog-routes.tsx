/**
 * The blog's addresses, for the one list of page routes (routes.tsx): the list and its categories, the feed, each
 * article (with a 301 from an address it used to have) and an unpublished post's private preview. They render from
 * the content store's kept rows (content/site-content.ts), so the page cache checks the content version for each.
 */
import type { Context } from 'hono';
import { POST_KIND } from '../../content/kinds/post';
import { previewedPost } from '../../content/previews';
import { currentSlug } from '../../content/redirects';
import { siteContent } from '../../content/site-content';
import type { AppEnv } from '../../env';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { renderPage } from '../../render/render-page';
import type { PageRoute } from '../../render/page-route';
import { BlogIndexPage, blogListPage, blogListPath } from './BlogIndexPage';
import { BlogPostPage } from './BlogPostPage';
import { FEED_PATH, feedXml } from './feed';
import { ALL_CATEGORIES, articlePath, type CategoryFilter, categoryFilters, categorySlug } from './post-list';

const notFound = (c: Context<AppEnv>) => renderPage(<NotFoundPage path={c.req.path} />, 404);

const postsOf = async (c: Context<AppEnv>) => (await siteContent(c.env.DB)).posts;

function listRoute(categoryOf: (c: Context<AppEnv>) => CategoryFilter | undefined): PageRoute['render'] {
  return async (c) => {
    const category = categoryOf(c);
    const list = category && blogListPage(await postsOf(c), category, Number(c.req.query('page') ?? '1'));
    if (!category || !list) return notFound(c);
    return renderPage(<BlogIndexPage category={category} list={list} />);
  };
}

const categoryFromPath = (c: Context<AppEnv>) =>
  categoryFilters.find((filter) => filter !== ALL_CATEGORIES && categorySlug(filter) === c.req.param('slug'));

export const blogPageRoutes: readonly PageRoute[] = [
  { path: '/blog', render: listRoute(() => ALL_CATEGORIES), sitemap: 'listed', caching: 'd1' },
  {
    path: FEED_PATH,
    render: async (c) => feedXml(c, await postsOf(c)),
    sitemap: 'unlisted',
    caching: 'd1',
  },
  {
    path: '/blog/category/:slug',
    render: listRoute(categoryFromPath),
    sitemap: () =>
      categoryFilters.filter((filter) => filter !== ALL_CATEGORIES).map((filter) => ({ path: blogListPath(filter) })),
    caching: 'd1',
  },
  {
    // Private: never stored by the page cache (no-store) nor listed; the token is the key.
    path: '/blog/preview/:token',
    render: async (c) => {
      const { posts, pictures } = await siteContent(c.env.DB);
      const post = await previewedPost(c.env.DB, c.req.param('token') ?? '', pictures);
      if (!post) return notFound(c);
      const page = await renderPage(<BlogPostPage post={post} posts={posts} pictures={pictures} preview />);
      page.headers.set('cache-control', 'private, no-store');
      page.headers.set('x-robots-tag', 'noindex');
      return page;
    },
    sitemap: 'unlisted',
    caching: 'd1',
  },
  {
    path: '/blog/:id',
    render: async (c) => {
      const id = c.req.param('id') ?? '';
      const { posts, pictures } = await siteContent(c.env.DB);
      const post = posts.find((candidate) => candidate.id === id);
      if (post) return renderPage(<BlogPostPage post={post} posts={posts} pictures={pictures} />);
      const moved = await currentSlug(c.env.DB, POST_KIND, id);
      return moved ? c.redirect(articlePath(moved), 301) : notFound(c);
    },
    sitemap: async (c) =>
      (await postsOf(c)).map((post) => ({
        path: articlePath(post.id),
        lastmod: (post.updatedAt ?? post.date).slice(0, 10),
      })),
    caching: 'd1',
  },
];
