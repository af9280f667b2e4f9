import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useNarrow } from '@portal/shared';
import type { ReactNode } from 'react';

/** A column of a read-only table: its header, its cell, the cell's class (a sign's colour, no wrapping). */
export interface RowsColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: (row: T) => string | undefined;
}

/**
 * A read-only table of rows without paging or sorting (a statement's movements, the wallet's last five, an
 * invoice's lines), at least `minWidth` wide so that its columns are never squeezed. On a phone (below `sm`) it
 * shows one column holding `card` per row instead, as ListPage does: nothing scrolls sideways (issue 28.1).
 */
export function RowsTable<T extends { id: string }>({
  columns: wide,
  rows,
  minWidth,
  card,
  ...table
}: {
  columns: RowsColumn<T>[];
  rows: readonly T[];
  minWidth: number;
  card?: { header: ReactNode; render: (row: T) => ReactNode };
  size?: 'small';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  const narrow = useNarrow();
  const columns = card && narrow ? [{ key: 'card', header: card.header, cell: card.render }] : wide;
  return (
    <Table {...table} style={card && narrow ? undefined : { minWidth }}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key}>{column.header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
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
