import {
  type LocalizedText,
  type OrderOffer,
  type OrderOfferView,
  type PricingServiceInput,
  riyadhDate,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/database';
import { offers } from '../../../platform/db/schema/index';
import { fieldError } from '../../../platform/http/app-error';

// Which offer an order may be placed on (ADR 0070): published, active and valid today in Riyadh (both ends
// inclusive), its service among the order's lines, and no coupon beside it. Each refusal is a 422 on its field.

export type OfferRow = typeof offers.$inferSelect;

/**
 * current: the offer must be orderable today and its service ordered (placing or pricing an order). held: the
 * order was placed on it already, so its discount stays on what remains of its service (repricing after a proposal).
 */
export interface OfferAsk {
  id: string;
  check: 'current' | 'held';
}

/** What an order asks of its offer, if it is placed on one: orderable today. */
export const offerAsk = (id: string | null | undefined): OfferAsk | null => (id ? { id, check: 'current' } : null);

export interface CheckedOffer {
  row: OfferRow;
  offer: OrderOffer;
}

/** The offer asked for, checked against the order's lines and coupon, or a 422 on the field at fault. */
export async function checkOffer(
  db: Queryable,
  ask: OfferAsk,
  order: { lines: readonly PricingServiceInput[]; coupon: boolean },
  now: Date,
): Promise<CheckedOffer> {
  if (order.coupon) throw fieldError('coupon', 'orders.offer.no_coupon');
  const [row] = await db.select().from(offers).where(eq(offers.id, ask.id));
  if (!row) throw fieldError('offer_id', 'orders.offer.unavailable');
  if (ask.check === 'current') {
    if (!row.isActive || row.status !== 'published') throw fieldError('offer_id', 'orders.offer.unavailable');
    const today = riyadhDate(now);
    if (today < row.validFrom) throw fieldError('offer_id', 'orders.offer.not_started', { date: row.validFrom });
    if (today > row.validTo) throw fieldError('offer_id', 'orders.offer.expired', { date: row.validTo });
    if (!order.lines.some((line) => line.service_id === row.serviceId)) {
      throw fieldError('services', 'orders.offer.service_missing');
    }
  }
  return { row, offer: { id: row.id, service_id: row.serviceId, discount_bp: row.discountBp } };
}

/** The offer of an offer order as its page shows it: the offer and the halalas it took off (the order's discount). */
export async function orderOfferView(
  db: Queryable,
  order: { offerId: string | null; discount: number },
): Promise<OrderOfferView | null> {
  if (!order.offerId) return null;
  const [row] = await db.select().from(offers).where(eq(offers.id, order.offerId));
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: { ar: row.nameAr, en: row.nameEn, fr: row.nameFr },
    service_id: row.serviceId,
    discount_bp: row.discountBp,
    // An offer order takes no coupon and a one-time order no package discount: its discount is the offer's.
    discount: order.discount,
  };
}

/** The name of the offer an order was placed on, for its invoice's discount line (ADR 0070); null without one. */
export async function offerNameOf(db: Queryable, offerId: string | null): Promise<LocalizedText | null> {
  if (!offerId) return null;
  const [row] = await db
    .select({ ar: offers.nameAr, en: offers.nameEn, fr: offers.nameFr })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row ?? null;
}
