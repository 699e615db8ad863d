/** The parts that open an article, alike on its own page and in the blog's reading dialog. */
import { LazyImage } from '../../ui/LazyImage';
import { ARTICLE_COLUMN_SIZES } from '../../content/media/picture';

/** A post's cover: a site file drawn at 800 × 450, or an upload with its variants and real size. */
export interface CoverImage {
  image: string;
  imageAlt: string;
  imageSrcSet?: string;
  imageWidth?: number;
  imageHeight?: number;
}

/** A card in a grid of up to three columns. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/** A post's cover on a card (the blog's grid, /blog, Latest Insight): below the fold, so lazy. */
export function CardCover({ post, className }: { post: CoverImage; className: string }) {
  return (
    <LazyImage
      src={post.image}
      srcSet={post.imageSrcSet || undefined}
      sizes={CARD_IMAGE_SIZES}
      alt={post.imageAlt}
      width={post.imageWidth ?? 800}
      height={post.imageHeight ?? 450}
      className={className}
    />
  );
}

/** "By <author> · <date> · <read time>" under the article's title. */
export function ArticleByline({
  post,
  dateLabel,
  className,
}: {
  /** date is YYYY-MM-DD, for the time element. */
  post: { author: string; date: string; readTime: string };
  /** The date in en-GB long form, e.g. "15 December 2024". */
  dateLabel: string;
  className: string;
}) {
  return (
    <p className={className}>
      By <span className="font-semibold text-ink">{post.author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={post.date}>{dateLabel}</time>
      <span aria-hidden="true"> · </span>
      {post.readTime}
    </p>
  );
}

/** The article's picture under its byline; on its own page the browser fetches it first (priority). */
export function ArticleImage({
  post,
  priority = false,
  className,
}: {
  post: CoverImage;
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={post.image}
      srcSet={post.imageSrcSet || undefined}
      sizes={post.imageSrcSet ? ARTICLE_COLUMN_SIZES : undefined}
      alt={post.imageAlt}
      width={post.imageWidth ?? 800}
      height={post.imageHeight ?? 450}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
