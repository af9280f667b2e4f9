import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // a narrow screen scrolls the table sideways instead of squeezing it
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // columns sized by their content (not equal): names wrap, references and amounts keep their width
  table: { minWidth: '420px', tableLayout: 'auto' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export type WidgetColumn<T> = { key: string; header: string; render: (row: T) => ReactNode; numeric?: boolean };

/** The few rows of a table widget (latest orders, recent payments, recent packages). */
export function WidgetTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: WidgetColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={label} className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={column.numeric ? styles.number : undefined}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.numeric ? styles.number : undefined}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
