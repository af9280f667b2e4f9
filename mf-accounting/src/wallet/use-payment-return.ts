import { notify } from '@portal/shared';
import type { Payment } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MONEY_KEY } from '../money/money-queries';
import { useMoney } from '../money/use-money';
import { fetchPayment } from './wallet-queries';

const POLL_ATTEMPTS = 5;
const POLL_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gateway sends the browser back to /b2b/wallets?payment=<id>. The gateway's callback may arrive before or
 * after the browser (DOMAIN.md §2), so a payment still `initiated` is asked again a few times. Then: a toast,
 * every wallet query refreshed, and the parameter removed so a reload does not toast again.
 */
export function usePaymentReturn(canReadPayments: boolean) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    const announce = (payment: Payment | null) => {
      if (!payment) return;
      if (payment.status === 'paid') notify.success(t('paymentReturn.paid', { amount: money(payment.amount) }));
      else if (payment.gateway_status === 'canceled')
        notify.error(t('paymentReturn.canceled'), payment.failure_reason ?? undefined);
      else if (payment.gateway_status === 'failed')
        notify.error(t('paymentReturn.failed'), payment.failure_reason ?? undefined);
      else notify.show({ intent: 'info', title: t('paymentReturn.pending') });
    };
    const run = async () => {
      // Without read b2b_payments the payment cannot be asked for (the UI never calls what the role forbids): refresh the wallet only.
      let payment: Payment | null = null;
      if (canReadPayments) {
        for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt += 1) {
          payment = await fetchPayment(paymentId).catch(() => null);
          if (payment?.gateway_status !== 'initiated') break;
          await wait(POLL_DELAY_MS);
        }
      }
      await client.invalidateQueries({ queryKey: MONEY_KEY });
      announce(payment);
    };
    void run();
  }, [paymentId, canReadPayments, client, money, setParams, t]);
}
