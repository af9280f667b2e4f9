import { notify } from '@portal/shared';
import type { CompanyPackage } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { confirmCardPayment, PACKAGES_KEY } from '../package-queries';

/**
 * The gateway sends the browser back to /b2b/packages/{reference}?payment=<id>: confirmPayment asks the gateway once
 * (ADR 0009), the outcome is toasted, and the parameter is removed so a reload does not ask again.
 * `allowed` is PACKAGE_RULES.packageBuy, the rule of confirmPayment (the UI never calls what the role forbids).
 */
export function useCardReturn(pkg: CompanyPackage | undefined, allowed: boolean) {
  const { t } = useOrdersTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!paymentId || !pkg || handled.current === paymentId) return;
    handled.current = paymentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    if (!allowed || pkg.payment_method !== 'credit_card') return;
    const run = async () => {
      const fresh = await confirmCardPayment(pkg.id).catch(() => null);
      await client.invalidateQueries({ queryKey: PACKAGES_KEY });
      await client.invalidateQueries({ queryKey: ['accounting'] });
      if (fresh?.status === 'approved') notify.success(t('packages.detail.paymentReturn.paid'));
      else if (fresh?.status === 'rejected' || !fresh) notify.error(t('packages.detail.paymentReturn.failed'));
      else notify.show({ intent: 'info', title: t('packages.detail.paymentReturn.pending') });
    };
    void run();
  }, [paymentId, pkg, allowed, client, setParams, t]);
}
