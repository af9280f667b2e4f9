import type { OrderListItem } from '@portal/contract';
import type { OrderRow } from './order-list-query';
import { viewOrderHead } from './order-view';

// A row of the orders list (contract orderListItemSchema): the order as ./order-view maps it, with the number of
// service lines instead of the lines.

export function toOrderListItem(
  { order, providerName, providerPhone }: Pick<OrderRow, 'order' | 'providerName' | 'providerPhone'>,
  servicesCount: number,
): OrderListItem {
  const provider =
    order.providerId && providerName !== null
      ? { id: order.providerId, name: providerName, phone: providerPhone }
      : null;
  return { ...viewOrderHead(order, provider), services_count: servicesCount };
}
