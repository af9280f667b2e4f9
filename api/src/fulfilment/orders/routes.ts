import { ORDER_ENDPOINTS as endpoints, generateWorkingHours, type Weekday } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import { createOrder, orderPrice } from './order-create';
import { createPackageVisit } from './order-package-visit';
import { orderDetails, orderHistory, orderLogList } from './order-queries';
import { timeSlotsFor } from './order-time-slots';
import { openWarranty } from './warranty/open-warranty';

// Spec §7 company/orders/{order (POST), order/price, order/:reference, order/:reference/history, logs},
// company/createPackageVisit, company/timeslots/generate and public/providers/workingHours/generate: contract
// ORDER_ENDPOINTS, each path whole under /api/v1. The list and export (./order-list-routes.ts), the evidence and
// the company operations are registered by their own files; orderMessage by the chat (api/src/messaging/chat/routes.ts).

export async function orderRoutes(app: FastifyInstance) {
  addEndpoint(app, endpoints.price, (ctx, { body }) => orderPrice(ctx, body));
  addEndpoint(app, endpoints.create, async (ctx, { body }, raw) => {
    const result = await createOrder(ctx, body, idempotencyKeyOf(raw.request.headers));
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  });
  addEndpoint(app, endpoints.createPackageVisit, (ctx, { body }) => createPackageVisit(ctx, body));
  addEndpoint(app, endpoints.openWarranty, (ctx, { body }) => openWarranty(ctx, body));
  addEndpoint(app, endpoints.one, (ctx, { params }) => orderDetails(ctx, params.reference));
  addEndpoint(app, endpoints.history, (ctx, { params }) => orderHistory(ctx, params.reference));
  addEndpoint(app, endpoints.logs, (ctx, { params }) => orderLogList(ctx, params.reference));
  addEndpoint(app, endpoints.timeSlots, (ctx, { body }) => timeSlotsFor(ctx, body));
  addEndpoint(app, endpoints.workingHours, async (_ctx, { body }) =>
    generateWorkingHours(body.weekdays as Weekday[] | undefined, body.shifts),
  );
}
