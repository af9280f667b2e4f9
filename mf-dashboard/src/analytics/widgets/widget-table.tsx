import { makeStyles, tokens } from '@fluentui/react-components';
import { SimpleTable } from '@portal/shared';
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
      <SimpleTable
        size="small"
        label={label}
        className={styles.table}
        rows={rows}
        rowKey={rowKey}
        columns={columns.map((column) => ({
          key: column.key,
          header: column.header,
          cell: column.render,
          className: column.numeric ? () => styles.number : undefined,
          headerClassName: column.numeric ? styles.number : undefined,
        }))}
      />
    </div>
  );
}
