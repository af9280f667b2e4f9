import { callEndpoint, type ListPageQuery } from '@portal/shared';
import { OPS_QUEUE_ENDPOINTS, type QuotationListQuery } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pollUnlessLive } from '../queue/ops-live';
import { QUOTATIONS_KEY } from '../queue/queue-keys';
import { queueListParams, useQueueDecision } from '../queue/queue-queries';

// The quotations queue (contract OPS_QUEUE_ENDPOINTS): quotations above the automatic approval limit wait as
// `submitted` for ops; the list, and the one request per decision.

/** A new quotation comes on the ops stream (ops-live.ts); while it is down the queue looks again every half minute. */
const REFRESH_MS = 30_000;

/** What the queue asks the API: submitted and oldest first unless the URL says otherwise. */
export const quotationListParams = (query: ListPageQuery) => queueListParams(query, 'submitted');

export const quotationListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...QUOTATIONS_KEY, 'list', query],
    queryFn: () =>
      callEndpoint(OPS_QUEUE_ENDPOINTS.listQuotations, {
        query: quotationListParams(query) as QuotationListQuery,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessLive(REFRESH_MS),
  });

/** Approve, or reject with the reason the company sees. */
export const useDecideQuotation = () =>
  useQueueDecision(
    QUOTATIONS_KEY,
    ({ id, reason, headers }: { id: string; reason: string | null; headers: Record<string, string> }) =>
      reason === null
        ? callEndpoint(OPS_QUEUE_ENDPOINTS.approveQuotation, { params: { id } }, { headers })
        : callEndpoint(OPS_QUEUE_ENDPOINTS.rejectQuotation, { params: { id }, body: { reason } }, { headers }),
  );
