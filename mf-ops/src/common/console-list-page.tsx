import { ListPage } from '@portal/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useOpsTranslation } from '../i18n/use-ops-translation';

type ListPageProps<T, TKey extends QueryKey, TSort extends string> = Parameters<typeof ListPage<T, TKey, TSort>>[0];

/** A list page of the console: the console's texts for no access and a failed load, rows keyed by their id. */
export function ConsoleListPage<T extends { id: string }, TKey extends QueryKey, TSort extends string>({
  deniedText,
  ...page
}: Omit<ListPageProps<T, TKey, TSort>, 'rowKey' | 'deniedText' | 'loadFailedText'> & {
  /** The console's "no access" unless the page has its own. */
  deniedText?: string;
}) {
  const { t } = useOpsTranslation();
  return (
    <ListPage
      {...page}
      deniedText={deniedText ?? t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      rowKey={(x) => x.id}
    />
  );
}
