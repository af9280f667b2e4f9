import { callEndpoint, type ListPageQuery, OPS_QUEUES_KEY, queryClient } from '@portal/shared';
import {
  type ListResult,
  OPS_QUEUE_ENDPOINTS,
  type OpsWalletRefund,
  type WalletRefundStatus,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';

// The refunds queue (contract OPS_QUEUE_ENDPOINTS): refunds companies asked for, to pay out to their IBAN. The API
// answers the latest 200 of a status, oldest first (a queue, not an archive): the page pages them here.

export const REFUNDS_KEY = ['ops', 'refunds'] as const;
/** The status filter's value that lifts it: the queue shows the pending refunds unless asked otherwise. */
export const ANY_STATUS = 'any';
/** No ops event stream yet: the queue looks again every half minute (and on focus). */
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
    refetchInterval: REFRESH_MS,
  });

export type RefundDecision = { kind: 'pay'; bankReference: string } | { kind: 'reject'; reason: string };

/**
 * Mark one refund paid (with the bank's reference) or reject it (the amount goes back to the wallet): one POST with
 * the Idempotency-Key the page keeps for this decision. Afterwards the queue and the navigation's counts are read again.
 */
export function useDecideRefund() {
  return useMutation({
    mutationFn: ({
      id,
      decision,
      headers,
    }: {
      id: string;
      decision: RefundDecision;
      headers: Record<string, string>;
    }) =>
      decision.kind === 'pay'
        ? callEndpoint(
            OPS_QUEUE_ENDPOINTS.payRefund,
            { params: { id }, body: { bank_reference: decision.bankReference } },
            { headers },
          )
        : callEndpoint(
            OPS_QUEUE_ENDPOINTS.rejectRefund,
            { params: { id }, body: { reason: decision.reason } },
            { headers },
          ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
        queryClient.invalidateQueries({ queryKey: OPS_QUEUES_KEY }),
      ]),
  });
}
