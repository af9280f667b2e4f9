import { callEndpoint, endpointQuery } from '@portal/shared';
import { REFUND_ENDPOINTS } from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// company/wallets/refunds (contract REFUND_ENDPOINTS: refund_payment b2b_payments to ask, read b2b_payments to list).

const REFUNDS_KEY = [...MONEY_KEY, 'refunds'] as const;

export const useRefunds = (enabled: boolean) =>
  useQuery({ ...endpointQuery(REFUND_ENDPOINTS.list, undefined, { key: REFUNDS_KEY }), enabled });

type Input = { amount: number; iban: string; account_name: string; note: string; headers: Record<string, string> };

export function useRequestRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ headers, note, ...body }: Input) =>
      callEndpoint(REFUND_ENDPOINTS.request, { body: { ...body, note: note.trim() || null } }, { headers }),
    // The wallet balance changed too.
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}
