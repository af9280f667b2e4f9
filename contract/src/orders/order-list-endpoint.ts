import { endpoint } from '../endpoint';
import { ORDER_PATHS } from './order-paths';
import { ORDER_RULES } from './order-permissions';
import { orderListQuerySchema } from './order-requests';
import { orderListSchema } from './order-schemas';

/**
 * GET company/orders/order (ORDER_ENDPOINTS.list), declared in a module of its own: the orders list is mf-orders'
 * landing page, in its first chunk, which must not carry every order schema the other endpoints declare.
 */
export const ORDER_LIST_ENDPOINT = endpoint({
  operationId: 'listOrders',
  method: 'GET',
  path: ORDER_PATHS.list,
  access: { ability: ORDER_RULES.ordersRead },
  summary: "The company's orders (the member's branches only): search by reference or branch, filters, sort, pages",
  tag: 'orders',
  query: orderListQuerySchema,
  response: orderListSchema,
});
