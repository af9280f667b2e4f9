import { ListPage } from '@portal/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';

type ListPageProps<T, TKey extends QueryKey, TSort extends string> = Parameters<typeof ListPage<T, TKey, TSort>>[0];

/** A money list page: the module's texts for no access and a failed load, rows keyed by their id. */
export function MoneyListPage<T extends { id: string }, TKey extends QueryKey, TSort extends string>(
  props: Omit<ListPageProps<T, TKey, TSort>, 'rowKey' | 'deniedText' | 'loadFailedText'>,
) {
  const { t } = useAccountingTranslation();
  return (
    <ListPage
      {...props}
      deniedText={t('common.noAccess')}
      loadFailedText={t('common.loadFailed')}
      rowKey={(x) => x.id}
    />
  );
}
