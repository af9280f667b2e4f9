import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
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
 * invoice's lines), as wide as `minWidth` so that it scrolls on a phone rather than squeeze its columns.
 */
export function RowsTable<T extends { id: string }>({
  columns,
  rows,
  minWidth,
  ...table
}: {
  columns: RowsColumn<T>[];
  rows: readonly T[];
  minWidth: number;
  size?: 'small';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}) {
  return (
    <Table {...table} style={{ minWidth }}>
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
