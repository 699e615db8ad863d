/** The visible trail at the top of deeper pages; the same trail goes to search engines via meta.breadcrumbs. */
export type Crumb = { name: string; path: string };

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {last ? (
                <a href={crumb.path} aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </a>
              ) : (
                <a href={crumb.path} className="text-brand-800 underline-offset-4 hover:underline">
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
