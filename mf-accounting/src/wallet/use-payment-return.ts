import { type CardReturnNews, cardOutcome, useCardReturn } from '@portal/shared';
import type { Payment } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAccountingTranslation } from '../i18n/use-accounting-translation';
import { MONEY_KEY } from '../money/money-queries';
import { useMoney } from '../money/use-money';
import { fetchPayment } from './wallet-queries';

const POLL_ATTEMPTS = 5;
const POLL_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the gateway on /b2b/wallets?payment=<id> (the shared card return, @portal/shared). The gateway's
 * callback may arrive before or after the browser (DOMAIN.md §2), so a payment still `initiated` is asked again a
 * few times; then every wallet query is refreshed and the outcome toasted.
 */
export function usePaymentReturn(canReadPayments: boolean) {
  const { t } = useAccountingTranslation();
  const money = useMoney();
  const client = useQueryClient();
  useCardReturn(true, async (paymentId): Promise<CardReturnNews | null> => {
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
    if (!payment) return null;
    const outcome = cardOutcome(payment);
    const title =
      outcome === 'paid' ? t('paymentReturn.paid', { amount: money(payment.amount) }) : t(`paymentReturn.${outcome}`);
    return { outcome, title, detail: payment.failure_reason };
  });
}
