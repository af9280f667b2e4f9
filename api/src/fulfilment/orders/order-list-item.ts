import type { OrderListItem } from '@portal/contract';
import type { Lang } from '../../platform/i18n/translate';
import type { OrderRow } from './order-list-query';
import { viewOrderHead } from './order-view';

// A row of the orders list (contract orderListItemSchema): the order through the one mapper (./order-view), with
// the number of service lines instead of the lines, and the provider named in the reader's language.

export function toOrderListItem(
  { order, providerNames, providerPhone }: Pick<OrderRow, 'order' | 'providerNames' | 'providerPhone'>,
  servicesCount: number,
  lang: Lang,
): OrderListItem {
  const name = providerNames?.[lang] ?? null;
  const provider = order.providerId && name !== null ? { id: order.providerId, name, phone: providerPhone } : null;
  return { ...viewOrderHead(order, provider), services_count: servicesCount };
}
