import type { LocalizedText } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { localized } from '../../../messaging/notifications/notify-company';
import { orderServices } from '../../../platform/db/schema/index';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import type { NewOrderService } from '../order-insert';
import type { OrderRow } from '../run-transition';

// The lines of an order's invoice: each service, then each of its optional products (ADR 0066), whatever the
// payment method, so the invoice says what was bought as the order page does.

export type OrderInvoiceLine = { description: LocalizedText; quantity: number; unitPrice: number; vat: number };
type PricedLine = Pick<NewOrderService, 'name' | 'amount' | 'products'>;

/**
 * Each service, then each of its products, with the order's VAT spread over them in proportion to their amounts
 * (the remainder on the largest line), so the lines add up to the order.
 */
export function orderInvoiceLines(
  services: readonly PricedLine[],
  amounts: { subtotal: number; vat: number },
): OrderInvoiceLine[] {
  const lines: OrderInvoiceLine[] = services.flatMap((service) => [
    { description: service.name, quantity: 1, unitPrice: service.amount, vat: 0 },
    ...(service.products ?? []).map((product) => ({
      description: product.name,
      quantity: product.amount === 0 ? 1 : product.amount / product.unit_price,
      unitPrice: product.amount === 0 ? 0 : product.unit_price,
      vat: 0,
    })),
  ]);
  if (amounts.subtotal === 0) return lines;
  let spread = 0;
  for (const line of lines) {
    line.vat = Math.floor((amounts.vat * line.quantity * line.unitPrice) / amounts.subtotal);
    spread += line.vat;
  }
  const largest = lines.reduce((best, line) =>
    line.quantity * line.unitPrice > best.quantity * best.unitPrice ? line : best,
  );
  largest.vat += amounts.vat - spread;
  return lines;
}

/**
 * The invoice lines of a stored order: its service and product lines when they add up to its subtotal, else (an
 * order whose lines no longer match, never expected) one line for the whole order, as before ADR 0066.
 */
export async function storedOrderInvoiceLines(scope: CompanyScope, order: OrderRow): Promise<OrderInvoiceLine[]> {
  const stored = await scope
    .select({ name: orderServices.name, amount: orderServices.amount, products: orderServices.products })
    .from(orderServices, eq(orderServices.orderId, order.id))
    .orderBy(asc(orderServices.position));
  const sum = stored.reduce(
    (total, line) => total + line.amount + line.products.reduce((products, p) => products + p.amount, 0),
    0,
  );
  if (stored.length > 0 && sum === order.subtotal) {
    return orderInvoiceLines(stored, { subtotal: order.subtotal, vat: order.vat });
  }
  const description = localized('orders.line.order', { reference: order.reference });
  return [{ description, quantity: 1, unitPrice: order.subtotal, vat: order.vat }];
}
