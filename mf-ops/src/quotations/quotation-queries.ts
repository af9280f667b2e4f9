import { callEndpoint, type ListPageQuery, OPS_QUEUES_KEY, queryClient } from '@portal/shared';
import { OPS_QUEUE_ENDPOINTS, type QuotationListQuery } from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';

// The quotations queue (contract OPS_QUEUE_ENDPOINTS): quotations above the automatic approval limit wait as
// `submitted` for ops; the list, and the one request per decision.

export const QUOTATIONS_KEY = ['ops', 'quotations'] as const;
/** The status filter's value that lifts it: the queue shows the submitted quotations unless asked otherwise. */
export const ANY_STATUS = 'any';
/** No ops event stream yet: the queue looks again every half minute (and on focus), as the transfers queue does. */
const REFRESH_MS = 30_000;

/** What the queue asks the API: submitted and oldest first unless the URL says otherwise. */
export function quotationListParams(query: ListPageQuery): ListPageQuery {
  const { status, ...rest } = query;
  const params: ListPageQuery = { ...rest };
  if (status === undefined) params.status = 'submitted';
  else if (status !== ANY_STATUS) params.status = status;
  if (params.sortBy === undefined) {
    params.sortBy = 'created_at';
    params.sortDesc = false;
  }
  return params;
}

export const quotationListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...QUOTATIONS_KEY, 'list', query],
    queryFn: () =>
      callEndpoint(OPS_QUEUE_ENDPOINTS.listQuotations, {
        query: quotationListParams(query) as QuotationListQuery,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export type QuotationDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/**
 * Approve or reject one quotation: one POST with the Idempotency-Key the page keeps for this decision (a retry
 * after a lost answer is answered once). Afterwards the queue and the navigation's counts are read again.
 */
export function useDecideQuotation() {
  return useMutation({
    mutationFn: ({
      id,
      decision,
      headers,
    }: {
      id: string;
      decision: QuotationDecision;
      headers: Record<string, string>;
    }) =>
      decision.kind === 'approve'
        ? callEndpoint(OPS_QUEUE_ENDPOINTS.approveQuotation, { params: { id } }, { headers })
        : callEndpoint(
            OPS_QUEUE_ENDPOINTS.rejectQuotation,
            { params: { id }, body: { reason: decision.reason } },
            { headers },
          ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUOTATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: OPS_QUEUES_KEY }),
      ]),
  });
}
