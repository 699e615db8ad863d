import type { ReactNode } from 'react';

/**
 * The header row of a table: one column header per name, each scoped to its column for screen
 * readers. The last column may drop the right padding the others keep between them.
 */
export function ColumnHeads({
  columns,
  cellClassName = 'py-2 pr-4',
  lastCellClassName = cellClassName,
  className,
  rowClassName,
}: {
  columns: ReactNode[];
  cellClassName?: string;
  lastCellClassName?: string;
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={index === columns.length - 1 ? lastCellClassName : cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
