import { eq } from 'drizzle-orm';
import type { Payable } from '../../money/payments/payables';
import { companyPackages } from '../../platform/db/schema/index';
import { packageReturnPath } from './package-card';
import { settlePackageCard } from './package-gateway-settlement';
import { decidePackageTransfer } from './package-transfer-decision';

// A package purchase as a payable (../payments/payables.ts): its card payment and its bank transfer settle the sale.

export const packagePayable: Payable = {
  purpose: 'package',
  settleCard: settlePackageCard,
  decideTransfer: decidePackageTransfer,
  async hostedPage(db, payment, t) {
    const [row] = payment.purposeId
      ? await db
          .select({ reference: companyPackages.reference })
          .from(companyPackages)
          .where(eq(companyPackages.id, payment.purposeId))
      : [];
    const reference = row?.reference ?? '';
    return {
      description: t('packages.gateway.description', { reference }),
      returnPath: packageReturnPath(reference, payment.id),
    };
  },
};
