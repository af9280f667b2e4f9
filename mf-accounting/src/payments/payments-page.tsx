import { Button, Caption1, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { callEndpoint, type DataTableColumn, ExportMenu, endpointList, notifySuccess, Reference } from '@portal/shared';
import {
  PAYMENT_ENDPOINTS,
  PAYMENT_METHODS,
  PAYMENT_SORT_KEYS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type Payment,
  type SortKeyOf,
} from '@portal/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from '../money/amount';
import { DateRangeFilter, VocabularyFilter } from '../money/list-filters';
import { MoneyCard } from '../money/money-card';
import { PaymentStatusBadge, useMoneyColumns } from '../money/money-columns';
import { useMoneyLabel } from '../money/money-labels';
import { MoneyListPage } from '../money/money-list-page';
import { MONEY_KEY, PAYMENTS_KEY } from '../money/money-queries';
import { useMoneyRule } from '../money/money-rules';
import { useDateTime } from '../money/use-money';

const paymentList = endpointList(PAYMENT_ENDPOINTS.list, {
  key: PAYMENTS_KEY,
  filterKeys: ['type', 'method', 'status', 'date_from', 'date_to'],
});

/** POST walletPayment/:id/refresh: asks the gateway where a card payment stands (refresh_payment). */
function useRefreshPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(PAYMENT_ENDPOINTS.refresh, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}

/** /b2b/wallets/payments (read b2b_payments): every payment of the company. */
export function PaymentsPage() {
  const { t } = useAccountingTranslation();
  const can = useMoneyRule();
  const { amount, paymentStatus } = useMoneyColumns();
  const dateTime = useDateTime();
  const label = useMoneyLabel();
  const refresh = useRefreshPayment();

  const gateway = (p: Payment) => (p.gateway_status ? label('gatewayStatus', p.gateway_status) : t('common.none'));
  // Only for roles that may ask the gateway (refresh_payment b2b_payments), on a card payment still waiting.
  const refreshButton = (p: Payment) =>
    can('paymentRefresh') && p.method === 'credit_card' && p.gateway_status === 'initiated' ? (
      <Button
        size="small"
        icon={<ArrowSyncRegular />}
        disabled={refresh.isPending}
        onClick={() => refresh.mutate(p.id, { onSuccess: () => notifySuccess('dataUpdated') })}
      >
        {t('payments.refresh')}
      </Button>
    ) : null;
  const columns: DataTableColumn<Payment, SortKeyOf<typeof PAYMENT_SORT_KEYS>>[] = [
    { key: 'reference', header: t('common.reference'), render: (p) => <Reference>{p.reference}</Reference> },
    { key: 'date', header: t('common.date'), sortKey: 'created_at', render: (p) => dateTime(p.created_at) },
    // The gateway's word under a card payment's method (one column less: the table fits 1366 px).
    {
      key: 'method',
      header: t('common.method'),
      render: (p) => (
        <>
          {label('paymentMethod', p.method)}
          {p.gateway_status ? (
            <Caption1 block style={{ color: tokens.colorNeutralForeground2 }}>
              {t('payments.gateway')}: {gateway(p)}
            </Caption1>
          ) : null}
        </>
      ),
    },
    { key: 'type', header: t('common.type'), render: (p) => label('paymentType', p.type) },
    paymentStatus(),
    amount('amount', t('common.amount'), (p) => p.amount, 'amount'),
    { key: 'invoice', header: t('payments.invoice'), render: (p) => p.invoice_code ?? t('common.none') },
  ];
  if (can('paymentRefresh')) columns.push({ key: 'actions', header: t('common.actions'), render: refreshButton });
  // At 390 px: reference and status on top, then date, method and type, the amount and what the gateway said.
  const card = (p: Payment) => (
    <MoneyCard
      title={<Reference>{p.reference}</Reference>}
      badge={<PaymentStatusBadge row={p} />}
      notes={[dateTime(p.created_at), `${label('paymentMethod', p.method)} · ${label('paymentType', p.type)}`]}
      facts={[
        { key: 'amount', label: t('common.amount'), value: <Amount halalas={p.amount} /> },
        ...(p.gateway_status ? [{ key: 'gateway', label: t('payments.gateway'), value: gateway(p) }] : []),
        ...(p.invoice_code
          ? [{ key: 'invoice', label: t('payments.invoice'), value: <Reference>{p.invoice_code}</Reference> }]
          : []),
      ]}
      footer={refreshButton(p)}
    />
  );

  return (
    <MoneyListPage
      testId="payments-page"
      title={t('pages.payments')}
      subtitle={t('payments.subtitle')}
      {...paymentList}
      toolbar={
        <>
          <VocabularyFilter name="type" label={t('common.type')} set="paymentType" values={PAYMENT_TYPES} />
          <VocabularyFilter name="method" label={t('common.method')} set="paymentMethod" values={PAYMENT_METHODS} />
          {/* A payment stored 'none' is a card payment the gateway refused or the payer canceled: said so, never "None". */}
          <VocabularyFilter
            name="status"
            label={t('common.status')}
            set="paymentStatus"
            values={PAYMENT_STATUSES}
            relabel={{ none: t('payments.refusedStatus') }}
          />
          <DateRangeFilter />
        </>
      }
      renderExport={(query) => (
        <ExportMenu path={`/${PAYMENT_ENDPOINTS.list.path}/export`} name="payments" query={query} />
      )}
      tableLabel={t('payments.tableLabel')}
      sortKeys={PAYMENT_SORT_KEYS}
      columns={columns}
      card={card}
      cardSortKey="created_at"
      emptyText={t('payments.empty')}
    />
  );
}
