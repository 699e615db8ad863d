/** The visible trail at the top of deeper pages; the same trail goes to search engines via meta.breadcrumbs. */
export type Crumb = { name: string; path: string };

/**
 * The one form of a breadcrumb trail: "Home › … › this page", an ordered list in a nav
 * named Breadcrumb, the current page marked aria-current. `className` places it (by
 * default in the page-wide column at the top of a hero band).
 */
export function Breadcrumbs({
  trail,
  className = 'mx-auto max-w-6xl px-4 pt-6 sm:px-6',
}: {
  trail: Crumb[];
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {last ? (
                <a href={crumb.path} aria-current="page" className="inline-block py-0.5 font-semibold text-ink">
                  {crumb.name}
                </a>
              ) : (
                <a
                  href={crumb.path}
                  className="inline-block py-0.5 text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
