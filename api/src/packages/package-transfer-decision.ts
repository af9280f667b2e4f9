import { eq } from 'drizzle-orm';
import { companyPackages, payments, walletTempTransactions } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { rejectPackage } from './package-activation';
import { settlePackageSale } from './package-settlement';
import type { PackageRow } from './package-view';

// Ops confirm or reject the bank transfer of a package (spec §4: activation within 24 hours; the overdue job flags
// it like any pending transfer). Confirm: a paid transfer payment, bank_clearing pays the sale, the package is
// active. Reject: the package is rejected. Runs in the ops decision's transaction (`scope` of the company).

type TransferRow = typeof walletTempTransactions.$inferSelect;

export async function packageOfTransfer(scope: CompanyScope, transferId: string): Promise<PackageRow | null> {
  const [row] = await scope
    .select({ pkg: companyPackages })
    .from(companyPackages, eq(companyPackages.tempTransactionId, transferId))
    .for('update');
  return row?.pkg ?? null;
}

export async function decidePackageTransfer(
  scope: CompanyScope,
  row: PackageRow,
  transfer: TransferRow,
  decision: { kind: 'confirm' } | { kind: 'reject'; reason: string },
  opsUserId: string,
  now: Date,
): Promise<void> {
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
      method: 'transfer',
      type: row.payMode === 'down_payment' ? 'advance' : 'final',
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
