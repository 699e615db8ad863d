import type { BlogPost } from '../../content/types';
import { formatArticleDate } from './article-date';
import { categoryFromSlug, INITIAL_VISIBLE_POSTS } from './post-list';
import BlogBrowser, { type BlogCard } from './BlogBrowser.island';
import { Island } from '../../islands/Island';
import { SectionHeading } from '../../ui/SectionHeading';

/** Card data for the island: everything but the article body, which the dialog loads from the article's page. */
const cardOf = (post: BlogPost): BlogCard => ({
  id: post.id,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  image: post.image,
  imageAlt: post.imageAlt,
  imageSrcSet: post.imageSrcSet ?? '',
  imageWidth: post.imageWidth ?? 800,
  imageHeight: post.imageHeight ?? 450,
  author: post.author,
  date: post.date,
  dateLabel: formatArticleDate(post.date),
  readTime: post.readTime,
  featured: post.featured,
});

/** Home page section #blog (spec 01 §2). */
export function BlogSection({ query, posts }: { query: Record<string, string>; posts: readonly BlogPost[] }) {
  const cards = posts.map(cardOf);
  // Where the filter buttons (?category=slug) and Load More Articles (?articles=all) lead when the blog island has not run.
  const category = categoryFromSlug(query.category);
  const allArticles = query.articles === 'all';
  return (
    <section id="blog" aria-labelledby="blog-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading align="center" id="blog-heading" title="Industry Insights & Expertise" eyebrow="Blog">
        Practical articles for UK daycare, boarding and multi-service pet business owners: licensing, layouts, staffing,
        pricing and the numbers behind a business that lasts.
      </SectionHeading>
      <Island
        name="blog-browser"
        component={BlogBrowser}
        props={{ posts: cards, initialVisible: allArticles ? cards.length : INITIAL_VISIBLE_POSTS, category }}
        hydrate="visible"
      />
    </section>
  );
}
