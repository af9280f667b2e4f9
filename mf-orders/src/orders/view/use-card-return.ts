import { callEndpoint, notify } from '@portal/shared';
import { ORDER_ENDPOINTS, type Order } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ORDERS_KEY } from '../list/order-list-query';

/**
 * The gateway sends the browser back to /b2b/orders/view/{reference}?payment=<id>: checkPayment asks the gateway
 * once, the API's localized answer is toasted, and the parameter is removed so a reload does not ask again.
 * `allowed` is ORDER_RULES.paymentCheck (the UI never calls what the role forbids); without it the page just reloads the order (the
 * gateway's callback settles the payment anyway).
 */
export function useCardReturn(order: Order | undefined, allowed: boolean) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!paymentId || !order || handled.current === paymentId) return;
    handled.current = paymentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    const run = async () => {
      if (allowed) {
        const answer = await callEndpoint(
          ORDER_ENDPOINTS.checkPayment,
          { body: { order_id: order.id } },
          { retry: false },
        ).catch(() => null);
        if (answer) notify.success(answer.message);
      }
      await client.invalidateQueries({ queryKey: ORDERS_KEY });
      await client.invalidateQueries({ queryKey: ['accounting'] });
    };
    void run();
  }, [paymentId, order, allowed, client, setParams]);
}
