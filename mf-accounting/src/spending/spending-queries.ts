import { api } from '@portal/shared';
import type { BranchSpending, PaymentApproval, SpendingOverview } from '@portal/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';

// company/wallets/spending (issue 9 Beyond): branch caps and the payments held above them.

const SPENDING_KEY = [...MONEY_KEY, 'spending'] as const;
const BASE = '/company/wallets/spending';

export const useSpending = (enabled: boolean) =>
  useQuery({ queryKey: SPENDING_KEY, queryFn: () => api.get<SpendingOverview>(BASE), enabled });

export function useSetCap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ branchId, monthlyCap }: { branchId: string; monthlyCap: number | null }) =>
      api.put<BranchSpending>(`${BASE}/caps/${encodeURIComponent(branchId)}`, { monthly_cap: monthlyCap }),
    onSuccess: () => client.invalidateQueries({ queryKey: SPENDING_KEY }),
  });
}

type Decision = { id: string; kind: 'approve' | 'reject'; reason?: string; headers: Record<string, string> };

/** Approve or reject a held payment (Idempotency-Key: a retried click never pays twice). */
export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, reason, headers }: Decision) =>
      api.post<PaymentApproval>(
        `${BASE}/approvals/${encodeURIComponent(id)}/${kind}`,
        kind === 'reject' ? { reason: reason?.trim() || null } : {},
        { headers },
      ),
    // Money moved: the wallet, movements and invoices refresh with the spending page.
    onSuccess: () => client.invalidateQueries({ queryKey: MONEY_KEY }),
  });
}
