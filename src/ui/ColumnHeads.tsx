import type { ReactNode } from 'react';

/** The header row of a back-office table: one column header per name, each scoped to its column for screen readers. */
export function ColumnHeads({ columns, cellClassName = 'py-2 pr-4', className }: { columns: ReactNode[]; cellClassName?: string; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
