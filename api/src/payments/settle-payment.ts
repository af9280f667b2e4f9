import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { issueInvoice } from '../invoices/issue-invoice';
import { lockCompanyAccounts, post, rechargePlan } from '../ledger/index';
import { referenceOf, sarText } from '../money/money-format';
import { localized, notifyCompany } from '../notifications/notify-company';
import { orderOfPayment, settleOrderCard } from '../orders/money/order-card';
import { packageOfPayment, settlePackageCard } from '../packages/package-gateway-settlement';
import type { GatewayPaymentState } from './gateway/gateway';

// Applies what the gateway says about a card recharge, in one transaction (`scope` bound to it): paid → the
// ledger entry (gateway_clearing → credit line / wallet), the invoice and the notification; failed or canceled →
// the payment is closed. Idempotent: a payment already settled is left as it is, however often the callback or
// the browser's refresh arrives, and in whichever order.

export type SettleOutcome = 'paid' | 'failed' | 'canceled' | 'pending' | 'already_settled' | 'mismatch';

export async function settleCardPayment(
  scope: CompanyScope,
  paymentId: string,
  state: GatewayPaymentState,
  now: Date,
): Promise<SettleOutcome> {
  const [row] = await scope.select({ payment: payments }).from(payments, eq(payments.id, paymentId)).for('update');
  const payment = row?.payment;
  if (payment?.method !== 'credit_card') return 'mismatch';
  // Settled means our §4 status left 'unpaid' (the test gateway writes its own outcome to gateway_status first).
  if (payment.status !== 'unpaid') return 'already_settled';
  if (state.reference !== payment.gatewayReference) return 'mismatch';
  if (state.status === 'initiated') return 'pending';
  // A package's card payment (issue 10) settles the package sale instead of a recharge.
  const forPackage = await packageOfPayment(scope, payment.id);
  if (forPackage) return settlePackageCard(scope, forPackage, payment, state, now);
  // An order's card payment (issue 11) pays the order and moves it along the machine.
  const forOrder = await orderOfPayment(scope, payment.id);
  if (forOrder) return settleOrderCard(scope, forOrder, payment, state, now);
  const reference = referenceOf('PAY', payment.seq);

  if (state.status === 'paid') {
    // Never credit more (or less) than what this payment asked for.
    if (state.amount !== payment.amount || state.currency !== 'SAR') return 'mismatch';
    const accounts = await lockCompanyAccounts(scope);
    const invoice = await issueInvoice(scope, {
      kind: 'recharge',
      status: 'paid',
      issuedAt: now,
      lines: [{ description: localized('money.line.wallet_recharge'), quantity: 1, unitPrice: payment.amount, vat: 0 }],
      paid: payment.amount,
      paymentId: payment.id,
    });
    const entry = await post(
      scope,
      {
        type: 'deposit',
        paymentType: 'recharge',
        method: 'credit_card',
        paymentId: payment.id,
        invoiceId: invoice.id,
        reference,
        description: localized('money.entry.card_recharge', { reference }),
        createdBy: payment.createdBy,
        createdAt: now,
        postings: rechargePlan(payment.amount, accounts.credit_line.balance, 'gateway_clearing'),
      },
      accounts,
    );
    await scope.update(
      payments,
      {
        status: 'paid',
        gatewayStatus: 'paid',
        entryId: entry.id,
        invoiceId: invoice.id,
        paidAt: now,
        updatedAt: now,
      },
      eq(payments.id, payment.id),
    );
    await notifyCompany(scope.db, {
      companyId: scope.companyId,
      type: 'PAYMENT',
      title: localized('money.notify.recharged_title'),
      body: localized('money.notify.recharged_body', { amount: sarText(payment.amount) }),
      data: { reference, payment_id: payment.id, invoice_id: invoice.id },
      createdAt: now,
    });
    return 'paid';
  }

  await scope.update(
    payments,
    { status: 'none', gatewayStatus: state.status, failureCode: state.failureCode, updatedAt: now },
    eq(payments.id, payment.id),
  );
  await notifyCompany(scope.db, {
    companyId: scope.companyId,
    userId: payment.createdBy,
    type: 'PAYMENT',
    title: localized('money.notify.payment_failed_title'),
    body: localized('money.notify.payment_failed_body', { reference, amount: sarText(payment.amount) }),
    data: { reference, payment_id: payment.id },
    createdAt: now,
  });
  return state.status;
}
