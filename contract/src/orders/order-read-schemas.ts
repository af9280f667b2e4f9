import * as v from 'valibot';
import { type ChatMessage, chatMessageSchema, chatMessagesSchema } from '../chat';
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

/** One message of the order chat (company ↔ ops or provider), oldest first: the chat message (../chat). */
export const orderMessageSchema = chatMessageSchema;
export type OrderMessage = ChatMessage;
export const orderMessagesSchema = chatMessagesSchema;

/** POST company/orders/order/price: ../pricing/price-order OrderPrice (the breakdown plus the coupon or offer). */
export const orderPriceSchema = v.object({
  ...priceBreakdownSchema.entries,
  coupon_code: v.nullable(v.string()),
  coupon_discount: v.number(),
  offer_id: v.nullable(v.string()),
  offer_discount: v.number(),
});
