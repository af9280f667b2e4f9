import type { DispatchOrder } from '@portal/shared/contract';

// The board groups a page of visits (already waiting-first, then by slot on the server) into runs of the same
// slot start and the same need: one header per group instead of the time on every row.

export type SlotGroup = { key: string; waiting: boolean; time: string; orders: DispatchOrder[] };

export function slotGroups(orders: readonly DispatchOrder[]): SlotGroup[] {
  const groups: SlotGroup[] = [];
  for (const order of orders) {
    const last = groups.at(-1);
    if (last && last.waiting === order.needs_provider && last.time === order.time) last.orders.push(order);
    else
      groups.push({
        key: `${order.needs_provider ? 'waiting' : 'planned'}-${order.time}`,
        waiting: order.needs_provider,
        time: order.time,
        orders: [order],
      });
  }
  return groups;
}
