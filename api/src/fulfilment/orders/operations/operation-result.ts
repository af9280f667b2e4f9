import type { OrderOperationResult } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import type { Lang } from '../../../platform/i18n/translate';
import { viewOrderById } from '../order-queries';

/**
 * The answer of every order operation (contract orderOperationResultSchema): the order after it (the provider's name
 * in `lang`, the reader's), and a message.
 */
export async function operationResult(
  scope: CompanyScope,
  lang: Lang,
  orderId: string,
  message: string,
  paymentUrl: string | null = null,
): Promise<OrderOperationResult> {
  return { order: await viewOrderById(scope, orderId, lang), payment_url: paymentUrl, message };
}
