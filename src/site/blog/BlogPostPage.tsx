import { siteConfig } from '../../content/site-config';
import type { BlogPost } from '../../content/types';
import { MarkdownBody } from '../../content/markdown/markdown-body';
import { Picture } from '../../content/media/picture';
import { type Pictures, uploadedPicture } from '../../content/site-content';
import { ArticleByline, ArticleImage } from './article-header';
import { formatArticleDate } from './article-date';
import { Document } from '../../layout/Document';
import { canonicalUrl, pageOrigin, trailFromHome } from '../../layout/page-meta';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { SectionHeading } from '../../ui/SectionHeading';
import { BookConsultationLink } from '../../layout/contact-links';

/** Other articles to read next: the same category first, then the newest. */
function moreArticles(post: BlogPost, posts: readonly BlogPost[]): BlogPost[] {
  const others = posts.filter((other) => other.id !== post.id);
  return [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, 3);
}

function blogPosting(post: BlogPost) {
  const url = canonicalUrl(`/blog/${post.id}`);
  const organisation = { '@type': 'Organization', name: siteConfig.name, url: pageOrigin() };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription ?? post.excerpt,
    datePublished: post.date,
    dateModified: post.updatedAt ?? post.date,
    inLanguage: 'en-GB',
    articleSection: post.category,
    image: canonicalUrl(post.image),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { ...organisation, name: post.author },
    publisher: { ...organisation, logo: { '@type': 'ImageObject', url: canonicalUrl('/images/logo.svg') } },
  };
}

interface BlogPostPageProps {
  post: BlogPost;
  /** Every published post, for More articles. */
  posts: readonly BlogPost[];
  /** The media library's pictures, for pictures placed in the body. */
  pictures: Pictures;
  /** A private preview of a post not yet published: never indexed, nothing links to it. */
  preview?: boolean;
}

/** An article on its own page (/blog/{id}): the no-JavaScript and shareable home of each post. */
export function BlogPostPage({ post, posts, pictures, preview = false }: BlogPostPageProps) {
  // A picture placed in the body (![alt](/media/…)) is drawn from the library with every variant.
  const bodyPicture = (src: string, alt: string) => {
    const picture = uploadedPicture(src, pictures);
    return picture ? <Picture image={{ ...picture, alt }} className="h-auto w-full rounded-xl" /> : null;
  };
  const path = `/blog/${post.id}`;
  const breadcrumbs = trailFromHome({ name: 'Blog', path: '/blog' }, { name: post.title, path });
  return (
    <Document
      meta={{
        title: post.seoTitle ?? post.title,
        description: post.seoDescription ?? post.excerpt,
        path,
        noindex: preview || undefined,
        ogType: 'article',
        structuredData: [blogPosting(post)],
        breadcrumbs,
      }}
    >
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16" aria-labelledby="article-title">
        <Breadcrumbs trail={breadcrumbs} className="" />

        <header className="mt-8">
          <p className="flex flex-wrap gap-2">
            <span className="badge bg-brand-50 text-brand-800">{post.category}</span>
            {post.featured ? <span className="badge">Featured</span> : null}
          </p>
          <h1
            id="article-title"
            className="mt-4 font-display text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl"
          >
            {post.title}
          </h1>
          <ArticleByline post={post} dateLabel={formatArticleDate(post.date)} className="mt-4 text-muted" />
        </header>

        <ArticleImage post={post} priority className="mt-8 h-auto w-full rounded-2xl bg-brand-50 shadow-sm" />
        <p className="mt-8 text-xl font-medium leading-relaxed text-ink">{post.excerpt}</p>
        <div className="prose mt-2 text-lg" data-article-body>
          <MarkdownBody source={post.content} headingLevel={2} renderImage={bodyPicture} />
        </div>

        <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="article-cta" className="font-display text-2xl font-bold">
            Want to talk this through for your business?
          </h2>
          {/* biome-ignore format: a re-wrap moves React's text separators and changes the HTML */}
          <p className="mt-3 leading-relaxed text-brand-50">
            Book a free {siteConfig.freeConsultationMinutes}-minute consultation. We reply to every enquiry within {siteConfig.responsePromiseHours} hours.
          </p>
          <p className="mt-6 flex flex-wrap gap-3">
            <BookConsultationLink className="btn-accent" />
            <a href="/blog" className="btn-base border-2 border-white text-white hover:bg-brand-900">
              Back to all articles
            </a>
          </p>
        </aside>

        <section aria-labelledby="more-articles" className="mt-14">
          <SectionHeading id="more-articles" title="More articles" />
          <ul className="mt-5 grid gap-4">
            {moreArticles(post, posts).map((other) => (
              <li key={other.id} className="card p-5">
                <p className="text-sm font-semibold text-brand-800">{other.category}</p>
                <a
                  href={`/blog/${other.id}`}
                  className="mt-1 block font-display text-lg font-bold text-ink underline-offset-4 hover:underline"
                >
                  {other.title}
                </a>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={other.date}>{formatArticleDate(other.date)}</time> · {other.readTime}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </Document>
  );
}
