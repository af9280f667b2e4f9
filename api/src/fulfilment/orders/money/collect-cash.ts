import type { OrderLogAction } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { AppError } from '../../../platform/http/app-error';
import { SYSTEM_ACTOR } from '../operations/order-actors';
import { logOrder } from '../order-log';
import { type OrderActorRef, type OrderRow, runTransition } from '../run-transition';
import { payOrder } from './order-money';

/**
 * collect_cash_payment (DOMAIN.md §2 cash): the cash of a cash order in progress, recorded by whoever took it — ops
 * (ops/orders/:id/collectCash) or the technician on site (providers/orders/:id/collectCash, ADR 0046):
 * cash_clearing → revenue + VAT payable, payment status collected, and the system's pay_final, in the caller's
 * transaction. `check` runs on the locked row first (the provider's: still its order).
 */
export function recordCashCollected(
  tx: CompanyScope,
  input: { orderId: string; by: OrderActorRef; now: Date; check?: (order: OrderRow) => void },
): Promise<OrderRow> {
  const { orderId, by, now } = input;
  return runTransition(tx, {
    orderId,
    operation: 'pay_final',
    by: SYSTEM_ACTOR,
    // A log action's name as the note: the pages show its label (ORDER_LABELS.logAction).
    note: 'collect_cash_payment' satisfies OrderLogAction,
    now,
    apply: async ({ scope: locked, order }) => {
      input.check?.(order);
      if (order.paymentMethod !== 'cash') throw new AppError(422, 'orders.op.not_cash');
      if (order.totalDue <= 0)
        throw new AppError(409, 'orders.nothing_due', { data: { reason: 'orders.nothing_due' } });
      await logOrder(locked, order.id, by, 'collect_cash_payment', { amount: order.totalDue }, now);
      return payOrder(locked, order, { source: 'cash_clearing', amount: order.totalDue, userId: by.userId, now });
    },
  });
}
