import { eq } from 'drizzle-orm';
import type { TransferDecision, TransferRow } from '../../money/payments/payables';
import { companyPackages, payments, walletTempTransactions } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { rejectPackage } from './package-activation';
import { lockPackage } from './package-gateway-settlement';
import { settlePackageSale } from './package-settlement';
import { packagePaymentType } from './package-view';

// Ops confirm or reject the bank transfer of a package (spec §4: activation within 24 hours; the overdue job flags
// it like any pending transfer). Confirm: a paid transfer payment, bank_clearing pays the sale, the package is
// active. Reject: the package is rejected. Runs in the ops decision's transaction (`scope` of the company), called
// through the package payable (./package-payable.ts).

export async function decidePackageTransfer(
  scope: CompanyScope,
  transfer: TransferRow,
  decision: TransferDecision,
  opsUserId: string,
  now: Date,
): Promise<void> {
  const row = await lockPackage(scope, transfer.purposeId);
  if (decision.kind === 'reject') {
    await scope.update(
      walletTempTransactions,
      { status: 'rejected', reason: decision.reason, decidedBy: opsUserId, decidedAt: now },
      eq(walletTempTransactions.id, transfer.id),
    );
    await rejectPackage(scope, row, decision.reason, now);
    return;
  }
  const [payment] = await scope
    .insert(payments)
    .values({
      purpose: 'package',
      purposeId: row.id,
      method: 'transfer',
      type: packagePaymentType(row.payMode),
      status: 'paid',
      amount: transfer.amount,
      createdBy: transfer.createdBy,
      createdAt: now,
      updatedAt: now,
      paidAt: now,
    })
    .returning({ id: payments.id });
  const settled = await settlePackageSale(scope, row, {
    paidFrom: [{ account: 'bank_clearing', amount: transfer.amount }],
    method: 'transfer',
    paymentId: payment!.id,
    userId: opsUserId,
    now,
  });
  await scope.update(
    payments,
    { entryId: settled.entryId, invoiceId: settled.invoiceId },
    eq(payments.id, payment!.id),
  );
  await scope.update(companyPackages, { paymentId: payment!.id }, eq(companyPackages.id, row.id));
  await scope.update(
    walletTempTransactions,
    { status: 'confirmed', decidedBy: opsUserId, decidedAt: now, paymentId: payment!.id },
    eq(walletTempTransactions.id, transfer.id),
  );
}
