import type { ReactNode } from 'react';
import { Document } from '../../layout/Document';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';

/** A category's or a module's own page: titled "<name> | Training Academy", its trail above the header, then the body. */
export function CataloguePage({
  name,
  description,
  path,
  trail,
  noindex = false,
  header,
  children,
}: {
  name: string;
  description: string;
  path: string;
  trail: Crumb[];
  noindex?: boolean;
  /** The page's own header, in the hero band under the trail. */
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Document meta={{ title: `${name} | Training Academy`, description, path, breadcrumbs: trail, noindex }}>
      <div className="hero-band">
        <Breadcrumbs trail={trail} />
        {header}
      </div>
      {children}
    </Document>
  );
}
