import {
  createOrderBodySchema,
  createPackageVisitBodySchema,
  generateWorkingHours,
  ORDER_RULES,
  orderDetailsSchema,
  orderLogEntrySchema,
  orderOperationResultSchema,
  orderPriceBodySchema,
  orderPriceSchema,
  orderReferenceParamsSchema,
  orderStatusHistorySchema,
  timeSlotsBodySchema,
  timeSlotsSchema,
  type Weekday,
  workingHoursGenerateBodySchema,
  workingHoursSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { createOrder, orderPrice } from './order-create';
import { createPackageVisit } from './order-package-visit';
import { orderDetails, orderHistory, orderLogList } from './order-queries';
import { timeSlotsFor } from './order-time-slots';

// Spec §7 company/orders/{order, order/price, order/:reference, order/:reference/history}
// (mounted at /api/v1/company/orders), company/timeslots/generate and public/providers/workingHours/generate.
// Rules: contract ORDER_RULES. The list and export (GET order, order/export) and the company operations are
// registered by their own files; orderMessage by the chat (api/src/chat/routes.ts).

const tags = ['orders'];

export async function orderRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/order/price',
    rule: { ability: ORDER_RULES.orderCreate },
    summary:
      'Prices a one-time order (branch facts, catalog, coupon) with the contract pricing function; nothing is saved',
    tags,
    body: orderPriceBodySchema,
    response: orderPriceSchema,
    message: 'orders.priced',
    handler: (ctx, { body }) => orderPrice(ctx, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/order',
    rule: { ability: ORDER_RULES.orderCreate },
    summary:
      'Creates a one-time order ORD-YYYY-NNNNNN (Idempotency-Key): wallet orders are paid at once (422 insufficient credit), card/transfer/cash stay unpaid',
    tags,
    body: createOrderBodySchema,
    response: orderOperationResultSchema,
    created: true,
    handler: async (ctx, { body }, raw) => {
      const result = await createOrder(ctx, body, idempotencyKeyOf(raw.request.headers));
      if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/createPackageVisit',
    rule: { ability: ORDER_RULES.packageVisitCreate },
    summary:
      'A visit of an active package at one of its branches: consumes a visit (or the hours) in the same transaction; 422 when not enough is left',
    tags,
    body: createPackageVisitBodySchema,
    response: orderOperationResultSchema,
    created: true,
    handler: (ctx, { body }) => createPackageVisit(ctx, body),
  });
  addRoute(app, {
    method: 'GET',
    url: '/order/:reference',
    rule: { ability: ORDER_RULES.ordersRead },
    summary: 'One order by reference with its status history, proposals and invoices (another company’s: 404)',
    tags,
    params: orderReferenceParamsSchema,
    response: orderDetailsSchema,
    handler: (ctx, { params }) => orderDetails(ctx, params.reference),
  });
  addRoute(app, {
    method: 'GET',
    url: '/order/:reference/history',
    rule: { ability: ORDER_RULES.ordersRead },
    summary: 'The status history of an order, oldest first',
    tags,
    params: orderReferenceParamsSchema,
    response: v.array(orderStatusHistorySchema),
    handler: (ctx, { params }) => orderHistory(ctx, params.reference),
  });
  addRoute(app, {
    method: 'GET',
    url: '/order/:reference/logs',
    rule: { ability: ORDER_RULES.ordersRead },
    summary: 'The logs of an order: every action, status-changing or not, oldest first',
    tags,
    params: orderReferenceParamsSchema,
    response: v.array(orderLogEntrySchema),
    handler: (ctx, { params }) => orderLogList(ctx, params.reference),
  });
}

/** POST company/timeslots/generate (mounted at /api/v1/company/timeslots). */
export async function timeSlotRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/generate',
    rule: { ability: ORDER_RULES.orderCreate },
    summary: 'The free slots of a day for these services at this branch (providers’ working hours and bookings)',
    tags,
    body: timeSlotsBodySchema,
    response: timeSlotsSchema,
    handler: (ctx, { body }) => timeSlotsFor(ctx, body),
  });
}

/** POST public/providers/workingHours/generate (mounted at /api/v1/public/providers). */
export async function workingHoursRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/workingHours/generate',
    rule: { ability: ORDER_RULES.orderCreate },
    summary: 'Weekly working hours from weekdays and shifts (defaults: Saturday–Thursday, both shifts)',
    tags,
    body: workingHoursGenerateBodySchema,
    response: workingHoursSchema,
    handler: async (_ctx, { body }) => generateWorkingHours(body.weekdays as Weekday[] | undefined, body.shifts),
  });
}
