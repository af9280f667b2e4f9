import { Badge, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { DataTable, type DataTableColumn, notify, PageHeader, useListQueryState } from '@portal/shared';
import { TEMP_TRANSACTION_STATUSES, type TempTransaction } from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { openFile } from '../money/download-file';
import { ChoiceFilter, DateRangeFilter } from '../money/list-filters';
import { ListSection } from '../money/list-section';
import { TRANSFERS_KEY } from '../money/money-queries';
import { useMoneyRule } from '../money/money-rules';
import { StatusBadge } from '../money/status-badge';
import { useDateTime, useMoney } from '../money/use-money';
import { useMoneyList } from '../money/use-money-list';

const PATH = '/company/wallets/walletTempTransaction';
const FILTER_KEYS = ['status', 'date_from', 'date_to'] as const;

/** /b2b/wallets/temp-transactions (read b2b_wallet_temp_transactions): bank transfers waiting for or decided by ops. */
export function TempTransactionsPage() {
  const { t } = useTranslation('accounting');
  const can = useMoneyRule();
  const money = useMoney();
  const dateTime = useDateTime();
  const { state, query, update } = useListQueryState(FILTER_KEYS);
  const list = useMoneyList<TempTransaction>(TRANSFERS_KEY, PATH, query, can('tempTransactionsRead'));

  const columns: DataTableColumn<TempTransaction>[] = [
    { key: 'reference', header: t('common.reference'), render: (x) => <span dir="ltr">{x.reference}</span> },
    { key: 'date', header: t('common.date'), sortKey: 'created_at', render: (x) => dateTime(x.created_at) },
    {
      key: 'amount',
      header: t('common.amount'),
      sortKey: 'amount',
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{money(x.amount)}</span>,
    },
    {
      key: 'status',
      header: t('common.status'),
      sortKey: 'status',
      render: (x) => (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
          <StatusBadge set="transferStatus" value={x.status} />
          {x.overdue ? (
            <Badge appearance="tint" color="danger">
              {t('transfers.overdue')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'receipt',
      header: t('transfers.receipt'),
      render: (x) => (
        <Link
          as="button"
          type="button"
          aria-label={t('transfers.openReceipt', { name: x.receipt.original_name })}
          onClick={() => openFile(x.receipt.url).catch(() => notify.error(t('common.loadFailed')))}
        >
          {x.receipt.original_name}
        </Link>
      ),
    },
    { key: 'reason', header: t('transfers.reason'), render: (x) => x.reason ?? x.note ?? t('common.none') },
  ];

  return (
    <section data-testid="temp-transactions-page" style={{ display: 'grid', gap: 16 }}>
      <PageHeader title={t('pages.tempTransactions')} subtitle={t('transfers.subtitle')} />
      <MessageBar intent="info" data-testid="transfer-notice">
        <MessageBarBody>{t('transfers.notice')}</MessageBarBody>
      </MessageBar>
      <ListSection allowed={can('tempTransactionsRead')} failed={list.isError}>
        <DataTable
          label={t('transfers.tableLabel')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(x) => x.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          state={state}
          onChange={update}
          emptyText={t('transfers.empty')}
          toolbar={
            <>
              <ChoiceFilter
                name="status"
                label={t('common.status')}
                set="transferStatus"
                values={TEMP_TRANSACTION_STATUSES}
                filters={state.filters}
                onChange={update}
              />
              <DateRangeFilter filters={state.filters} onChange={update} />
            </>
          }
        />
      </ListSection>
    </section>
  );
}
