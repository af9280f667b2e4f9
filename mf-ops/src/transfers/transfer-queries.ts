import { callEndpoint, type ListPageQuery } from '@portal/shared';
import { type EndpointInput, OPS_QUEUE_ENDPOINTS } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pollUnlessLive } from '../queue/ops-live';
import { TRANSFERS_KEY } from '../queue/queue-keys';
import { queueListParams, useQueueDecision } from '../queue/queue-queries';

// The bank-transfer queue, from its declarations (contract OPS_QUEUE_ENDPOINTS): the list, and the one request per
// decision.

/** A new transfer comes on the ops stream (ops-live.ts); while it is down the queue looks again every half minute. */
const REFRESH_MS = 30_000;
type TransferListQuery = EndpointInput<typeof OPS_QUEUE_ENDPOINTS.listTransfers>['query'];

/** What the queue asks the API: pending and oldest first unless the URL says otherwise. */
export const transferListParams = (query: ListPageQuery) => queueListParams(query, 'pending');

export const transferListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...TRANSFERS_KEY, 'list', query],
    queryFn: () =>
      callEndpoint(OPS_QUEUE_ENDPOINTS.listTransfers, { query: transferListParams(query) as TransferListQuery }),
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessLive(REFRESH_MS),
  });

/** Confirm, or reject with the reason the company sees. */
export const useDecideTransfer = () =>
  useQueueDecision(
    TRANSFERS_KEY,
    ({ id, reason, headers }: { id: string; reason: string | null; headers: Record<string, string> }) =>
      reason === null
        ? callEndpoint(OPS_QUEUE_ENDPOINTS.confirmTransfer, { params: { id } }, { headers })
        : callEndpoint(OPS_QUEUE_ENDPOINTS.rejectTransfer, { params: { id }, body: { reason } }, { headers }),
  );
