import type { ChatUnread } from '@portal/contract';
import { and, inArray, isNull, ne } from 'drizzle-orm';
import { orderMessages, orders, supportMessages } from '../../platform/db/schema/index';
import type { CompanyContext } from '../../platform/http/request-context';

// The Messages menu badge: what ops (or a provider) wrote that no member has read yet. The order chat counts
// only orders the member may see (read b2b_orders, their branches); the support chat needs read b2b_messages.

export async function chatUnread(ctx: CompanyContext): Promise<ChatUnread> {
  const { scope, ability } = ctx;
  const visibleOrders = scope.select({ id: orders.id }).from(orders);
  const ordersUnread = ability.can('read', 'b2b_orders')
    ? await scope.count(
        orderMessages,
        and(
          inArray(orderMessages.orderId, visibleOrders),
          ne(orderMessages.senderKind, 'company'),
          isNull(orderMessages.readAt),
        ),
      )
    : 0;
  const supportUnread = ability.can('read', 'b2b_messages')
    ? await scope.count(supportMessages, and(ne(supportMessages.senderKind, 'company'), isNull(supportMessages.readAt)))
    : 0;
  return { orders: ordersUnread, support: supportUnread, total: ordersUnread + supportUnread };
}
