import { orderMoney } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized } from '../../messaging/notifications/notify-company';
import { issueInvoice } from '../../money/invoices/issue-invoice';
import {
  creditAvailable,
  deductionPlan,
  deductionSplit,
  insufficientCredit,
  lockCompanyAccounts,
  post,
} from '../../money/ledger/index';
import { orders, payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { orderInvoiceLines } from './money/order-invoice-lines';
import { recordOrderPayment } from './money/order-money';
import { offerNameOf } from './offers/order-offer';
import type { NewOrderService } from './order-insert';
import type { OrderRow } from './run-transition';

// A wallet order is paid in its submit transaction (ADR 0010 "Money per payment method"): wallet first, then the
// credit line (422 insufficient credit otherwise, and nothing of the order is kept), → revenue + VAT payable in one
// journal entry, with the order invoice (kind order, paid) issued for it.

export async function payOrderFromWallet(
  tx: CompanyScope,
  order: OrderRow,
  services: readonly NewOrderService[],
  userId: string,
  now: Date,
): Promise<OrderRow> {
  if (order.total === 0) return order;
  const accounts = await lockCompanyAccounts(tx);
  const split = deductionSplit(order.total, accounts.wallet.balance, creditAvailable(accounts));
  if (!split.allowed) throw insufficientCredit({ shortfall: split.shortfall });
  const what = { method: 'wallet', type: 'final', amount: order.total } as const;
  const paymentId = await recordOrderPayment(tx, order, what, { userId, now });
  const invoice = await issueInvoice(tx, {
    kind: 'order',
    status: 'paid',
    issuedAt: now,
    lines: orderInvoiceLines(services, { subtotal: order.subtotal, vat: order.vat }),
    discount: order.discount,
    couponCode: order.couponCode,
    offerName: await offerNameOf(tx.db, order.offerId),
    paid: order.total,
    paymentId,
  });
  const taxable = order.subtotal - order.discount;
  const credits = [
    { account: 'revenue' as const, amount: -taxable },
    { account: 'vat_payable' as const, amount: -order.vat },
  ].filter((line) => line.amount !== 0);
  const entry = await post(
    tx,
    {
      type: 'order',
      paymentType: 'final',
      method: 'wallet',
      paymentId,
      invoiceId: invoice.id,
      reference: order.reference,
      description: localized('orders.entry.payment', { reference: order.reference }),
      createdBy: userId,
      createdAt: now,
      postings: deductionPlan(split.fromWallet, split.fromCredit, credits),
    },
    accounts,
  );
  await tx.update(payments, { entryId: entry.id, invoiceId: invoice.id }, eq(payments.id, paymentId));
  const money = orderMoney({ total: order.total, paid: order.total, method: 'wallet', transfer_pending: false });
  const [paid] = await tx
    .update(
      orders,
      {
        totalPaid: money.total_paid,
        totalDue: money.total_due,
        paymentStatus: money.payment_status,
        paymentType: 'final',
        invoiceIds: [...order.invoiceIds, invoice.id],
        updatedAt: now,
      },
      eq(orders.id, order.id),
    )
    .returning();
  const payload = { reference: order.reference, order_id: order.id, amount: order.total, method: 'wallet' };
  await recordEvent(tx, { type: 'PAYMENT_RECEIVED', payload, createdAt: now, branchId: order.branchId });
  await recordEvent(tx, { type: 'WALLET_CHANGED', payload, createdAt: now, branchId: order.branchId });
  return paid as OrderRow;
}
