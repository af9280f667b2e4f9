import { SimpleTable, type SimpleTableColumn, useNarrow } from '@portal/shared';
import type { ReactNode } from 'react';

/** A column of a read-only table: its header, its cell, the cell's class (a sign's colour, no wrapping). */
export type RowsColumn<T> = SimpleTableColumn<T>;

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
  size,
  ...names
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
  const cards = card !== undefined && narrow;
  const columns = cards ? [{ key: 'card', header: card.header, cell: card.render }] : wide;
  return (
    <SimpleTable
      label={names['aria-label']}
      labelledBy={names['aria-labelledby']}
      testId={names['data-testid']}
      size={size}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={cards ? undefined : minWidth}
    />
  );
}
