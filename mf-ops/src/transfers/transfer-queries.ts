import { api, type ListPageQuery } from '@portal/shared';
import type { ListResult, OpsTempTransaction } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pollUnlessLive } from '../queue/ops-live';
import { TRANSFERS_KEY } from '../queue/queue-keys';
import { queueListParams, useQueueDecision } from '../queue/queue-queries';

// The bank-transfer queue of the ops API (api/src/back-office/ops/routes.ts): the list, and the one request per decision.

const PATH = '/ops/wallets/temp-transactions';
/** A new transfer comes on the ops stream (ops-live.ts); while it is down the queue looks again every half minute. */
const REFRESH_MS = 30_000;

/** What the queue asks the API: pending and oldest first unless the URL says otherwise. */
export const transferListParams = (query: ListPageQuery) => queueListParams(query, 'pending');

export const transferListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...TRANSFERS_KEY, 'list', query],
    queryFn: () => api.get<ListResult<OpsTempTransaction>>(PATH, transferListParams(query)),
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessLive(REFRESH_MS),
  });

/** Confirm, or reject with the reason the company sees. */
export const useDecideTransfer = () =>
  useQueueDecision(
    TRANSFERS_KEY,
    ({ id, reason, headers }: { id: string; reason: string | null; headers: Record<string, string> }) =>
      reason === null
        ? api.post<OpsTempTransaction>(`${PATH}/${id}/confirm`, {}, { headers })
        : api.post<OpsTempTransaction>(`${PATH}/${id}/reject`, { reason }, { headers }),
  );
