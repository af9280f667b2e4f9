import { eq } from 'drizzle-orm';
import { markTransferConfirmed, markTransferRejected, paymentOfTransfer } from '../../money/payments/payable-steps';
import type { Payable } from '../../money/payments/payables';
import { companyPackages, payments } from '../../platform/db/schema/index';
import { rejectPackage } from './package-activation';
import { lockPackage } from './package-gateway-settlement';
import { settlePackageSale } from './package-settlement';
import { packagePaymentType } from './package-view';

// Ops confirm or reject the bank transfer of a package (spec §4: activation within 24 hours; the overdue job flags
// it like any pending transfer). Confirm: a paid transfer payment, bank_clearing pays the sale, the package is
// active. Reject: the package is rejected. Runs in the ops decision's transaction (`scope` of the company), called
// through the package payable (./package-payable.ts).

export const decidePackageTransfer: Payable['decideTransfer'] = async (scope, transfer, decision, opsUserId, now) => {
  const row = await lockPackage(scope, transfer.purposeId);
  if (decision.kind === 'reject') {
    await markTransferRejected(scope, transfer, decision.reason, opsUserId, now);
    await rejectPackage(scope, row, decision.reason, now);
    return;
  }
  const type = packagePaymentType(row.payMode);
  const paymentId = await paymentOfTransfer(scope, transfer, { purpose: 'package', purposeId: row.id, type }, now);
  const settled = await settlePackageSale(scope, row, {
    paidFrom: [{ account: 'bank_clearing', amount: transfer.amount }],
    method: 'transfer',
    paymentId: paymentId,
    userId: opsUserId,
    now,
  });
  await scope.update(payments, { entryId: settled.entryId, invoiceId: settled.invoiceId }, eq(payments.id, paymentId));
  await scope.update(companyPackages, { paymentId: paymentId }, eq(companyPackages.id, row.id));
  await markTransferConfirmed(scope, transfer, paymentId, opsUserId, now);
};
