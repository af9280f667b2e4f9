import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { recordEvent } from '../../platform/events/record-event';
import { referenceOf, sarText } from '../../platform/money-text/money-format';
import { issueInvoice } from '../invoices/issue-invoice';
import { lockCompanyAccounts, post, rechargePlan } from '../ledger/index';
import { returnPath } from './card-recharge-service';
import {
  markCardDeclined,
  markCardPaid,
  markTransferConfirmed,
  markTransferRejected,
  paidAsAsked,
  paymentOfTransfer,
} from './payable-steps';
import type { Payable, PaymentRow, TransferDecision, TransferRow } from './payables';

// The wallet recharge as a payable (spec §2 "Wallet recharge"): a card payment or a bank transfer whose money lands
// in the wallet (the credit used is paid back first), with a recharge invoice and a notification.

/** Posts a recharge: the clearing account → credit line / wallet, its invoice; answers both ids (the seed posts its
 * demo recharges with it too). */
export async function postRecharge(
  scope: CompanyScope,
  recharge: {
    paymentId: string;
    amount: number;
    method: 'credit_card' | 'transfer';
    reference: string;
    createdBy: string | null;
    now: Date;
  },
) {
  const accounts = await lockCompanyAccounts(scope);
  const invoice = await issueInvoice(scope, {
    kind: 'recharge',
    status: 'paid',
    issuedAt: recharge.now,
    lines: [{ description: localized('money.line.wallet_recharge'), quantity: 1, unitPrice: recharge.amount, vat: 0 }],
    paid: recharge.amount,
    paymentId: recharge.paymentId,
  });
  const card = recharge.method === 'credit_card';
  const entry = await post(
    scope,
    {
      type: 'deposit',
      paymentType: 'recharge',
      method: recharge.method,
      paymentId: recharge.paymentId,
      invoiceId: invoice.id,
      reference: recharge.reference,
      description: localized(card ? 'money.entry.card_recharge' : 'money.entry.transfer_recharge', {
        reference: recharge.reference,
      }),
      createdBy: recharge.createdBy,
      createdAt: recharge.now,
      postings: rechargePlan(
        recharge.amount,
        accounts.credit_line.balance,
        card ? 'gateway_clearing' : 'bank_clearing',
      ),
    },
    accounts,
  );
  return { entryId: entry.id, invoiceId: invoice.id };
}

async function settleCard(
  scope: CompanyScope,
  payment: PaymentRow,
  state: Parameters<Payable['settleCard']>[2],
  now: Date,
) {
  const reference = referenceOf('PAY', payment.seq);
  if (state.status === 'paid') {
    if (!paidAsAsked(payment, state)) return 'mismatch';
    const posted = await postRecharge(scope, {
      paymentId: payment.id,
      amount: payment.amount,
      method: 'credit_card',
      reference,
      createdBy: payment.createdBy,
      now,
    });
    await markCardPaid(scope, payment, now, posted);
    await notifyCompany(scope.db, {
      companyId: scope.companyId,
      type: 'PAYMENT',
      title: localized('money.notify.recharged_title'),
      body: localized('money.notify.recharged_body', { amount: sarText(payment.amount) }),
      data: { reference, payment_id: payment.id, invoice_id: posted.invoiceId },
      createdAt: now,
    });
    return 'paid';
  }
  const outcome = await markCardDeclined(scope, payment, state, now);
  await notifyCompany(scope.db, {
    companyId: scope.companyId,
    userId: payment.createdBy,
    type: 'PAYMENT',
    title: localized('money.notify.payment_failed_title'),
    body: localized('money.notify.payment_failed_body', { reference, amount: sarText(payment.amount) }),
    data: { reference, payment_id: payment.id },
    createdAt: now,
  });
  return outcome;
}

async function decideTransfer(
  scope: CompanyScope,
  transfer: TransferRow,
  decision: TransferDecision,
  opsUserId: string,
  now: Date,
) {
  const reference = referenceOf('TRF', transfer.seq);
  if (decision.kind === 'reject') {
    await markTransferRejected(scope, transfer, decision.reason, opsUserId, now);
    const notificationId = await notifyCompany(scope.db, {
      companyId: scope.companyId,
      userId: transfer.createdBy,
      type: 'PAYMENT',
      title: localized('money.notify.transfer_rejected_title'),
      body: localized('money.notify.transfer_rejected_body', {
        reference,
        amount: sarText(transfer.amount),
        reason: decision.reason,
      }),
      data: { reference, transfer_id: transfer.id, page: 'transfers' },
      createdAt: now,
    });
    // The company's wallet page lists its pending transfers: the stream refreshes it (issue 27.3, live decision),
    // and push carries the notification (notificationId).
    await recordEvent(scope, {
      type: 'WALLET_CHANGED',
      payload: { reference, status: 'rejected' },
      createdAt: now,
      notificationId,
    });
    return;
  }
  const paymentId = await paymentOfTransfer(scope, transfer, { purpose: 'recharge', type: 'recharge' }, now);
  const posted = await postRecharge(scope, {
    paymentId,
    amount: transfer.amount,
    method: 'transfer',
    reference,
    createdBy: opsUserId,
    now,
  });
  await scope.update(payments, posted, eq(payments.id, paymentId));
  await markTransferConfirmed(scope, transfer, paymentId, opsUserId, now);
  const notificationId = await notifyCompany(scope.db, {
    companyId: scope.companyId,
    type: 'PAYMENT',
    title: localized('money.notify.transfer_confirmed_title'),
    body: localized('money.notify.transfer_confirmed_body', { reference, amount: sarText(transfer.amount) }),
    data: {
      reference,
      transfer_id: transfer.id,
      payment_id: paymentId,
      invoice_id: posted.invoiceId,
      page: 'transactions',
    },
    createdAt: now,
  });
  // The balance moved: the company's open pages (wallet, transfers, movements) refresh through the stream.
  await recordEvent(scope, {
    type: 'WALLET_CHANGED',
    payload: { reference, amount: transfer.amount, method: 'transfer' },
    createdAt: now,
    notificationId,
  });
}

export const rechargePayable: Payable = {
  purpose: 'recharge',
  settleCard,
  decideTransfer,
  hostedPage: async (_db, payment, t) => ({
    description: t('money.gateway.description', { reference: referenceOf('PAY', payment.seq) }),
    returnPath: returnPath(payment.id),
  }),
};
