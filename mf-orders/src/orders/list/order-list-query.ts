import { endpointList } from '@portal/shared';
import { ORDER_LIST_ENDPOINT } from '@portal/shared/contract';

// The orders list (the landing page, in the remote's first chunk): it imports only its own declaration, not
// ORDER_ENDPOINTS (../order-queries.ts, loaded with the other pages), to keep that chunk within its budget.

/** Every order query lives under this key: a step, and the realtime stream's order events, refresh the lot. */
export const ORDERS_KEY = ['orders'] as const;

/** The list page's rule, query and URL filters (status, type, branch, payment status, dates) from its endpoint. */
export const orderList = endpointList(ORDER_LIST_ENDPOINT, {
  key: ORDERS_KEY,
  filterKeys: ['status', 'type', 'branch_id', 'payment_status', 'date_from', 'date_to'],
});
