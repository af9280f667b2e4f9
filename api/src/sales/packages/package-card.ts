import { eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../money/payments/gateway/gateway';
import { companyPackages, payments } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { CompanyContext } from '../../platform/http/request-context';
import type { PendingPayment } from './package-purchase';
import { type PackageRow, packagePaymentType } from './package-view';

// Card purchases go through the existing gateway flow (DOMAIN.md §2): a payment row of the package, the gateway's
// hosted page, then its signed callback (or confirmPayment) settles it — see settle-package-card.ts.

/** Where the browser lands after the gateway: the package page (route b2b-packages-id), which confirms. */
export const packageReturnPath = (reference: string, paymentId: string) =>
  `/b2b/packages/${encodeURIComponent(reference)}?payment=${paymentId}`;

export function packagePayments(ctx: CompanyContext, gateway: PaymentGateway, publicUrl: string): PendingPayment {
  return {
    async startCard(scope: CompanyScope, row: PackageRow): Promise<string> {
      const [created] = await scope
        .insert(payments)
        .values({
          purpose: 'package',
          purposeId: row.id,
          method: 'credit_card',
          type: packagePaymentType(row.payMode),
          status: 'unpaid',
          amount: row.amountCharged,
          gateway: gateway.name,
          gatewayStatus: 'initiated',
          createdBy: ctx.actor.userId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: payments.id });
      const started = await gateway.createPayment({
        paymentId: created!.id,
        amount: row.amountCharged,
        currency: 'SAR',
        description: ctx.t('packages.gateway.description', { reference: row.reference }),
        returnUrl: `${publicUrl}${packageReturnPath(row.reference, created!.id)}`,
        callbackUrl: `${publicUrl}/api/v1/public/payments/callback/${gateway.name}`,
      });
      await scope.update(payments, { gatewayReference: started.reference }, eq(payments.id, created!.id));
      await scope.update(companyPackages, { paymentId: created!.id }, eq(companyPackages.id, row.id));
      return started.redirectUrl;
    },
  };
}
