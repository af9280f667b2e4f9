import { callEndpoint, type ListPageQuery } from '@portal/shared';
import {
  type ListResult,
  OPS_QUEUE_ENDPOINTS,
  type OpsWalletRefund,
  type WalletRefundStatus,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pollUnlessLive } from '../queue/ops-live';
import { REFUNDS_KEY } from '../queue/queue-keys';
import { ANY_STATUS, useQueueDecision } from '../queue/queue-queries';

// The refunds queue (contract OPS_QUEUE_ENDPOINTS): refunds companies asked for, to pay out to their IBAN. The API
// answers the latest 200 of a status, oldest first (a queue, not an archive): the page pages them here.

/** A new refund comes on the ops stream (ops-live.ts); while it is down the queue looks again every half minute. */
const REFRESH_MS = 30_000;

/** The status the API is asked for: pending unless the filter says otherwise. */
export function refundStatusOf(query: ListPageQuery): WalletRefundStatus | undefined {
  const status = query.status;
  if (status === undefined) return 'pending';
  return status === ANY_STATUS ? undefined : (status as WalletRefundStatus);
}

/** One page of the answer, as the list page shows it (search by reference, company or IBAN). */
export function refundPage(all: OpsWalletRefund[], query: ListPageQuery): ListResult<OpsWalletRefund> {
  const page = Number(query.page ?? 1);
  const perPage = Number(query.perPage ?? 10);
  const q = String(query.q ?? '')
    .trim()
    .toLowerCase();
  const found = q
    ? all.filter((r) =>
        [r.reference, r.company.name, r.iban.replace(/\s/g, '')].some((s) => s.toLowerCase().includes(q)),
      )
    : all;
  return { items: found.slice((page - 1) * perPage, page * perPage), total: found.length, page, perPage };
}

export const refundListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'list', query],
    queryFn: async () => {
      const status = refundStatusOf(query);
      const all = await callEndpoint(OPS_QUEUE_ENDPOINTS.listRefunds, { query: status ? { status } : {} });
      return refundPage(all, query);
    },
    placeholderData: keepPreviousData,
    refetchInterval: pollUnlessLive(REFRESH_MS),
  });

/** Mark paid with the bank's reference, or reject with a reason (the amount goes back to the wallet). */
export const useDecideRefund = () =>
  useQueueDecision(
    REFUNDS_KEY,
    ({
      id,
      kind,
      text,
      headers,
    }: {
      id: string;
      kind: 'pay' | 'reject';
      text: string;
      headers: Record<string, string>;
    }) =>
      kind === 'pay'
        ? callEndpoint(OPS_QUEUE_ENDPOINTS.payRefund, { params: { id }, body: { bank_reference: text } }, { headers })
        : callEndpoint(OPS_QUEUE_ENDPOINTS.rejectRefund, { params: { id }, body: { reason: text } }, { headers }),
  );
