import { Document } from '../layout/Document';
import type { PageMeta } from '../layout/page-meta';
import { PageHero } from '../ui/PageHero';

/** The shell and heading of a route whose content lands in a later issue. */
export function PendingPage({ meta, heading, intro }: { meta: PageMeta; heading: string; intro: string }) {
  return (
    <Document meta={meta}>
      <PageHero title={heading}>
        <p>{intro}</p>
      </PageHero>
    </Document>
  );
}
