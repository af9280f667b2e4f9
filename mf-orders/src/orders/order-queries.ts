import { api, callEndpoint, type ListPageQuery } from '@portal/shared';
import {
  type CreateOrderValues,
  type CreatePackageVisitBody,
  type ListResult,
  ORDER_PATHS,
  type OrderDetails,
  type OrderListItem,
  type OrderLogEntry,
  type OrderOperationResult,
  type OrderPrice,
  type OrderPriceBody,
  type TimeSlots,
  type TimeSlotsBody,
  TRANSACTION_ENDPOINTS,
} from '@portal/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// company/orders/* and company/timeslots/generate (ORDER_PATHS). Every hook takes `enabled` = the caller's
// ability (ORDER_RULES): the UI never calls what the role forbids, so no query runs without it.

export const ORDERS_KEY = ['orders'] as const;
const withReference = (path: string, reference: string) =>
  `/${path.replace(':reference', encodeURIComponent(reference))}`;
const orderKey = (reference: string) => [...ORDERS_KEY, 'one', reference] as const;

export const orderListQuery = (query: ListPageQuery) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', query],
    queryFn: () => api.get<ListResult<OrderListItem>>(`/${ORDER_PATHS.list}`, query),
    placeholderData: keepPreviousData,
  });

/** GET company/orders/order/:reference, silent: the page shows its own not-found state. */
export const useOrder = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKey(reference),
    queryFn: () => api.get<OrderDetails>(withReference(ORDER_PATHS.one, reference), undefined, { silent: true }),
    enabled,
    retry: false,
  });

export const useOrderLogs = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'logs', reference],
    queryFn: async () =>
      api.get<OrderLogEntry[]>(withReference(ORDER_PATHS.logs, reference), undefined, { silent: true }),
    enabled,
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
    queryFn: () => api.post<TimeSlots>(`/${ORDER_PATHS.timeSlots}`, body, { silent: true }),
    enabled: enabled && body !== null,
    staleTime: 30_000,
  });

/** POST company/orders/order/price: the authoritative breakdown (with the coupon) of what the form holds. */
export const useOrderPrice = (body: OrderPriceBody | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'price', body],
    queryFn: () => api.post<OrderPrice>(`/${ORDER_PATHS.price}`, body, { silent: true }),
    enabled: enabled && body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

type Headed<T> = { body: T; headers: Record<string, string> };

function useOrderChange<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, headers }: Headed<T>) => api.post<OrderOperationResult>(`/${path}`, body, { headers }),
    onSuccess: (result) => {
      client.setQueryData<OrderDetails>(orderKey(result.order.reference), (old) =>
        old ? { ...old, order: result.order } : old,
      );
      return client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}

/**
 * POST company/orders/order with its Idempotency-Key: repeated once, with the same key, only when no API process
 * handled it (shared/src/http/retry-policy.ts); the API answers a repeat with the first answer.
 */
export const useCreateOrder = () => useOrderChange<CreateOrderValues>(ORDER_PATHS.create);
/** POST company/orders/createPackageVisit with its Idempotency-Key. */
export const useCreatePackageVisit = () => useOrderChange<CreatePackageVisitBody>(ORDER_PATHS.createPackageVisit);

/** The company operations of the order page, by the path each posts to (money ones send an Idempotency-Key). */
export const useOrderOperation = (path: string) => useOrderChange<unknown>(path);
