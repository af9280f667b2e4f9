import type { DataTableColumn } from '@portal/shared';
import { useCallback } from 'react';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { StatusBadge } from './status-badge';
import { useMoney } from './use-money';

/**
 * The columns the money lists share: an amount kept on one line, and a payment's status as its badge (sorted by
 * the list's `status` key).
 */
export function useMoneyColumns() {
  const { t } = useAccountingTranslation();
  const money = useMoney();
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
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{money(value(row))}</span>,
    }),
    [money],
  );
  const paymentStatus = <T extends { status: string }>(): DataTableColumn<T, 'status'> => ({
    key: 'status',
    header: t('common.status'),
    sortKey: 'status',
    render: (row) => <StatusBadge set="paymentStatus" value={row.status} />,
  });
  return { amount, paymentStatus };
}
