import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ListResult } from '@portal/contract';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useAppAbility } from '../ability';
import { useNarrow } from '../theme/use-narrow';
import { DataTable, type DataTableColumn } from './data-table';
import { PageHeader } from './page-header';
import { useListQueryState } from './use-list-query-state';

/** Spec §9 page sizes of a list page. */
export const LIST_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/** The query a list page sends: page, perPage, q, sort and filters (see `useListQueryState`). */
export type ListPageQuery = Record<string, string | number | boolean>;

type ListProps<T, TKey extends QueryKey, TSort extends string> = {
  /**
   * The ability the list endpoint needs. Without it the page shows `deniedText` and never fires its query
   * (the UI never calls what the role forbids).
   */
  access: { action: string; subject: string };
  deniedText?: string;
  /** The list endpoint's query options for the URL's list state. */
  listQuery: (query: ListPageQuery) => UseQueryOptions<ListResult<T>, Error, ListResult<T>, TKey>;
  /** The endpoint's own filters kept in the URL (each usually a `FilterSelect` in the toolbar). */
  filterKeys?: readonly string[];
  /** Beside the search box: filters, a section's add button. */
  toolbar?: ReactNode;
  /** Export control for the current query, shown only with the `export` ability on the access subject. */
  renderExport?: (query: ListPageQuery) => ReactNode;
  tableLabel: string;
  /** The list endpoint's contract sort keys (e.g. `BRANCH_SORT_KEYS`): each column's `sortKey` is one of them. */
  sortKeys: readonly TSort[];
  columns: DataTableColumn<T, NoInfer<TSort>>[];
  /** At 390 px the table shows one column holding this card per row (named by `tableLabel`) instead of `columns`. */
  card?: (row: T) => ReactNode;
  /** What sorting the cards' column sorts by (e.g. `created_at`, a queue's time waited). */
  cardSortKey?: NoInfer<TSort>;
  rowKey: (row: T) => string;
  emptyText?: string;
  /** A call to action in the empty state. */
  emptyAction?: ReactNode;
  loadFailedText?: string;
  pageSizes?: readonly number[];
};

type PageProps<T, TKey extends QueryKey, TSort extends string> = ListProps<T, TKey, TSort> & {
  /** `data-testid` of the page's section. */
  testId: string;
  title: string;
  subtitle?: ReactNode;
  /** Page actions beside the title (add, upload…), each behind its own `Can`. */
  actions?: ReactNode;
  /** Between the header and the list, e.g. a validation message of the page. */
  notice?: ReactNode;
  /** Dialogs of the page. */
  children?: ReactNode;
};

/** The list page of every module: header, access gate, error bar with retry, then the server-side table. */
export function ListPage<T, TKey extends QueryKey, TSort extends string>(props: PageProps<T, TKey, TSort>) {
  const { testId, title, subtitle, actions, notice, children, ...list } = props;
  return (
    <section data-testid={testId}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {notice}
      <GatedList {...list} />
      {children}
    </section>
  );
}

/** The list alone (a tab, a section of a page): the access gate, the error bar and the table. */
export function GatedList<T, TKey extends QueryKey, TSort extends string>(props: ListProps<T, TKey, TSort>) {
  const { t } = useTranslation('common');
  const allowed = useAppAbility().can(props.access.action, props.access.subject);
  return allowed ? (
    <ListTable {...props} />
  ) : (
    <MessageBar intent="warning">
      <MessageBarBody>{props.deniedText ?? t('list.noAccess')}</MessageBarBody>
    </MessageBar>
  );
}

/** Rendered only with the ability, so the query hook never runs without it. */
function ListTable<T, TKey extends QueryKey, TSort extends string>(props: ListProps<T, TKey, TSort>) {
  const { t } = useTranslation('common');
  const { state, query, update } = useListQueryState(props.filterKeys, props.sortKeys);
  const list = useQuery(props.listQuery(query));
  // The rows render from a deferred copy of the answer: a query's answer is a synchronous render (React's
  // useSyncExternalStore), a long task on a phone for a page of rows (issue 29.2). Deferred, React renders them in
  // slices; the table says it is loading until they are in.
  const shown = useDeferredValue(list.data);
  const narrow = useNarrow();
  const { access, renderExport, toolbar, card, tableLabel } = props;
  const columns: DataTableColumn<T, TSort>[] =
    card && narrow ? [{ key: 'card', header: tableLabel, sortKey: props.cardSortKey, render: card }] : props.columns;
  return (
    <>
      {list.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{props.loadFailedText ?? t('list.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={shown?.items}
        rowKey={props.rowKey}
        total={shown?.total ?? 0}
        loading={list.isFetching || shown !== list.data}
        state={state}
        onChange={update}
        emptyText={props.emptyText}
        emptyAction={props.emptyAction}
        pageSizes={props.pageSizes ?? LIST_PAGE_SIZES}
        toolbar={
          toolbar || renderExport ? (
            <>
              {toolbar}
              {renderExport ? (
                <Can I="export" a={access.subject}>
                  {renderExport(query)}
                </Can>
              ) : null}
            </>
          ) : undefined
        }
      />
    </>
  );
}
