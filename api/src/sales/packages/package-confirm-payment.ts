import {
  type CompanyPackage,
  confirmPackageCardPaymentBodySchema,
  confirmPackagePaymentFieldsSchema,
  PACKAGE_ENDPOINTS,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../money/payments/gateway/gateway';
import { settleCardPayment } from '../../money/payments/settle-payment';
import { keepReceiptIfNew, receiveReceipt } from '../../money/transfers/receipt-intake';
import { companyPackages, payments, walletTempTransactions } from '../../platform/db/schema/index';
import { recordOpsQueueChange } from '../../platform/events/record-event';
import type { FileStorage } from '../../platform/files/storage/storage';
import type { Upload } from '../../platform/files/upload';
import { AppError, notFound } from '../../platform/http/app-error';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import type { CompanyContext } from '../../platform/http/request-context';
import { validate } from '../../platform/http/validation';
import { riyadhDay } from '../catalog/riyadh-day';
import { viewPackages } from './package-view';

// POST company/package/confirmPayment (spec §7): multipart with the bank-transfer receipt → a temporary
// transaction ops confirm within 24 h (the existing ops flow then activates the package); JSON { package_id }
// after a card payment → the gateway is asked again and the payment settled (idempotent by nature).

const notAwaiting = () => new AppError(422, 'packages.not_awaiting_payment');

async function view(ctx: CompanyContext, id: string): Promise<CompanyPackage> {
  const [row] = await ctx.scope.select({ pkg: companyPackages }).from(companyPackages, eq(companyPackages.id, id));
  if (!row) throw notFound();
  const [one] = await viewPackages(ctx.scope, [row.pkg], riyadhDay(ctx.now));
  return one!;
}

export async function confirmTransferReceipt(
  ctx: CompanyContext,
  store: FileStorage,
  upload: Upload | undefined,
  idempotencyKey: string,
): Promise<{ body: CompanyPackage; replayed: boolean }> {
  const receipt = await receiveReceipt(store, upload, confirmPackagePaymentFieldsSchema);
  const { fields } = receipt;
  return keepReceiptIfNew(store, receipt, () =>
    keyedOnce(
      ctx,
      {
        route: idempotencyRoute(PACKAGE_ENDPOINTS.confirmPayment),
        key: idempotencyKey,
        body: {
          package_id: fields.package_id,
          note: fields.note ?? null,
          sha256: receipt.columns.receiptSha256,
        },
      },
      async (tx) => {
        const [row] = await tx
          .select({ pkg: companyPackages })
          .from(companyPackages, eq(companyPackages.id, fields.package_id))
          .for('update');
        if (!row) throw notFound();
        const pkg = row.pkg;
        if (pkg.paymentMethod !== 'transfer' || pkg.status !== 'submitted' || pkg.tempTransactionId)
          throw notAwaiting();
        const [created] = await tx
          .insert(walletTempTransactions)
          .values({
            purpose: 'package',
            purposeId: pkg.id,
            amount: pkg.amountCharged,
            note: fields.note ?? pkg.reference,
            ...receipt.columns,
            createdBy: ctx.actor.userId,
            createdAt: ctx.now,
          })
          .returning({ id: walletTempTransactions.id });
        await recordOpsQueueChange(tx, 'transfers_pending', ctx.now);
        await tx.update(companyPackages, { tempTransactionId: created!.id }, eq(companyPackages.id, pkg.id));
        const [fresh] = await tx.select({ pkg: companyPackages }).from(companyPackages, eq(companyPackages.id, pkg.id));
        const [one] = await viewPackages(tx, [fresh!.pkg], riyadhDay(ctx.now));
        return { status: 201, body: one! };
      },
    ),
  );
}

/** After the gateway page: asks the gateway where the package's card payment stands and settles it. */
export async function confirmCardPayment(
  ctx: CompanyContext,
  gateway: PaymentGateway,
  body: unknown,
): Promise<CompanyPackage> {
  const { package_id: id } = validate(confirmPackageCardPaymentBodySchema, body ?? {});
  const [row] = await ctx.scope
    .select({
      method: companyPackages.paymentMethod,
      status: companyPackages.status,
      paymentId: companyPackages.paymentId,
    })
    .from(companyPackages, eq(companyPackages.id, id));
  if (!row) throw notFound();
  if (row.method !== 'credit_card' || !row.paymentId) throw notAwaiting();
  if (row.status === 'submitted') {
    const [payment] = await ctx.scope
      .select({ reference: payments.gatewayReference, gateway: payments.gateway })
      .from(payments, eq(payments.id, row.paymentId));
    if (!payment?.reference || payment.gateway !== gateway.name) throw notAwaiting();
    const state = await gateway.fetchPayment(payment.reference);
    await ctx.scope.transaction((tx) => settleCardPayment(tx, row.paymentId!, state, ctx.now));
  }
  return view(ctx, id);
}
