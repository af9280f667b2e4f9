import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** One column of a table that shows what it is given (no paging, sorting or search: that is DataTable). */
export type SimpleTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell's class for a row (an amount's sign colour, no wrapping). */
  className?: (row: T) => string | undefined;
  /** The header cell's class (a figures column aligned to its end). */
  headerClassName?: string;
};

/** A table sorted by one column: the header clicked is handed back (each header has `data-testid="sort-<key>"`). */
type TableSort = { key: string; desc: boolean; onSort: (key: string) => void };

/** What a row carries besides its cells: a class (a highlighted row) and data attributes for tests. */
type RowAttributes = { className?: string } & Record<`data-${string}`, string | boolean | undefined>;

/**
 * A small table over rows already in hand (a week of shifts, a package's locations, two quotations side by side):
 * the header row, then a row per item, each cell from its column.
 */
export function SimpleTable<T>({
  label,
  labelledBy,
  columns,
  rows,
  rowKey,
  rowAttributes,
  size,
  className,
  minWidth,
  sort,
  testId,
}: {
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  columns: readonly SimpleTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowAttributes?: (row: T) => RowAttributes;
  size?: 'small' | 'medium';
  className?: string;
  /** The width below which the columns would be squeezed: the table scrolls inside its box instead. */
  minWidth?: number;
  sort?: TableSort;
  testId?: string;
}) {
  return (
    <Table
      aria-label={label}
      aria-labelledby={labelledBy}
      size={size}
      className={className}
      style={minWidth ? { minWidth } : undefined}
      sortable={sort !== undefined}
      data-testid={testId}
    >
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.key}
              className={column.headerClassName}
              {...(sort && {
                sortDirection: sort.key === column.key ? (sort.desc ? 'descending' : 'ascending') : undefined,
                onClick: () => sort.onSort(column.key),
                'data-testid': `sort-${column.key}`,
              })}
            >
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.className?.(row)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
