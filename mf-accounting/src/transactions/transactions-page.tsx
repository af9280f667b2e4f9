import { Button } from '@fluentui/react-components';
import { DocumentTableRegular } from '@fluentui/react-icons';
import { type DataTableColumn, ExportMenu, endpointList, Reference } from '@portal/shared';
import {
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type SortKeyOf,
  TRANSACTION_ENDPOINTS,
  WALLET_TRANSACTION_SORT_KEYS,
  WALLET_TRANSACTION_TYPES,
  type WalletTransaction,
} from '@portal/shared/contract';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { Description } from '../money/description';
import { DateRangeFilter, VocabularyFilter } from '../money/list-filters';
import { MoneyCard } from '../money/money-card';
import { useMoneyLabel } from '../money/money-labels';
import { MoneyListPage } from '../money/money-list-page';
import { TRANSACTIONS_KEY } from '../money/money-queries';
import { useMoneyRule } from '../money/money-rules';
import { useDateTime } from '../money/use-money';

const transactionList = endpointList(TRANSACTION_ENDPOINTS.list, {
  key: TRANSACTIONS_KEY,
  filterKeys: ['type', 'method', 'payment_type', 'date_from', 'date_to'],
});

/** /b2b/wallets/transactions (read b2b_transactions): the wallet and credit-line movements. */
export function TransactionsPage() {
  const { t } = useAccountingTranslation();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const can = useMoneyRule();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The statement of the list's date range when one is set (else the statement's default, the month so far).
  const statementRange = new URLSearchParams(
    (['date_from', 'date_to'] as const).flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  ).toString();

  const columns: DataTableColumn<WalletTransaction, SortKeyOf<typeof WALLET_TRANSACTION_SORT_KEYS>>[] = [
    { key: 'reference', header: t('common.reference'), render: (x) => <Reference>{x.reference}</Reference> },
    { key: 'date', header: t('common.date'), sortKey: 'created_at', render: (x) => dateTime(x.created_at) },
    { key: 'type', header: t('common.type'), sortKey: 'type', render: (x) => label('transactionType', x.type) },
    { key: 'method', header: t('common.method'), render: (x) => label('paymentMethod', x.method) },
    { key: 'description', header: t('common.description'), render: (x) => <Description text={x.description} /> },
    {
      key: 'amount',
      header: t('common.amount'),
      sortKey: 'amount',
      render: (x) => <Amount halalas={x.amount} signed />,
    },
    {
      key: 'balance',
      header: t('transactions.balanceAfter'),
      render: (x) => <Amount halalas={x.wallet_balance_after} />,
    },
  ];
  // At 390 px: reference and signed amount on top, the date, kind and the whole description, the balance after.
  const card = (x: WalletTransaction) => (
    <MoneyCard
      title={<Reference>{x.reference}</Reference>}
      badge={<Amount halalas={x.amount} signed />}
      notes={[
        [dateTime(x.created_at), label('transactionType', x.type), x.method && label('paymentMethod', x.method)]
          .filter(Boolean)
          .join(' · '),
        <Description text={x.description} />,
      ]}
      facts={[
        { key: 'balance', label: t('transactions.balanceAfter'), value: <Amount halalas={x.wallet_balance_after} /> },
      ]}
    />
  );

  return (
    <MoneyListPage
      testId="transactions-page"
      title={t('pages.transactions')}
      subtitle={t('transactions.subtitle')}
      actions={
        can('statementRead') ? (
          <Button
            icon={<DocumentTableRegular />}
            onClick={() => navigate(`/b2b/wallets/statement${statementRange ? `?${statementRange}` : ''}`)}
          >
            {t('statement.open')}
          </Button>
        ) : null
      }
      {...transactionList}
      toolbar={
        <>
          <VocabularyFilter
            name="type"
            label={t('common.type')}
            set="transactionType"
            values={WALLET_TRANSACTION_TYPES}
          />
          <VocabularyFilter name="method" label={t('common.method')} set="paymentMethod" values={PAYMENT_METHODS} />
          <VocabularyFilter
            name="payment_type"
            label={t('common.paymentType')}
            set="paymentType"
            values={PAYMENT_TYPES}
          />
          <DateRangeFilter />
        </>
      }
      renderExport={(query) => (
        <ExportMenu path={`/${TRANSACTION_ENDPOINTS.list.path}/export`} name="transactions" query={query} />
      )}
      tableLabel={t('transactions.tableLabel')}
      sortKeys={WALLET_TRANSACTION_SORT_KEYS}
      columns={columns}
      card={card}
      cardSortKey="created_at"
      emptyText={t('transactions.empty')}
    />
  );
}
