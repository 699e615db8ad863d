/** The parts that open an article, alike on its own page and in the blog's reading dialog. */

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
  post: { image: string; imageAlt: string };
  priority?: boolean;
  className: string;
}) {
  return (
    <img
      src={post.image}
      alt={post.imageAlt}
      width="800"
      height="450"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
