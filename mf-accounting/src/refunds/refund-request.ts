import { callEndpoint } from '@portal/shared';
import { REFUND_ENDPOINTS } from '@portal/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// POST company/wallets/refunds (refund_payment b2b_payments), from its declaration; only the lazily loaded refund
// dialog imports it.

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
