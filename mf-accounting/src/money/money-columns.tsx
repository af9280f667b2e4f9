import type { DataTableColumn } from '@portal/shared';
import { refusedCardStatus } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { Amount } from './amount';
import { StatusBadge } from './status-badge';

/**
 * The columns the money lists share: an amount kept on one line, and a payment's status as its badge (sorted by
 * the list's `status` key).
 */
export function useMoneyColumns() {
  const { t } = useAccountingTranslation();
  const amount = useCallback(
    <T, S extends string>(
      key: string,
      header: string,
      value: (row: T) => number,
      sortKey?: S,
    ): DataTableColumn<T, S> => ({
      key,
      header,
      sortKey,
      render: (row) => <Amount halalas={value(row)} />,
    }),
    [],
  );
  // A refused card payment (stored 'none') reads as the gateway's word, never "None" (issue 28.2).
  const paymentStatus = <T extends { status: string; gateway_status?: string | null }>(): DataTableColumn<
    T,
    'status'
  > => ({
    key: 'status',
    header: t('common.status'),
    sortKey: 'status',
    render: (row) => <PaymentStatusBadge row={row} />,
  });
  return { amount, paymentStatus };
}

/** A payment's (or an invoice's) status badge; a refused card payment reads as the gateway's word. */
export function PaymentStatusBadge({ row }: { row: { status: string; gateway_status?: string | null } }) {
  const refused = refusedCardStatus(row);
  return refused ? (
    <StatusBadge set="gatewayStatus" value={refused} />
  ) : (
    <StatusBadge set="paymentStatus" value={row.status} />
  );
}
