import { makeStyles, tokens } from '@fluentui/react-components';
import { DataTable, type DataTableColumn, PageHeader, useListQueryState } from '@portal/shared';
import {
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  WALLET_TRANSACTION_TYPES,
  type WalletTransaction,
} from '@portal/shared/contract';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../money/export-menu';
import { ChoiceFilter, DateRangeFilter } from '../money/list-filters';
import { ListSection } from '../money/list-section';
import { useMoneyLabel } from '../money/money-labels';
import { TRANSACTIONS_KEY } from '../money/money-queries';
import { useMoneyRule } from '../money/money-rules';
import { useDateTime, useMoney } from '../money/use-money';
import { useMoneyList } from '../money/use-money-list';

const PATH = '/company/wallets/walletTransaction';
const FILTER_KEYS = ['type', 'method', 'payment_type', 'date_from', 'date_to'] as const;

const useStyles = makeStyles({
  in: { color: tokens.colorPaletteGreenForeground1, whiteSpace: 'nowrap' },
  out: { whiteSpace: 'nowrap' },
});

/** /b2b/wallets/transactions (read b2b_transactions): the wallet and credit-line movements. */
export function TransactionsPage() {
  const { t } = useTranslation('accounting');
  const styles = useStyles();
  const can = useMoneyRule();
  const money = useMoney();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const { state, query, update } = useListQueryState(FILTER_KEYS);
  const list = useMoneyList<WalletTransaction>(TRANSACTIONS_KEY, PATH, query, can('transactionsRead'));

  const columns: DataTableColumn<WalletTransaction>[] = [
    { key: 'reference', header: t('common.reference'), render: (x) => <span dir="ltr">{x.reference}</span> },
    { key: 'date', header: t('common.date'), sortKey: 'created_at', render: (x) => dateTime(x.created_at) },
    { key: 'type', header: t('common.type'), sortKey: 'type', render: (x) => label('transactionType', x.type) },
    { key: 'method', header: t('common.method'), render: (x) => label('paymentMethod', x.method) },
    { key: 'description', header: t('common.description'), render: (x) => x.description },
    {
      key: 'amount',
      header: t('common.amount'),
      sortKey: 'amount',
      render: (x) => <span className={x.amount > 0 ? styles.in : styles.out}>{money(x.amount, true)}</span>,
    },
    {
      key: 'balance',
      header: t('transactions.balanceAfter'),
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{money(x.wallet_balance_after)}</span>,
    },
  ];

  return (
    <section data-testid="transactions-page">
      <PageHeader title={t('pages.transactions')} subtitle={t('transactions.subtitle')} />
      <ListSection allowed={can('transactionsRead')} failed={list.isError}>
        <DataTable
          label={t('transactions.tableLabel')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(x) => x.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          state={state}
          onChange={update}
          emptyText={t('transactions.empty')}
          toolbar={
            <>
              <ChoiceFilter
                name="type"
                label={t('common.type')}
                set="transactionType"
                values={WALLET_TRANSACTION_TYPES}
                filters={state.filters}
                onChange={update}
              />
              <ChoiceFilter
                name="method"
                label={t('common.method')}
                set="paymentMethod"
                values={PAYMENT_METHODS}
                filters={state.filters}
                onChange={update}
              />
              <ChoiceFilter
                name="payment_type"
                label={t('common.paymentType')}
                set="paymentType"
                values={PAYMENT_TYPES}
                filters={state.filters}
                onChange={update}
              />
              <DateRangeFilter filters={state.filters} onChange={update} />
              {can('transactionsExport') ? (
                <ExportMenu path={`${PATH}/export`} name="transactions" query={query} />
              ) : null}
            </>
          }
        />
      </ListSection>
    </section>
  );
}
