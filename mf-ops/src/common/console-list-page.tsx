import { type DataTableColumn, ListPage, useNarrow } from '@portal/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';

type ListPageProps<T, TKey extends QueryKey, TSort extends string> = Parameters<typeof ListPage<T, TKey, TSort>>[0];

/**
 * A list page of the console: the console's texts for no access and a failed load, rows keyed by their id, the
 * columns on desktop and a card per row at 390 px (in the one column the table then has, named by its label).
 */
export function ConsoleListPage<T extends { id: string }, TKey extends QueryKey, TSort extends string>({
  columns,
  card,
  cardSortKey,
  deniedText,
  ...page
}: Omit<ListPageProps<T, TKey, TSort>, 'columns' | 'rowKey' | 'deniedText' | 'loadFailedText'> & {
  /** The console's "no access" unless the page has its own. */
  deniedText?: string;
  columns: DataTableColumn<T, NoInfer<TSort>>[];
  card: (row: T) => ReactNode;
  /** What sorting the cards' column sorts by (the queues: the time waited). */
  cardSortKey?: NoInfer<TSort>;
}) {
  const { t } = useOpsTranslation();
  const narrow = useNarrow();
  const phone: DataTableColumn<T, TSort> = { key: 'card', header: page.tableLabel, sortKey: cardSortKey, render: card };
  return (
    <ListPage
      {...page}
      deniedText={deniedText ?? t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      columns={narrow ? [phone] : columns}
      rowKey={(x) => x.id}
    />
  );
}
