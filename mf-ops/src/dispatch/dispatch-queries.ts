import { callEndpoint, endpointQuery, queryClient } from '@portal/shared';
import {
  type DispatchOrderQuery,
  type EndpointInput,
  OPS_ENDPOINTS,
  OPS_ORDER_ENDPOINTS,
} from '@portal/shared/contract';
import { keepPreviousData, useMutation } from '@tanstack/react-query';

// The dispatch board's reads (OPS_ENDPOINTS dispatch*) and its one request per step (OPS_ORDER_ENDPOINTS): each step
// carries the Idempotency-Key its dialog keeps, and afterwards the board and the providers' day are read again.

export const DISPATCH_KEY = ['ops', 'dispatch'] as const;
/** The ops side has no event stream yet: the board looks again every half minute (and on focus). */
const REFRESH_MS = 30_000;
/** 200 visits a day: two pages of 100 at most, grouped by slot. */
export const BOARD_PAGE_SIZE = 100;

export const boardQuery = (query: DispatchOrderQuery) => ({
  ...endpointQuery(OPS_ENDPOINTS.dispatchOrders, { query }, { key: [...DISPATCH_KEY, 'orders'] }),
  placeholderData: keepPreviousData,
  refetchInterval: REFRESH_MS,
});

export const dayQuery = (date: string) => ({
  ...endpointQuery(OPS_ENDPOINTS.dispatchDay, { query: { date } }, { key: [...DISPATCH_KEY, 'day'] }),
  placeholderData: keepPreviousData,
  refetchInterval: REFRESH_MS,
});

export const slotsQuery = (orderId: string, date: string) =>
  endpointQuery(
    OPS_ENDPOINTS.dispatchSlots,
    { params: { id: orderId }, query: { date } },
    { key: [...DISPATCH_KEY, 'slots'] },
  );

type RescheduleBody = EndpointInput<typeof OPS_ORDER_ENDPOINTS.reschedule>['body'];

export type DispatchStep =
  | { kind: 'confirm' }
  | { kind: 'assign'; provider_id: string; reason?: string }
  | { kind: 'fail_assignment'; reason: string }
  | { kind: 'fail'; reason_code: string; reason?: string }
  | ({ kind: 'reschedule' } & RescheduleBody);

function send(orderId: string, step: DispatchStep, headers: Record<string, string>) {
  const params = { id: orderId };
  switch (step.kind) {
    case 'confirm':
      return callEndpoint(OPS_ORDER_ENDPOINTS.transition, { params, body: { operation: 'confirm' } }, { headers });
    case 'fail_assignment':
      return callEndpoint(
        OPS_ORDER_ENDPOINTS.transition,
        { params, body: { operation: 'fail_assignment', reason: step.reason } },
        { headers },
      );
    case 'fail': {
      const { kind: _kind, ...reason } = step;
      return callEndpoint(
        OPS_ORDER_ENDPOINTS.transition,
        { params, body: { operation: 'fail', ...reason } },
        { headers },
      );
    }
    case 'assign': {
      const { kind: _kind, ...body } = step;
      return callEndpoint(OPS_ORDER_ENDPOINTS.assignProvider, { params, body }, { headers });
    }
    case 'reschedule': {
      const { kind: _kind, ...body } = step;
      return callEndpoint(OPS_ORDER_ENDPOINTS.reschedule, { params, body }, { headers });
    }
  }
}

export function useDispatchStep() {
  return useMutation({
    mutationFn: ({
      orderId,
      step,
      headers,
    }: {
      orderId: string;
      step: DispatchStep;
      headers: Record<string, string>;
    }) => send(orderId, step, headers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISPATCH_KEY }),
  });
}
