import {
  type createOrderBodySchema,
  MONEY_RULES,
  ORDER_ENDPOINTS,
  type OrderOperationResult,
  type OrderPrice,
  type orderPriceBodySchema,
  type Service,
  visitMinutes,
} from '@portal/contract';
import type * as v from 'valibot';
import { requireBuyerIdentity } from '../../company/account/buyer-identity';
import { holdIfOverCap } from '../../money/spending/hold-payment';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { idempotencyRoute, keyedOnce } from '../../platform/http/idempotency';
import type { CompanyContext } from '../../platform/http/request-context';
import { recordCouponUse } from './coupons/coupon-use';
import type { CouponAsk, CouponCheck } from './coupons/order-coupon';
import { offerAsk } from './offers/order-offer';
import { orderBranch } from './order-branch';
import { companyActor, insertOrder, type NewOrderService, storedService } from './order-insert';
import { priceOrder } from './order-pricing';
import { viewOrderById } from './order-queries';
import { reserveSlot } from './order-slot';
import { payOrderFromWallet } from './order-wallet-payment';

// POST company/orders/order (one-time order, or an offer order with `offer_id`: ADR 0070) and POST
// company/orders/order/price. One request = one transaction:
// branch, catalog, price, coupon (row locked, its use recorded: ADR 0060), slot (day locked: no double booking), the
// order as `created`, and for wallet orders the payment and invoice. Card, transfer and cash orders stay unpaid (ADR 0010: an advance once assigned, or cash on
// site). The Idempotency-Key replays the first answer and never charges twice.

type CreateOrderValues = v.InferOutput<typeof createOrderBodySchema>;
type PriceValues = v.InferOutput<typeof orderPriceBodySchema>;

const CREATE_ROUTE = idempotencyRoute(ORDER_ENDPOINTS.create);

/** The priced lines as stored on the order (names and prices copied from the catalog). */
export function pricedServices(price: OrderPrice, catalog: Map<string, Service>): NewOrderService[] {
  return price.lines.map((line) => {
    const service = catalog.get(line.service_id)!;
    const products = line.products.map((product) => ({
      product_id: product.product_id,
      name: service.products.find((candidate) => candidate.id === product.product_id)!.name,
      quantity: product.quantity,
      unit_price: product.unit_price,
      amount: product.amount,
    }));
    return storedService(service, line.quantity, { unitPrice: line.unit_price, amount: line.amount }, products);
  });
}

/** What the order asks of its coupon, if it names one. */
function couponAsk(scope: CompanyScope, code: string | undefined, check: CouponCheck): CouponAsk | null {
  return code ? { code, scope, check } : null;
}

export async function orderPrice(ctx: CompanyContext, body: PriceValues): Promise<OrderPrice> {
  const branch = await orderBranch(ctx.scope, body.branch_id, ctx.now);
  const ask = couponAsk(ctx.scope, body.coupon, 'preview');
  const { price } = await priceOrder(ctx.scope, branch, body.services, ask, ctx.now, offerAsk(body.offer_id));
  return price;
}

export function createOrder(
  ctx: CompanyContext,
  body: CreateOrderValues,
  idempotencyKey: string,
): Promise<{ body: OrderOperationResult; replayed: boolean }> {
  return keyedOnce(ctx, { route: CREATE_ROUTE, key: idempotencyKey, body: body }, async (tx) => ({
    status: 201,
    body: await placeOrder(ctx, tx, body),
  }));
}

export async function placeOrder(ctx: CompanyContext, tx: CompanyScope, body: CreateOrderValues) {
  await requireBuyerIdentity(tx, ctx.t);
  const branch = await orderBranch(tx, body.branch_id, ctx.now);
  // The coupon's row stays locked until this transaction ends: its limits hold against concurrent orders.
  const ask = couponAsk(tx, body.coupon, 'claim');
  const priced = await priceOrder(tx, branch, body.services, ask, ctx.now, offerAsk(body.offer_id));
  const { price, catalog, coupon, offer } = priced;
  const services = pricedServices(price, catalog);
  const minutes = visitMinutes(
    services.map((service) => ({ unit: service.unit as Service['unit'], quantity: service.quantity })),
  );
  const slot = await reserveSlot(tx, body, minutes, ctx.now);
  const by = await companyActor(tx, ctx.actor.userId);
  let order = await insertOrder(
    tx,
    {
      type: offer ? 'offer' : 'onetime',
      branch,
      slot,
      services,
      amounts: { subtotal: price.subtotal, discount: price.discount, vat: price.vat, total: price.total },
      paymentMethod: body.payment_method,
      paymentStatus: price.total === 0 ? 'none' : 'unpaid',
      couponCode: price.coupon_code,
      offerId: offer?.id ?? null,
      notes: body.notes ?? null,
    },
    by,
    ctx.now,
  );
  if (coupon) await recordCouponUse(tx, coupon, { orderId: order.id, discount: price.coupon_discount }, ctx.now);
  let held = false;
  if (body.payment_method === 'wallet') {
    // A branch's monthly cap may hold the payment for an admin's approval (api/src/money/spending).
    const { action, subject } = MONEY_RULES.paymentAccept;
    const onHold = await holdIfOverCap(tx, {
      order,
      amount: order.total,
      userId: ctx.actor.userId,
      mayApprove: ctx.ability.can(action, subject),
      now: ctx.now,
    });
    held = onHold !== null;
    order = onHold ?? (await payOrderFromWallet(tx, order, services, ctx.actor.userId, ctx.now));
  }
  return {
    order: await viewOrderById(tx, order.id, ctx.lang),
    payment_url: null,
    message: held ? ctx.t('spending.held') : ctx.t('orders.created', { reference: order.reference }),
  };
}
