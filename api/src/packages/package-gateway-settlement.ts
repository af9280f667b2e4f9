import { eq } from 'drizzle-orm';
import { companyPackages, payments } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import type { GatewayPaymentState } from '../payments/gateway/gateway';
import { rejectPackage } from './package-activation';
import { settlePackageSale } from './package-settlement';
import type { PackageRow } from './package-view';

// The card payment of a package, settled from the gateway's word (callback or confirmPayment), in the caller's
// transaction: paid → gateway_clearing pays the sale (invoice, ledger, activation); declined or canceled → the
// package is rejected. settle-payment.ts has already checked the payment is ours, initiated and matching.

type PaymentRow = typeof payments.$inferSelect;

/** The package a card payment pays for, locked; null for a wallet recharge. */
export async function packageOfPayment(scope: CompanyScope, paymentId: string): Promise<PackageRow | null> {
  const [row] = await scope
    .select({ pkg: companyPackages })
    .from(companyPackages, eq(companyPackages.paymentId, paymentId))
    .for('update');
  return row?.pkg ?? null;
}

export async function settlePackageCard(
  scope: CompanyScope,
  row: PackageRow,
  payment: PaymentRow,
  state: GatewayPaymentState,
  now: Date,
): Promise<'paid' | 'failed' | 'canceled' | 'mismatch'> {
  if (state.status === 'paid') {
    if (state.amount !== payment.amount || state.currency !== 'SAR') return 'mismatch';
    await scope.update(
      payments,
      { status: 'paid', gatewayStatus: 'paid', paidAt: now, updatedAt: now },
      eq(payments.id, payment.id),
    );
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
  const failed = state.status === 'canceled' ? 'canceled' : 'failed';
  await scope.update(
    payments,
    { status: 'none', gatewayStatus: state.status, failureCode: state.failureCode, updatedAt: now },
    eq(payments.id, payment.id),
  );
  await rejectPackage(scope, row, state.failureCode ?? failed, now);
  return failed;
}
