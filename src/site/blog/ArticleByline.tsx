/** "By <author> · <date> · <read time>" under an article's title: on its own page and in the blog's reading dialog. */
export function ArticleByline({
  author,
  date,
  dateLabel,
  readTime,
  className,
}: {
  author: string;
  /** YYYY-MM-DD, for the time element. */
  date: string;
  /** en-GB long form, e.g. "15 December 2024". */
  dateLabel: string;
  readTime: string;
  className: string;
}) {
  return (
    <p className={className}>
      By <span className="font-semibold text-ink">{author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={date}>{dateLabel}</time>
      <span aria-hidden="true"> · </span>
      {readTime}
    </p>
  );
}
