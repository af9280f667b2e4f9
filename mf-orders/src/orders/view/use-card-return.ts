import { type CardReturnNews, callEndpoint, cardOutcome, useCardReturn as useSharedCardReturn } from '@portal/shared';
import { ORDER_ENDPOINTS, type Order, type OrderDetails } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { ORDERS_KEY } from '../list/order-list-query';
import { useOrderText } from '../order-labels';
import { orderKey } from '../order-queries';

/**
 * Back from the gateway on /b2b/orders/view/{reference}?payment=<id> (the shared card return): checkPayment asks
 * the gateway once when the callback has not settled it yet (`allowed` is ORDER_RULES.paymentCheck; the UI never
 * calls what the role forbids), the order is reloaded and the payment's outcome, read from the order's own
 * payments, is toasted. Before, a payment the callback had already settled answered 422 and nothing was said.
 */
export function useCardReturn(order: Order | undefined, allowed: boolean) {
  const { t } = useOrdersTranslation();
  const text = useOrderText();
  const client = useQueryClient();
  useSharedCardReturn(order !== undefined, async (paymentId): Promise<CardReturnNews | null> => {
    if (!order) return null;
    // A 422 here means "no card payment waiting": the callback came first, the order's payments tell the outcome.
    const answer = allowed
      ? await callEndpoint(
          ORDER_ENDPOINTS.checkPayment,
          { body: { order_id: order.id } },
          { retry: false, silent: true },
        )
          .then((result) => result.message)
          .catch(() => null)
      : null;
    await client.invalidateQueries({ queryKey: ORDERS_KEY });
    await client.invalidateQueries({ queryKey: ['accounting'] });
    const fresh = client.getQueryData<OrderDetails>(orderKey(order.reference));
    const payment = fresh?.payments?.find((row) => row.id === paymentId);
    if (!payment) return answer ? { outcome: 'pending', title: answer } : null;
    const outcome = cardOutcome(payment);
    const title =
      outcome === 'paid'
        ? t('order.view.paymentReturn.paid', { amount: text.sar(payment.amount) })
        : t(`order.view.paymentReturn.${outcome}`);
    return { outcome, title, detail: payment.failure_reason };
  });
}
