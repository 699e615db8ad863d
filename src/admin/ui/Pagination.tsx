/** A back-office list's previous and next pages, with where the owner is; nothing when it fits on one page. */
export function Pagination({
  page,
  pageCount,
  link,
  muted = false,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  link: (page: number) => string;
  muted?: boolean;
  /** Names the pages apart where one page has two lists. */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-4">
      {page > 1 ? (
        <a className="btn-outline" href={link(page - 1)}>
          Previous page
        </a>
      ) : null}
      <span className={muted ? 'text-muted' : undefined}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="btn-outline" href={link(page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
