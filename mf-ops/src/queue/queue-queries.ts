import { type ListPageQuery, OPS_QUEUES_KEY, queryClient } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

// What the three queues ask the API and how a decision is sent: the same for transfers, quotations and refunds.

/** The status filter's value that lifts it: a queue shows its waiting items unless asked otherwise. */
export const ANY_STATUS = 'any';

/** What a queue asks the API: its waiting status and oldest first, unless the URL says otherwise. */
export function queueListParams(query: ListPageQuery, waitingStatus: string): ListPageQuery {
  const { status, ...rest } = query;
  const params: ListPageQuery = { ...rest };
  if (status === undefined) params.status = waitingStatus;
  else if (status !== ANY_STATUS) params.status = status;
  if (params.sortBy === undefined) {
    params.sortBy = 'created_at';
    params.sortDesc = false;
  }
  return params;
}

/**
 * One decision on one item: one POST with the Idempotency-Key the dialog keeps for it (a retry after a lost answer
 * is answered once). Afterwards the queue and the navigation's counts are read again, whatever the answer (another
 * agent may have decided it first: 409).
 */
export function useQueueDecision<TVariables>(
  queueKey: readonly string[],
  send: (variables: TVariables) => Promise<unknown>,
) {
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: OPS_QUEUES_KEY }),
      ]),
  });
}
