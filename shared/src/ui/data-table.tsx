import {
  Button,
  Dropdown,
  Field,
  Label,
  makeStyles,
  mergeClasses,
  Option,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES } from '@portal/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../i18n/intl-formatters';
import { intlLocaleOf, isLanguage } from '../i18n/language-table';
import { useNarrow } from '../theme/use-narrow';
import { EmptyState } from './empty-state';
import type { ListQueryState } from './use-list-query-state';

/** `TSort`: the list's contract sort keys; a column without `sortKey` fits any list. */
export type DataTableColumn<T, TSort extends string = never> = {
  /** `actions` marks the row-actions column: it stays pinned at the row's end while the table scrolls sideways. */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The API's `sortBy` value for this column (one of the list's contract sort keys); absent = not sortable. */
  sortKey?: TSort;
};

type Props<T, TSort extends string = string> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T, TSort>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  loading: boolean;
  state: ListQueryState<TSort>;
  onChange: (changes: Record<string, string | number | boolean | undefined>) => void;
  emptyText?: string;
  /** A call to action in the empty state (e.g. "Get a quotation"). */
  emptyAction?: ReactNode;
  /** Filters, export, bulk actions: shown beside the search box. */
  toolbar?: ReactNode;
  onRowClick?: (row: T) => void;
  /** The page sizes offered (spec §9); all the API accepts by default. */
  pageSizes?: readonly number[];
};

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', marginBottom: '12px' },
  search: { minWidth: '220px', flex: 1, maxWidth: '360px' },
  scroll: { overflowX: 'auto', background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  // Rows keep their primary column (the first) and their actions in view while the rest scrolls between them.
  row: {
    ':hover > [data-pinned]': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  pinned: { position: 'sticky', zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  // A hairline faces the scrolling columns (Griffel mirrors the offsets in RTL).
  pinnedStart: { insetInlineStart: 0, boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}` },
  pinnedEnd: { insetInlineEnd: 0, boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}` },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '12px',
    marginTop: '12px',
  },
  // On a phone the pager stays on one line (issue 28.7): a short label, a narrower size list, tighter gaps.
  footerNarrow: { flexWrap: 'nowrap', gap: '6px', justifyContent: 'space-between' },
  pager: { display: 'flex', alignItems: 'center', gap: '4px', whiteSpace: 'nowrap' },
  clickable: { cursor: 'pointer' },
  size: { minWidth: '96px' },
  sizeNarrow: { minWidth: '72px', width: '72px' },
  // "Rows per page" on one line, also on a phone, never clipped (a horizontal Field gives its label a third).
  pageSize: { display: 'flex', alignItems: 'center', gap: '8px' },
  nowrap: { whiteSpace: 'nowrap' },
  // A long e-mail or name wraps inside its cell instead of running over the next column (issue 14.7).
  cell: { overflowWrap: 'anywhere' },
});

/** Server-side list: search, sort, page size (spec §9 sizes), pagination with the total. */
export function DataTable<T, TSort extends string = string>(props: Props<T, TSort>) {
  const { label, columns, rows, rowKey, total, loading, state, onChange, emptyText, toolbar, onRowClick } = props;
  const pageSizes = props.pageSizes ?? PAGE_SIZES;
  const styles = useStyles();
  const { t, i18n } = useTranslation('common');
  const [search, setSearch] = useState(state.q ?? '');
  const pageSizeLabel = useId();
  const narrow = useNarrow();

  // Debounce typing so each keystroke does not cost a request.
  useEffect(() => {
    if ((state.q ?? '') === search) return;
    const timer = setTimeout(() => onChange({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, state.q, onChange]);

  const from = total === 0 ? 0 : (state.page - 1) * state.perPage + 1;
  const to = Math.min(total, state.page * state.perPage);
  const lastPage = Math.max(1, Math.ceil(total / state.perPage));
  const number = (n: number) => numberFormat(intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'ar')).format(n);
  const rtl = i18n.dir() === 'rtl';
  // The first column names the row; the `actions` column holds its buttons: both stay put (see `pinned`).
  const pin = (column: DataTableColumn<T, TSort>, index: number) => {
    const end = column.key === 'actions';
    if (!end && index !== 0) return {};
    return {
      'data-pinned': end ? 'end' : 'start',
      className: mergeClasses(styles.pinned, end ? styles.pinnedEnd : styles.pinnedStart),
    };
  };

  return (
    <section aria-label={label}>
      <div className={styles.toolbar}>
        <Field label={t('table.search')} className={styles.search}>
          <SearchBox
            value={search}
            onChange={(_e, data) => setSearch(data.value)}
            // Fluent names this button "clear" in English whatever the language (issue 14.5).
            dismiss={{ 'aria-label': t('table.clearSearch') }}
          />
        </Field>
        {toolbar}
      </div>
      <div className={styles.scroll}>
        {/* Fluent's table is fixed-layout: on a 390 px phone its columns would be squeezed until texts overlap.
            A floor per column makes it scroll inside its own container instead. */}
        <Table aria-label={label} sortable aria-busy={loading} style={{ minWidth: `${columns.length * 120}px` }}>
          <TableHeader>
            <TableRow>
              {columns.map((column, index) => {
                const sorted = column.sortKey && state.sortBy === column.sortKey;
                return (
                  <TableHeaderCell
                    key={column.key}
                    {...pin(column, index)}
                    sortDirection={sorted ? (state.sortDesc ? 'descending' : 'ascending') : undefined}
                    onClick={
                      column.sortKey
                        ? () => onChange({ sortBy: column.sortKey, sortDesc: sorted ? !state.sortDesc : false })
                        : undefined
                    }
                  >
                    {column.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow
                key={rowKey(row)}
                className={mergeClasses(styles.row, onRowClick && styles.clickable)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column, index) => (
                  <TableCell
                    key={column.key}
                    {...pin(column, index)}
                    className={mergeClasses(styles.cell, pin(column, index).className)}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {loading && !rows?.length ? <Spinner label={t('table.loading')} style={{ padding: 24 }} /> : null}
        {!loading && rows?.length === 0 ? (
          <EmptyState title={emptyText ?? t('table.empty')} action={props.emptyAction} />
        ) : null}
      </div>
      {/* Not before the first answer (issue 29.1): the rows it follows have no known height until then (a page may
          hold 1 row or 100, a card or a line each), and a pager drawn under the spinner was pushed down the screen
          by the rows when they came, a layout shift on every list's cold load. The rows now grow into free space;
          later pages keep the previous rows until theirs arrive (keepPreviousData), so the pager stays. */}
      {rows === undefined ? null : (
        <div className={mergeClasses(styles.footer, narrow && styles.footerNarrow)} data-testid="table-pager">
          <div className={styles.pageSize}>
            <Label id={pageSizeLabel} className={styles.nowrap} aria-label={t('table.rowsPerPage')}>
              {narrow ? t('table.rows') : t('table.rowsPerPage')}
            </Label>
            <Dropdown
              aria-labelledby={pageSizeLabel}
              className={mergeClasses(styles.size, narrow && styles.sizeNarrow)}
              value={String(state.perPage)}
              selectedOptions={[String(state.perPage)]}
              onOptionSelect={(_e, data) => onChange({ perPage: Number(data.optionValue) })}
            >
              {pageSizes.map((size) => (
                <Option key={size} value={String(size)}>
                  {String(size)}
                </Option>
              ))}
            </Dropdown>
          </div>
          <div className={styles.pager}>
            <Text aria-live="polite">
              {t('table.range', { from: number(from), to: number(to), total: number(total) })}
            </Text>
            <Button
              appearance="subtle"
              aria-label={t('table.previous')}
              icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />}
              disabled={state.page <= 1}
              onClick={() => onChange({ page: state.page - 1 })}
            />
            <Button
              appearance="subtle"
              aria-label={t('table.next')}
              icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />}
              disabled={state.page >= lastPage}
              onClick={() => onChange({ page: state.page + 1 })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
