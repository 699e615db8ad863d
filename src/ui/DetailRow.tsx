import type { ReactNode } from 'react';

/** One term and its value in a details list (<dl>): the bold name, then what it is. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
