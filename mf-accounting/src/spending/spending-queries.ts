import { callEndpoint, endpointQuery } from '@portal/shared';
import { SPENDING_ENDPOINTS } from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// company/wallets/spending (issue 9 Beyond; contract SPENDING_ENDPOINTS): branch caps and the payments held above them.

const SPENDING_KEY = [...MONEY_KEY, 'spending'] as const;

export const useSpending = (enabled: boolean) =>
  useQuery({ ...endpointQuery(SPENDING_ENDPOINTS.overview, undefined, { key: SPENDING_KEY }), enabled });

export function useSetCap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ branchId, monthlyCap }: { branchId: string; monthlyCap: number | null }) =>
      callEndpoint(SPENDING_ENDPOINTS.setCap, { params: { branchId }, body: { monthly_cap: monthlyCap } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SPENDING_KEY }),
  });
}

type Decision = { id: string; kind: 'approve' | 'reject'; reason?: string; headers: Record<string, string> };

/** Approve or reject a held payment (Idempotency-Key: a retried click never pays twice). */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, reason, headers }: Decision) =>
      kind === 'reject'
        ? callEndpoint(
            SPENDING_ENDPOINTS.reject,
            { params: { id }, body: { reason: reason?.trim() || null } },
            { headers },
          )
        : callEndpoint(SPENDING_ENDPOINTS.approve, { params: { id } }, { headers }),
    // Money moved: the wallet, movements and invoices refresh with the spending page.
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}
