import * as v from 'valibot';
import { trilingualNameSchema } from '../areas';
import { messageKey } from '../messages';

// Offer orders (issue 32.2, ADR 0070): a one-time order placed on a published offer (public/packages/offer) within
// its validity (Riyadh days, inclusive). The offer's discount comes off its service's line (../pricing/price-order);
// an offer order takes no coupon. Stored as type 'offer' with a link to its offer.

/** `offer_id` of the create and price bodies: the offer the order is placed on (optional). */
export const offerIdField = v.optional(
  v.pipe(v.string(messageKey('validation.string')), v.uuid(messageKey('validation.uuid'))),
);

/** The offer of an offer order, as the order page shows it; `discount` is the halalas it took off. */
export const orderOfferSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: trilingualNameSchema,
  service_id: v.string(),
  discount_bp: v.number(),
  discount: v.number(),
});
export type OrderOfferView = v.InferOutput<typeof orderOfferSchema>;
