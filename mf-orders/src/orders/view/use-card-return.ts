import { callEndpoint, notify } from '@portal/shared';
import { ORDER_ENDPOINTS, type Order } from '@portal/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useGatewayReturn } from '../../common/use-gateway-return';
import { ORDERS_KEY } from '../list/order-list-query';

/**
 * Back from the gateway on /b2b/orders/view/{reference}?payment=<id>: checkPayment asks the gateway once and the
 * API's localized answer is toasted. `allowed` is ORDER_RULES.paymentCheck (the UI never calls what the role
 * forbids); without it the page just reloads the order (the gateway's callback settles the payment anyway).
 */
export function useCardReturn(order: Order | undefined, allowed: boolean) {
  const client = useQueryClient();
  useGatewayReturn(order !== undefined, () => {
    const run = async () => {
      if (allowed && order) {
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
  });
}
