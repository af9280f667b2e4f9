import {
  confirmOrderPaymentFieldsSchema,
  nextStatus,
  ORDER_ENDPOINTS,
  type OrderOperationResult,
  type OrderStatus,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { requireBuyerIdentity } from '../../../company/account/buyer-identity';
import { markTransferConfirmed, markTransferRejected, paymentOfTransfer } from '../../../money/payments/payable-steps';
import type { Payable } from '../../../money/payments/payables';
import { keepReceiptIfNew, receiveReceipt } from '../../../money/transfers/receipt-intake';
import { orders, walletTempTransactions } from '../../../platform/db/schema/index';
import { recordOpsQueueChange } from '../../../platform/events/record-event';
import type { FileStorage } from '../../../platform/files/storage/storage';
import type { Upload } from '../../../platform/files/upload';
import { AppError } from '../../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../../platform/http/idempotency';
import type { CompanyContext } from '../../../platform/http/request-context';
import { operationResult } from '../operations/operation-result';
import { SYSTEM_ACTOR } from '../operations/order-actors';
import { lockOrder, refusedTransition, runTransition } from '../run-transition';
import { paymentStep } from './order-card';
import { moneyColumns, payOrder } from './order-money';

// Bank transfers of an order (ADR 0010 "transfer"): the receipt becomes a temporary transaction (payment status
// on_hold) through the existing receipt intake; ops confirm it within 24 h in the existing ops flow (which reaches
// `decideOrderTransfer` through the order payable, ./order-payable.ts): bank_clearing pays the order and the system
// runs the payment step; a rejection fails the advance while assigned and the amount is due again.

/** POST company/orders/confirmPayment as multipart (order_id, method transfer, note, then file `receipt`). */
export async function receiveOrderTransfer(
  ctx: CompanyContext,
  store: FileStorage,
  upload: Upload | undefined,
  key: string,
): Promise<{ body: OrderOperationResult; replayed: boolean }> {
  const receipt = await receiveReceipt(store, upload, confirmOrderPaymentFieldsSchema);
  const { fields } = receipt;
  return keepReceiptIfNew(store, receipt, () =>
    keyedOnce(
      ctx,
      {
        route: idempotencyRoute(ORDER_ENDPOINTS.confirmPayment),
        key: key,
        body: { ...fields, sha256: receipt.columns.receiptSha256 },
      },
      async (tx) => {
        if (fields.method !== 'transfer') {
          throw new AppError(422, 'errors.validation', { fields: { method: ['validation.invalid'] } });
        }
        await requireBuyerIdentity(tx, ctx.t);
        const order = await lockOrder(tx, fields.order_id);
        const machine = { status: order.status as OrderStatus, previous_status: order.previousStatus as OrderStatus };
        const decision = nextStatus(machine, paymentStep(order.status), 'C');
        if (!decision.ok) throw refusedTransition(decision.reason, order.status as OrderStatus);
        if (order.totalDue <= 0 || order.tempTransactionId) {
          throw new AppError(409, 'orders.nothing_due', { data: { reason: 'orders.nothing_due' } });
        }
        const [created] = await tx
          .insert(walletTempTransactions)
          .values({
            purpose: 'order',
            purposeId: order.id,
            amount: order.totalDue,
            note: fields.note ?? order.reference,
            ...receipt.columns,
            createdBy: ctx.actor.userId,
            createdAt: ctx.now,
          })
          .returning({ id: walletTempTransactions.id });
        await recordOpsQueueChange(tx, 'transfers_pending', ctx.now);
        await tx.update(
          orders,
          { tempTransactionId: created!.id, paymentStatus: 'on_hold', updatedAt: ctx.now },
          eq(orders.id, order.id),
        );
        return {
          status: 200,
          body: await operationResult(tx, ctx.lang, order.id, ctx.t('orders.op.waiting_transfer')),
        };
      },
    ),
  );
}

export const decideOrderTransfer: Payable['decideTransfer'] = async (scope, transfer, decision, opsUserId, now) => {
  // The order the receipt pays for, locked (its money columns change with the decision).
  const order = await lockOrder(scope, transfer.purposeId!);
  if (decision.kind === 'reject') {
    await markTransferRejected(scope, transfer, decision.reason, opsUserId, now);
    await scope.update(
      orders,
      { tempTransactionId: null, ...moneyColumns(order, order.totalPaid), updatedAt: now },
      eq(orders.id, order.id),
    );
    if (order.status === 'assigned') {
      await runTransition(scope, { orderId: order.id, operation: 'fail_advance_payment', by: SYSTEM_ACTOR, now });
    }
    return;
  }
  const type = paymentStep(order.status) === 'pay_advance' ? 'advance' : 'final';
  const paymentId = await paymentOfTransfer(scope, transfer, { purpose: 'order', purposeId: order.id, type }, now);
  await runTransition(scope, {
    orderId: order.id,
    operation: paymentStep(order.status),
    by: SYSTEM_ACTOR,
    now,
    apply: async ({ scope: tx, order: locked }) => ({
      ...(await payOrder(tx, locked, {
        source: 'bank_clearing',
        amount: transfer.amount,
        paymentId,
        userId: opsUserId,
        now,
      })),
      tempTransactionId: null,
    }),
  });
  await markTransferConfirmed(scope, transfer, paymentId, opsUserId, now);
};
