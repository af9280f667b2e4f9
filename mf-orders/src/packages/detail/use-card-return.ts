import { notify } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useGatewayReturn } from '../../common/use-gateway-return';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { confirmCardPayment, PACKAGES_KEY } from '../package-queries';

/**
 * Back from the gateway on /b2b/packages/{reference}?payment=<id>: confirmPayment asks the gateway once (ADR 0009)
 * and the outcome is toasted. `allowed` is PACKAGE_RULES.packageBuy, the rule of confirmPayment (the UI never
 * calls what the role forbids).
 */
export function useCardReturn(pkg: CompanyPackage | undefined, allowed: boolean) {
  const { t } = useOrdersTranslation();
  const client = useQueryClient();
  useGatewayReturn(pkg !== undefined, () => {
    if (!pkg || !allowed || pkg.payment_method !== 'credit_card') return;
    const run = async () => {
      const fresh = await confirmCardPayment(pkg.id).catch(() => null);
      await client.invalidateQueries({ queryKey: PACKAGES_KEY });
      await client.invalidateQueries({ queryKey: ['accounting'] });
      if (fresh?.status === 'approved') notify.success(t('packages.detail.paymentReturn.paid'));
      else if (fresh?.status === 'rejected' || !fresh) notify.error(t('packages.detail.paymentReturn.failed'));
      else notify.show({ intent: 'info', title: t('packages.detail.paymentReturn.pending') });
    };
    void run();
  });
}
