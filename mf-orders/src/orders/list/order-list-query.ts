import { endpointQuery, type ListPageQuery } from '@portal/shared';
import { ORDER_LIST_ENDPOINT } from '@portal/shared/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

// The orders list (the landing page, in the remote's first chunk): it imports only its own declaration, not
// ORDER_ENDPOINTS (../order-queries.ts, loaded with the other pages), to keep that chunk within its budget.

/** Every order query lives under this key: a step, and the realtime stream's order events, refresh the lot. */
export const ORDERS_KEY = ['orders'] as const;

export const orderListQuery = (query: ListPageQuery) =>
  queryOptions({
    ...endpointQuery(ORDER_LIST_ENDPOINT, { query }, { key: [...ORDERS_KEY, 'list'] }),
    placeholderData: keepPreviousData,
  });
