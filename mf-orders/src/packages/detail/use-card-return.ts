import { type CardReturnNews, useCardReturn as useSharedCardReturn } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { confirmCardPayment, PACKAGES_KEY } from '../package-queries';

/**
 * Back from the gateway on /b2b/packages/{reference}?payment=<id> (the shared card return): confirmPayment asks
 * the gateway once (ADR 0009) and the outcome is toasted. `allowed` is PACKAGE_RULES.packageBuy, the rule of
 * confirmPayment (the UI never calls what the role forbids).
 */
export function useCardReturn(pkg: CompanyPackage | undefined, allowed: boolean) {
  const { t } = useOrdersTranslation();
  const client = useQueryClient();
  useSharedCardReturn(pkg !== undefined, async (): Promise<CardReturnNews | null> => {
    if (!pkg || !allowed || pkg.payment_method !== 'credit_card') return null;
    const fresh = await confirmCardPayment(pkg.id).catch(() => null);
    await client.invalidateQueries({ queryKey: PACKAGES_KEY });
    await client.invalidateQueries({ queryKey: ['accounting'] });
    if (fresh?.status === 'approved') return { outcome: 'paid', title: t('packages.detail.paymentReturn.paid') };
    if (fresh?.status === 'rejected' || !fresh)
      return { outcome: 'failed', title: t('packages.detail.paymentReturn.failed') };
    return { outcome: 'pending', title: t('packages.detail.paymentReturn.pending') };
  });
}
