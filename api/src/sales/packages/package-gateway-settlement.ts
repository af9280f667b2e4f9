import { eq } from 'drizzle-orm';
import { markCardDeclined, markCardPaid, paidAsAsked } from '../../money/payments/payable-steps';
import type { Payable } from '../../money/payments/payables';
import { companyPackages, payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import { rejectPackage } from './package-activation';
import { settlePackageSale } from './package-settlement';
import type { PackageRow } from './package-view';

// The card payment of a package, settled from the gateway's word (callback or confirmPayment), in the caller's
// transaction: paid → gateway_clearing pays the sale (invoice, ledger, activation); declined or canceled → the
// package is rejected. settle-payment.ts has already checked the payment is ours, initiated and matching; the
// package payable (./package-payable.ts) hands it here.

/** The package a payment or a transfer pays for (its purpose id), locked. */
export async function lockPackage(scope: CompanyScope, packageId: string | null): Promise<PackageRow> {
  const pkg = packageId ? await lockedPackage(scope, packageId) : undefined;
  if (!pkg) throw new Error(`package ${packageId} of a payment not found`);
  return pkg;
}

/** The company's package a member changes, locked; 404 when the company has none of that id. */
export async function lockOwnPackage(scope: CompanyScope, packageId: string): Promise<PackageRow> {
  const pkg = await lockedPackage(scope, packageId);
  if (!pkg) throw notFound();
  return pkg;
}

async function lockedPackage(scope: CompanyScope, packageId: string): Promise<PackageRow | undefined> {
  const [row] = await scope
    .select({ pkg: companyPackages })
    .from(companyPackages, eq(companyPackages.id, packageId))
    .for('update');
  return row?.pkg;
}

export const settlePackageCard: Payable['settleCard'] = async (scope, payment, state, now) => {
  const row = await lockPackage(scope, payment.purposeId);
  if (state.status === 'paid') {
    if (!paidAsAsked(payment, state)) return 'mismatch';
    await markCardPaid(scope, payment, now);
    const settled = await settlePackageSale(scope, row, {
      paidFrom: [{ account: 'gateway_clearing', amount: payment.amount }],
      method: 'credit_card',
      paymentId: payment.id,
      userId: payment.createdBy,
      now,
    });
    await scope.update(
      payments,
      { entryId: settled.entryId, invoiceId: settled.invoiceId },
      eq(payments.id, payment.id),
    );
    return 'paid';
  }
  const failed = await markCardDeclined(scope, payment, state, now);
  await rejectPackage(scope, row, state.failureCode ?? failed, now);
  return failed;
};
