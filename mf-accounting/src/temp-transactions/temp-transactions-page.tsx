import { Badge, Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { type DataTableColumn, ExportMenu, endpointList, notify, openFile, Reference } from '@portal/shared';
import {
  type SortKeyOf,
  TEMP_TRANSACTION_SORT_KEYS,
  TEMP_TRANSACTION_STATUSES,
  type TempTransaction,
  TRANSFER_ENDPOINTS,
} from '@portal/shared/contract';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { DateRangeFilter, VocabularyFilter } from '../money/list-filters';
import { MoneyCard } from '../money/money-card';
import { useMoneyColumns } from '../money/money-columns';
import { MoneyListPage } from '../money/money-list-page';
import { TRANSFERS_KEY } from '../money/money-queries';
import { StatusBadge } from '../money/status-badge';
import { useDateTime } from '../money/use-money';

const transferList = endpointList(TRANSFER_ENDPOINTS.list, {
  key: TRANSFERS_KEY,
  filterKeys: ['status', 'date_from', 'date_to'],
});

/** /b2b/wallets/temp-transactions (read b2b_wallet_temp_transactions): bank transfers waiting for or decided by ops. */
export function TempTransactionsPage() {
  const { t } = useAccountingTranslation();
  const { amount } = useMoneyColumns();
  const dateTime = useDateTime();

  const status = (x: TempTransaction) => (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <StatusBadge set="transferStatus" value={x.status} />
      {x.overdue ? (
        <Badge appearance="tint" color="danger">
          {t('transfers.overdue')}
        </Badge>
      ) : null}
    </span>
  );
  const receipt = (x: TempTransaction) => (
    <Link
      as="button"
      type="button"
      aria-label={t('transfers.openReceipt', { name: x.receipt.original_name })}
      onClick={() => openFile(x.receipt.url).catch(() => notify.error(t('common.loadFailed')))}
      style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
    >
      {x.receipt.original_name}
    </Link>
  );
  const reason = (x: TempTransaction) => x.reason ?? x.note ?? t('common.none');
  const columns: DataTableColumn<TempTransaction, SortKeyOf<typeof TEMP_TRANSACTION_SORT_KEYS>>[] = [
    { key: 'reference', header: t('common.reference'), render: (x) => <Reference>{x.reference}</Reference> },
    { key: 'date', header: t('common.date'), sortKey: 'created_at', render: (x) => dateTime(x.created_at) },
    amount('amount', t('common.amount'), (x) => x.amount, 'amount'),
    { key: 'status', header: t('common.status'), sortKey: 'status', render: status },
    { key: 'receipt', header: t('transfers.receipt'), render: receipt },
    { key: 'reason', header: t('transfers.reason'), render: reason },
  ];
  // At 390 px: reference and status ("pending review") on top, the amount, the receipt and ops' word under it.
  const card = (x: TempTransaction) => (
    <MoneyCard
      title={<Reference>{x.reference}</Reference>}
      badge={status(x)}
      notes={[dateTime(x.created_at), x.reason ?? x.note]}
      facts={[
        { key: 'amount', label: t('common.amount'), value: <Amount halalas={x.amount} /> },
        { key: 'receipt', label: t('transfers.receipt'), value: receipt(x) },
      ]}
    />
  );

  return (
    <MoneyListPage
      testId="temp-transactions-page"
      title={t('pages.tempTransactions')}
      subtitle={t('transfers.subtitle')}
      notice={
        <MessageBar intent="info" data-testid="transfer-notice" style={{ marginBottom: 16 }}>
          <MessageBarBody>{t('transfers.notice')}</MessageBarBody>
        </MessageBar>
      }
      {...transferList}
      toolbar={
        <>
          <VocabularyFilter
            name="status"
            label={t('common.status')}
            set="transferStatus"
            values={TEMP_TRANSACTION_STATUSES}
          />
          <DateRangeFilter />
        </>
      }
      renderExport={(query) => (
        <ExportMenu path={`/${TRANSFER_ENDPOINTS.list.path}/export`} name="bank-transfers" query={query} />
      )}
      tableLabel={t('transfers.tableLabel')}
      sortKeys={TEMP_TRANSACTION_SORT_KEYS}
      columns={columns}
      card={card}
      cardSortKey="created_at"
      emptyText={t('transfers.empty')}
    />
  );
}
