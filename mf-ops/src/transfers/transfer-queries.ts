import { api, type ListPageQuery, OPS_QUEUES_KEY, queryClient } from '@portal/shared';
import type { ListResult, OpsTempTransaction } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';

// The bank-transfer queue of the ops API (api/src/ops/routes.ts): the list, and the one request per decision.

const PATH = '/ops/wallets/temp-transactions';
export const TRANSFERS_KEY = ['ops', 'transfers'] as const;
/** The status filter's value that lifts it: the queue shows the pending transfers unless asked otherwise. */
export const ANY_STATUS = 'any';
/** New transfers have no event on the ops side yet: the queue looks again every half minute (and on focus). */
const REFRESH_MS = 30_000;

/** What the queue asks the API: pending and oldest first unless the URL says otherwise. */
export function transferListParams(query: ListPageQuery): ListPageQuery {
  const { status, ...rest } = query;
  const params: ListPageQuery = { ...rest };
  if (status === undefined) params.status = 'pending';
  else if (status !== ANY_STATUS) params.status = status;
  if (params.sortBy === undefined) {
    params.sortBy = 'created_at';
    params.sortDesc = false;
  }
  return params;
}

export const transferListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...TRANSFERS_KEY, 'list', query],
    queryFn: () => api.get<ListResult<OpsTempTransaction>>(PATH, transferListParams(query)),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export type TransferDecision = { kind: 'confirm' } | { kind: 'reject'; reason: string };

/**
 * Confirm or reject one transfer: one POST with the Idempotency-Key the dialog keeps for this decision (a retry after
 * a lost answer is answered once). Afterwards the queue is read again, whatever the answer (another agent may have
 * decided it first: 409).
 */
export function useDecideTransfer() {
  return useMutation({
    mutationFn: ({
      id,
      decision,
      headers,
    }: {
      id: string;
      decision: TransferDecision;
      headers: Record<string, string>;
    }) =>
      decision.kind === 'confirm'
        ? api.post<OpsTempTransaction>(`${PATH}/${id}/confirm`, {}, { headers })
        : api.post<OpsTempTransaction>(`${PATH}/${id}/reject`, { reason: decision.reason }, { headers }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRANSFERS_KEY }),
        queryClient.invalidateQueries({ queryKey: OPS_QUEUES_KEY }), // the navigation's counts
      ]),
  });
}
