import { callEndpoint, mayCall } from '@portal/shared';
import {
  type ConfirmOrderPaymentFields,
  type EndpointInput,
  ORDER_ENDPOINTS,
  type OrderDetails,
  type OrderOperationResult,
  type OrderPrice,
  type OrderPriceBody,
  type TimeSlotsBody,
  TRANSACTION_ENDPOINTS,
} from '@portal/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from './list/order-list-query';

// company/orders/* and company/timeslots/generate, from their declarations (contract ORDER_ENDPOINTS): paths,
// answers and abilities are theirs, and a call the role forbids is never sent. Every hook also takes `enabled` =
// the caller's ability (ORDER_RULES), so no query runs without it. Everything lives under ORDERS_KEY: a step, and
// the realtime stream's order events (shared/src/realtime), refresh the lot.

export const orderKey = (reference: string) => [...ORDERS_KEY, 'one', reference] as const;

/** GET company/orders/order/:reference, silent: the page shows its own not-found state. */
export const useOrder = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKey(reference),
    queryFn: () => callEndpoint(ORDER_ENDPOINTS.one, { params: { reference } }, { silent: true }),
    enabled: enabled && mayCall(ORDER_ENDPOINTS.one),
    retry: false,
  });

export const useOrderLogs = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'logs', reference],
    queryFn: () => callEndpoint(ORDER_ENDPOINTS.logs, { params: { reference } }, { silent: true }),
    enabled: enabled && mayCall(ORDER_ENDPOINTS.logs),
  });

/** The wallet movements of the order (the transactions list's `q` matches the reference in the description). */
export const useOrderTransactions = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: ['accounting', 'transactions', 'order', reference],
    queryFn: () =>
      callEndpoint(TRANSACTION_ENDPOINTS.list, { query: { q: reference, perPage: 100 } }, { silent: true }),
    enabled,
  });

/** POST company/timeslots/generate: the free slots of a day (only once branch, services and date are set). */
export const useTimeSlots = (body: TimeSlotsBody | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'slots', body],
    queryFn: () => callEndpoint(ORDER_ENDPOINTS.timeSlots, { body: body as TimeSlotsBody }, { silent: true }),
    enabled: enabled && body !== null && mayCall(ORDER_ENDPOINTS.timeSlots),
    staleTime: 30_000,
  });

/** POST company/orders/order/price: the authoritative breakdown (with the coupon) of what the form holds. */
export const useOrderPrice = (body: OrderPriceBody | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'price', body],
    // The schema's factor keys are strings; the contract's OrderPrice names them (FactorKey).
    queryFn: () =>
      callEndpoint(ORDER_ENDPOINTS.price, { body: body as OrderPriceBody }, { silent: true }) as Promise<OrderPrice>,
    enabled: enabled && body !== null && mayCall(ORDER_ENDPOINTS.price),
    placeholderData: keepPreviousData,
    retry: false,
  });

type Headed<T> = { body: T; headers: Record<string, string> };
type Send<T> = (body: T, config: { headers: Record<string, string> }) => Promise<OrderOperationResult>;

function useOrderChange<T>(send: Send<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: Headed<T>) => send(body, { headers }),
    onSuccess: (result) => {
      client.setQueryData<OrderDetails>(orderKey(result.order.reference), (old) =>
        old ? { ...old, order: result.order } : old,
      );
      return client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

/** The declared company steps that answer the order's operation result. */
export type OrderChangeName =
  | 'create'
  | 'createPackageVisit'
  | 'openWarranty'
  | 'updateStatus'
  | 'checkPayment'
  | 'rescheduleOrder'
  | 'approveServiceChanges'
  | 'approveVisitChanges'
  | 'updateVisitQuotationStatus'
  | 'rate';
type ChangeBody<K extends OrderChangeName> = EndpointInput<(typeof ORDER_ENDPOINTS)[K]>['body'];

const declared =
  <K extends OrderChangeName>(name: K): Send<ChangeBody<K>> =>
  (body, config) =>
    callEndpoint(ORDER_ENDPOINTS[name] as (typeof ORDER_ENDPOINTS)['rate'], { body: body as never }, config);

/**
 * POST company/orders/order with its Idempotency-Key: repeated once, with the same key, only when no API process
 * handled it (shared/src/http/retry-policy.ts); the API answers a repeat with the first answer.
 */
export const useCreateOrder = () => useOrderChange(declared('create'));
/** POST company/orders/createPackageVisit with its Idempotency-Key. */
export const useCreatePackageVisit = () => useOrderChange(declared('createPackageVisit'));

/** The company operations of the order page, by the declaration each posts to (money ones send an Idempotency-Key). */
export const useOrderOperation = <K extends OrderChangeName>(name: K) => useOrderChange(declared(name));

/**
 * POST company/orders/confirmPayment (Idempotency-Key), its JSON form: this page pays from the wallet or by card
 * (a transfer sends its receipt as multipart). The pay button shows only with ORDER_RULES.paymentConfirm
 * (./operations/order-actions.ts).
 */
export const useConfirmPayment = () =>
  useOrderChange<ConfirmOrderPaymentFields>((body, config) =>
    callEndpoint(ORDER_ENDPOINTS.confirmPayment, { body }, config),
  );
