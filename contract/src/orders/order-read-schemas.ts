import * as v from 'valibot';
import { messageKey } from '../messages';
import { priceBreakdownSchema } from '../quotations';

// Answers and queries of the order reads that ./order-schemas does not cover: the messages tab (read-only until
// the messaging issue) and the create form's authoritative price.

/** GET company/orders/order/:reference and …/history: the reference in the path (another company's: 404). */
export const orderReferenceParamsSchema = v.object({
  reference: v.pipe(v.string(), v.trim(), v.maxLength(40, messageKey('validation.invalid'))),
});

/** GET company/orders/orderMessage?reference=ORD-2026-000123 */
export const orderMessagesQuerySchema = v.object({
  reference: v.pipe(
    v.string(messageKey('validation.required')),
    v.trim(),
    v.nonEmpty(messageKey('validation.required')),
    v.maxLength(40, messageKey('validation.invalid')),
  ),
});
export type OrderMessagesQuery = v.InferInput<typeof orderMessagesQuerySchema>;

/** One message of the order chat (company ↔ ops or provider), oldest first. */
export const orderMessageSchema = v.object({
  id: v.string(),
  sender_kind: v.picklist(['company', 'ops', 'provider'] as const),
  sender_name: v.string(),
  body: v.nullable(v.string()),
  file_id: v.nullable(v.string()),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
});
export type OrderMessage = v.InferOutput<typeof orderMessageSchema>;
export const orderMessagesSchema = v.array(orderMessageSchema);

/** POST company/orders/order/price: ../pricing/price-order OrderPrice (the breakdown plus the coupon). */
export const orderPriceSchema = v.object({
  ...priceBreakdownSchema.entries,
  coupon_code: v.nullable(v.string()),
  coupon_discount: v.number(),
});
