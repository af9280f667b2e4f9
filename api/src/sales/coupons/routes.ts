import { OPS_COUPON_ENDPOINTS as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { listResult } from '../../platform/http/list-query';
import { listOpsCoupons, listOpsCouponUses } from './coupon-queries';
import { createCoupon, updateCoupon } from './coupon-service';

// The console's coupons (contract OPS_COUPON_ENDPOINTS, ADR 0074), registered without a prefix. Ops read every
// company's uses through the system door, named in each call.

export async function opsCouponRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.list, async (ctx, { query }) => {
    const { items, total } = await listOpsCoupons(ctx.systemDb('ops: the coupons'), query, ctx.now);
    return listResult(items, total, query);
  });
  addEndpoint(app, endpoints.uses, async (ctx, { params, query }) => {
    const { items, total } = await listOpsCouponUses(ctx.systemDb("ops: a coupon's uses"), params.id, query);
    return listResult(items, total, { ...query, sortDesc: true });
  });
  addEndpoint(app, endpoints.create, (ctx, { body }) => createCoupon(ctx, body));
  addEndpoint(app, endpoints.update, (ctx, { params, body }) => updateCoupon(ctx, params.id, body));
}
