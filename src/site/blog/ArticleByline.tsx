/** "By <author> · <date> · <read time>" under an article's title: on its own page and in the blog's reading dialog. */
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
