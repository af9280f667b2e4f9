import { type OrderStatus, orderMoney, orderPaymentType, type PaymentMethod, type PaymentType } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { localized } from '../../../messaging/notifications/notify-company';
import { creditInvoice } from '../../../money/invoices/credit-notes/credit-invoice';
import { issueInvoice } from '../../../money/invoices/issue-invoice';
import {
  creditAvailable,
  deductionSplit,
  insufficientCredit,
  lockCompanyAccounts,
  type PostingInput,
  post,
  rechargePlan,
} from '../../../money/ledger/index';
import { recordPaidPayment } from '../../../money/payments/payable-steps';
import { companyPackageConsumptions, companyPackages, payments } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { recordEvent } from '../../../platform/events/record-event';
import { offerNameOf } from '../offers/order-offer';
import type { OrderChanges, OrderRow } from '../run-transition';
import { storedOrderInvoiceLines } from './order-invoice-lines';

// The money of an order (ADR 0010 "Money per payment method"), always in the caller's transaction (the
// transition's, so status and money move together): a payment from the wallet or a clearing account (card,
// transfer, cash) → revenue + VAT payable; a refund back to the wallet (credit used paid back first); a package
// visit's consumption given back. Every balance change goes through api/src/money/ledger.

type OrderPaymentSource = 'wallet' | 'gateway_clearing' | 'bank_clearing' | 'cash_clearing';

const METHOD_OF: Record<OrderPaymentSource, PaymentMethod> = {
  wallet: 'wallet',
  gateway_clearing: 'credit_card',
  bank_clearing: 'transfer',
  cash_clearing: 'cash',
};

/** The VAT inside `amount` of the order's total (a part payment carries its share of the VAT). */
function vatShare(order: OrderRow, amount: number): number {
  return order.total > 0 ? Math.round((amount * order.vat) / order.total) : 0;
}

/** Revenue and VAT payable for `amount` received (−: credited) or given back (+: debited). */
function salesLines(order: OrderRow, amount: number, sign: 1 | -1): PostingInput[] {
  const vat = vatShare(order, amount);
  const lines: PostingInput[] = [];
  if (amount - vat > 0) lines.push({ account: 'revenue', amount: sign * (amount - vat) });
  if (vat > 0) lines.push({ account: 'vat_payable', amount: sign * vat });
  return lines;
}

/** The stored money columns once `paid` halalas are posted in total for the order. */
export function moneyColumns(order: OrderRow, paid: number, method = order.paymentMethod): OrderChanges {
  const money = orderMoney({
    total: order.total,
    paid,
    method: method as PaymentMethod | null,
    transfer_pending: false,
  });
  return { totalPaid: money.total_paid, totalDue: money.total_due, paymentStatus: money.payment_status };
}

export interface OrderPayment {
  source: OrderPaymentSource;
  amount: number;
  /** The card payment row or the transfer's temporary transaction (its payment row), when there is one. */
  paymentId?: string | null;
  userId: string | null;
  now: Date;
}

/**
 * Posts a payment of the order: wallet (then credit line; 422 insufficient credit) or a clearing account →
 * revenue + VAT payable, with the order's invoice at its first payment. Returns the columns to store with the
 * transition (total paid, total due, payment status, payment type, invoices).
 */
export async function payOrder(scope: CompanyScope, order: OrderRow, payment: OrderPayment): Promise<OrderChanges> {
  const paymentType = orderPaymentType(order.status as OrderStatus) ?? 'final';
  const method = METHOD_OF[payment.source];
  // Wallet and cash are paid at once: their payment row is made here, so the order lists every payment it had.
  const paymentId =
    payment.paymentId ??
    (await recordOrderPayment(scope, order, { method, type: paymentType, amount: payment.amount }, payment));
  const accounts = await lockCompanyAccounts(scope);
  let from: PostingInput[] = [{ account: payment.source, amount: payment.amount }];
  if (payment.source === 'wallet') {
    const split = deductionSplit(payment.amount, accounts.wallet.balance, creditAvailable(accounts));
    if (!split.allowed) throw insufficientCredit({ shortfall: split.shortfall });
    from = [];
    if (split.fromWallet > 0) from.push({ account: 'wallet', amount: split.fromWallet });
    if (split.fromCredit > 0) from.push({ account: 'credit_line', amount: split.fromCredit });
  }
  const paid = order.totalPaid + payment.amount;
  const invoiceIds = [...order.invoiceIds];
  let invoiceId: string | null = null;
  if (invoiceIds.length === 0) {
    const invoice = await issueInvoice(scope, {
      kind: 'order',
      status: paid >= order.total ? 'paid' : 'partial',
      issuedAt: payment.now,
      lines: await storedOrderInvoiceLines(scope, order),
      // The discount (a coupon's) is its own line of the invoice, not netted into the order's line.
      discount: order.discount,
      couponCode: order.couponCode,
      offerName: await offerNameOf(scope.db, order.offerId),
      paid: payment.amount,
      paymentId,
    });
    invoiceId = invoice.id;
    invoiceIds.push(invoice.id);
  }
  const entry = await post(
    scope,
    {
      type: 'order',
      paymentType,
      method,
      paymentId,
      invoiceId: invoiceId ?? invoiceIds[0] ?? null,
      reference: order.reference,
      description: localized('orders.entry.order_payment', { reference: order.reference }),
      createdBy: payment.userId,
      createdAt: payment.now,
      postings: [...from, ...salesLines(order, payment.amount, -1)],
    },
    accounts,
  );
  await scope.update(
    payments,
    { entryId: entry.id, invoiceId: invoiceId ?? invoiceIds[0] ?? null },
    eq(payments.id, paymentId),
  );
  const payload = { reference: order.reference, order_id: order.id, amount: payment.amount, method };
  const { branchId } = order;
  await recordEvent(scope, { type: 'PAYMENT_RECEIVED', payload, createdAt: payment.now, branchId });
  if (payment.source === 'wallet') {
    await recordEvent(scope, { type: 'WALLET_CHANGED', payload, createdAt: payment.now, branchId });
  }
  return { ...moneyColumns(order, paid, order.paymentMethod ?? method), paymentType, invoiceIds };
}

/** A payment of the order made at once (wallet, cash): paid, with what it paid for. Answers its id. */
export async function recordOrderPayment(
  scope: CompanyScope,
  order: Pick<OrderRow, 'id'>,
  what: { method: PaymentMethod; type: PaymentType; amount: number },
  by: { userId: string | null; now: Date },
): Promise<string> {
  return recordPaidPayment(scope, { purpose: 'order', purposeId: order.id, ...what }, by);
}

/**
 * Gives back to the wallet what was paid for the order (cancel; a lower total after approved changes): revenue and
 * VAT payable are debited, credit used is paid back first, the rest lands in the wallet. Nothing paid → nothing.
 * An invoiced order gets a credit note for what it gives back (ADR 0061), named by the entry; `reason` is the
 * cancellation's (or the change's) and is printed on the note.
 */
export async function refundOrder(
  scope: CompanyScope,
  order: OrderRow,
  amount: number,
  by: { userId: string | null; now: Date; reason: string },
): Promise<OrderChanges> {
  if (amount <= 0) return {};
  // The accounts first, then the seller sequence (in creditInvoice), the order every sale takes them in: two
  // transactions of one company never wait on each other crosswise.
  const accounts = await lockCompanyAccounts(scope);
  const invoiceId = order.invoiceIds[0] ?? null;
  const creditNote = invoiceId
    ? await creditInvoice(scope, { invoiceId, amount, reason: by.reason, now: by.now })
    : null;
  const repay = Math.min(amount, accounts.credit_line.balance);
  const back: PostingInput[] = [];
  if (repay > 0) back.push({ account: 'credit_line', amount: -repay });
  if (amount - repay > 0) back.push({ account: 'wallet', amount: -(amount - repay) });
  const { reference } = order;
  await post(
    scope,
    {
      type: 'order',
      paymentType: null,
      method: 'wallet',
      invoiceId: creditNote?.id ?? invoiceId,
      reference,
      description: creditNote
        ? localized('invoices.entry.order_refund_credited', { reference, credit_note: creditNote.code })
        : localized('orders.entry.order_refund', { reference }),
      createdBy: by.userId,
      createdAt: by.now,
      postings: [...salesLines(order, amount, 1), ...back],
    },
    accounts,
  );
  const payload = { reference, order_id: order.id, amount: -amount, method: 'wallet' };
  await recordEvent(scope, { type: 'WALLET_CHANGED', payload, createdAt: by.now, branchId: order.branchId });
  return moneyColumns(order, order.totalPaid - amount);
}

/** A card payment that arrived for an order no longer waiting for it: gateway_clearing → credit line / wallet. */
export async function creditWallet(
  scope: CompanyScope,
  order: OrderRow,
  payment: { id: string; amount: number; createdBy: string | null },
  now: Date,
): Promise<void> {
  const accounts = await lockCompanyAccounts(scope);
  await post(
    scope,
    {
      type: 'deposit',
      paymentType: 'recharge',
      method: 'credit_card',
      paymentId: payment.id,
      reference: order.reference,
      description: localized('orders.entry.order_refund', { reference: order.reference }),
      createdBy: payment.createdBy,
      createdAt: now,
      postings: rechargePlan(payment.amount, accounts.credit_line.balance, 'gateway_clearing'),
    },
    accounts,
  );
}

/** A canceled package visit gives its visit (or hours) back to the package: the consumption is removed. */
export async function givePackageVisitBack(scope: CompanyScope, order: OrderRow): Promise<void> {
  if (!order.packageId || !order.packageQuantity) return;
  const [pkg] = await scope
    .select({ used: companyPackages.used })
    .from(companyPackages, eq(companyPackages.id, order.packageId))
    .for('update');
  if (!pkg) return;
  await scope.delete(
    companyPackageConsumptions,
    eq(companyPackageConsumptions.packageId, order.packageId),
    eq(companyPackageConsumptions.orderReference, order.reference),
  );
  await scope.update(
    companyPackages,
    { used: Math.max(0, pkg.used - order.packageQuantity) },
    eq(companyPackages.id, order.packageId),
  );
}
