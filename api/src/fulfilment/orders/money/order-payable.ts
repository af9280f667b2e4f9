import { eq } from 'drizzle-orm';
import type { Payable } from '../../../money/payments/payables';
import { orders } from '../../../platform/db/schema/index';
import { orderReturnPath, settleOrderCard } from './order-card';
import { decideHeldOrderPayment } from './order-held-payment';
import { decideOrderTransfer } from './order-transfer';

// An order as a payable (../../payments/payables.ts): its card payments, its bank transfers and its payments held
// by a spending cap are settled here, whoever receives the gateway's word, the ops decision or the approval.

export const orderPayable: Payable = {
  purpose: 'order',
  settleCard: settleOrderCard,
  decideTransfer: decideOrderTransfer,
  decideHeld: decideHeldOrderPayment,
  async hostedPage(db, payment, t) {
    const [row] = payment.purposeId
      ? await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, payment.purposeId))
      : [];
    const reference = row?.reference ?? '';
    return {
      description: t('orders.gateway.description', { reference }),
      returnPath: orderReturnPath(reference, payment.id),
    };
  },
};
