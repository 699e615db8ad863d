/**
 * /blog and /blog/category/{slug}: every published post, newest first, a page of POSTS_PER_PAGE at a time
 * (?page=2 ...), with the spec's six categories as links. Plain links throughout: it needs no script.
 */
import type { BlogPost } from '../../content/types';
import { Document } from '../../layout/Document';
import { trailFromHome } from '../../layout/page-meta';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { formatArticleDate } from './article-date';
import { CardCover } from './article-header';
import {
  ALL_CATEGORIES,
  articlePath,
  type CategoryFilter,
  categoryFilters,
  categorySlug,
  postsInCategory,
} from './post-list';

export const POSTS_PER_PAGE = 9;

/** /blog for All, /blog/category/{slug} for one category. */
export function blogListPath(category: CategoryFilter, page = 1): string {
  const base = category === ALL_CATEGORIES ? '/blog' : `/blog/category/${categorySlug(category)}`;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** The posts of one page of a category, or undefined for a page that does not exist (the route answers 404). */
export function blogListPage(posts: readonly BlogPost[], category: CategoryFilter, page: number) {
  const inCategory = postsInCategory(posts, category);
  const pageCount = Math.max(1, Math.ceil(inCategory.length / POSTS_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return { posts: inCategory.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), page, pageCount };
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <li className="card flex flex-col overflow-hidden p-0">
      <CardCover post={post} className="h-auto w-full bg-brand-50" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-800">{post.category}</p>
        <h2 className="mt-2 font-display text-xl font-bold text-ink">
          <a href={articlePath(post.id)} className="underline-offset-4 hover:underline">
            {post.title}
          </a>
        </h2>
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={post.date}>{formatArticleDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {post.readTime}
        </p>
      </div>
    </li>
  );
}

interface BlogIndexPageProps {
  category: CategoryFilter;
  list: NonNullable<ReturnType<typeof blogListPage>>;
}

export function BlogIndexPage({ category, list }: BlogIndexPageProps) {
  const path = blogListPath(category, list.page);
  const heading = category === ALL_CATEGORIES ? 'Industry Insights & Expertise' : `${category} articles`;
  const breadcrumbs =
    category === ALL_CATEGORIES
      ? trailFromHome({ name: 'Blog', path: '/blog' })
      : trailFromHome({ name: 'Blog', path: '/blog' }, { name: category, path: blogListPath(category) });
  return (
    <Document
      meta={{
        title: list.page > 1 ? `${heading}, page ${list.page}` : heading,
        description:
          'Practical articles for UK daycare, boarding and multi-service pet business owners: licensing, layouts, staffing, pricing and the numbers behind a business that lasts.',
        path,
        breadcrumbs,
      }}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <Breadcrumbs trail={breadcrumbs} className="" />
        <h1 className="mt-6 font-display text-3xl font-bold tracking-tight text-ink sm:text-5xl">{heading}</h1>
        <nav aria-label="Categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {categoryFilters.map((filter) => (
              <li key={filter}>
                <a
                  href={blogListPath(filter)}
                  aria-current={filter === category ? 'page' : undefined}
                  className={filter === category ? 'btn-primary px-4 py-2 text-sm' : 'btn-outline px-4 py-2 text-sm'}
                >
                  {filter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {list.posts.length ? (
          <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {list.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-lg text-muted">No articles in this category yet.</p>
        )}
        {list.pageCount > 1 ? (
          <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center gap-4">
            {list.page > 1 ? (
              <a className="btn-outline" href={blogListPath(category, list.page - 1)} rel="prev">
                Newer articles
              </a>
            ) : null}
            <span className="text-muted">
              Page {list.page} of {list.pageCount}
            </span>
            {list.page < list.pageCount ? (
              <a className="btn-outline" href={blogListPath(category, list.page + 1)} rel="next">
                Older articles
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
    </Document>
  );
}
