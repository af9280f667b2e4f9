import { eq } from 'drizzle-orm';
import { payments, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { PaymentRow, SettledCardState, TransferRow } from './payables';

// What every payable (./payables.ts: an order, a package, a wallet recharge) writes alike when it settles a card
// payment or a bank transfer, in the caller's transaction; what it does with the money stays its own.

/** Whether the gateway took exactly what the payment asked for: never credit more (or less). */
export const paidAsAsked = (payment: PaymentRow, state: SettledCardState) =>
  state.amount === payment.amount && state.currency === 'SAR';

/** The card payment is paid (with what its settlement already wrote: the ledger entry, the invoice). */
export async function markCardPaid(
  scope: CompanyScope,
  payment: PaymentRow,
  now: Date,
  written: { entryId?: string; invoiceId?: string } = {},
): Promise<void> {
  await scope.update(
    payments,
    { status: 'paid', gatewayStatus: 'paid', ...written, paidAt: now, updatedAt: now },
    eq(payments.id, payment.id),
  );
}

/** The gateway declined (or the payer canceled) the card payment: unpaid again, its word kept; answers which. */
export async function markCardDeclined(
  scope: CompanyScope,
  payment: PaymentRow,
  state: SettledCardState,
  now: Date,
): Promise<'failed' | 'canceled'> {
  await scope.update(
    payments,
    { status: 'none', gatewayStatus: state.status, failureCode: state.failureCode, updatedAt: now },
    eq(payments.id, payment.id),
  );
  return state.status === 'canceled' ? 'canceled' : 'failed';
}

/** Ops rejected the bank transfer, with their reason. */
export async function markTransferRejected(
  scope: CompanyScope,
  transfer: TransferRow,
  reason: string,
  opsUserId: string,
  now: Date,
): Promise<void> {
  await scope.update(
    walletTempTransactions,
    { status: 'rejected', reason, decidedBy: opsUserId, decidedAt: now },
    eq(walletTempTransactions.id, transfer.id),
  );
}

type PaidPayment = Pick<typeof payments.$inferInsert, 'purpose' | 'purposeId' | 'method' | 'type' | 'amount'>;

/** A payment made at once (a confirmed transfer, the wallet, cash): paid, with what it paid for. Answers its id. */
export async function recordPaidPayment(
  scope: CompanyScope,
  paid: PaidPayment,
  by: { userId: string | null; now: Date },
): Promise<string> {
  const [payment] = await scope
    .insert(payments)
    .values({ ...paid, status: 'paid', createdBy: by.userId, createdAt: by.now, updatedAt: by.now, paidAt: by.now })
    .returning({ id: payments.id });
  return payment!.id;
}

/** Ops confirmed the bank transfer: the paid payment it became (what it paid for, as which step); answers its id. */
export function paymentOfTransfer(
  scope: CompanyScope,
  transfer: TransferRow,
  paid: Pick<PaidPayment, 'purpose' | 'purposeId' | 'type'>,
  now: Date,
): Promise<string> {
  const made = { ...paid, method: 'transfer', amount: transfer.amount } as const;
  return recordPaidPayment(scope, made, { userId: transfer.createdBy, now });
}

/** The bank transfer is confirmed, and names the payment it became. */
export async function markTransferConfirmed(
  scope: CompanyScope,
  transfer: TransferRow,
  paymentId: string,
  opsUserId: string,
  now: Date,
): Promise<void> {
  await scope.update(
    walletTempTransactions,
    { status: 'confirmed', decidedBy: opsUserId, decidedAt: now, paymentId },
    eq(walletTempTransactions.id, transfer.id),
  );
}
