import type { OrderOperationResult } from '@portal/contract';
import type { CompanyScope } from '../../db/scoped-db';
import { viewOrderById } from '../order-queries';

/** The answer of every order operation (contract orderOperationResultSchema): the order after it, and a message. */
export async function operationResult(
  scope: CompanyScope,
  orderId: string,
  message: string,
  paymentUrl: string | null = null,
): Promise<OrderOperationResult> {
  return { order: await viewOrderById(scope, orderId), payment_url: paymentUrl, message };
}
