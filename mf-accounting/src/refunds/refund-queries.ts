import { endpointQuery } from '@portal/shared';
import { REFUND_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// company/wallets/refunds (contract REFUND_ENDPOINTS: refund_payment b2b_payments to ask, read b2b_payments to list).

const REFUNDS_KEY = [...MONEY_KEY, 'refunds'] as const;

export const useRefunds = (enabled: boolean) =>
  useQuery({ ...endpointQuery(REFUND_ENDPOINTS.list, undefined, { key: REFUNDS_KEY }), enabled });
