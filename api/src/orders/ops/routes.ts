import {
  assignProviderBodySchema,
  orderListQuerySchema,
  orderListSchema,
  orderOperationResultSchema,
  orderTransitionBodySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { opsRule } from '../../ability/route-rule';
import { idempotencyKeyOf } from '../../http/idempotency';
import { listResult } from '../../http/list-query';
import { addRoute } from '../../http/route';
import { proposeBodySchema } from '../operations/proposal-schemas';
import { platformOrderPage } from './ops-order-list';
import { assignProvider, collectCash, opsPropose, opsTransition } from './ops-order-steps';
import { opsReschedule } from './ops-reschedule';
import { opsProviderListSchema, opsRescheduleBodySchema, orderIdParams } from './ops-schemas';
import { activeProviders } from './provider-availability';

// The ops order API (contract ORDER_OPS_PATHS, mounted at /api/v1/ops/orders): platform staff only (account type
// ops); company and provider accounts get 403. Ops move orders along the machine for every company.

const tags = ['ops'];
const rule = opsRule('update', 'ops_orders');
const response = orderOperationResultSchema;
/** The console sends an Idempotency-Key with each step (a retry is answered once); API clients may omit it. */
const keyIfSent = (headers: Record<string, string | string[] | undefined>) =>
  headers['idempotency-key'] === undefined ? null : idempotencyKeyOf(headers);

export async function opsOrderRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: opsRule('read', 'ops_orders'),
    summary: 'Orders of every company, newest first: search by reference, filters status, type, payment status, dates',
    tags,
    query: orderListQuerySchema,
    response: orderListSchema,
    handler: async (ctx, { query }) => {
      const { items, total } = await platformOrderPage(ctx.systemDb('ops: orders of every company'), query, undefined);
      return listResult(items, total, query);
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/providers',
    rule: opsRule('read', 'ops_providers'),
    summary: 'The active providers ops can assign (who visits; their slots are checked when assigned)',
    tags,
    response: opsProviderListSchema,
    handler: (ctx) => activeProviders(ctx.systemDb('ops: the platform providers')),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/transition',
    rule,
    summary: 'A step of the machine by ops: confirm, fail_assignment, hold / fail (reason), resume, complete',
    tags,
    params: orderIdParams,
    body: orderTransitionBodySchema,
    response,
    handler: (ctx, { params, body }, raw) => opsTransition(ctx, params.id, body, keyIfSent(raw.request.headers)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/assignProvider',
    rule,
    summary:
      'Assigns a provider free at the slot (no double booking, under the day lock): confirmed → assigned; re-assigns with a reason before the provider leaves',
    tags,
    params: orderIdParams,
    body: assignProviderBodySchema,
    response,
    handler: (ctx, { params, body }, raw) => assignProvider(ctx, params.id, body, keyIfSent(raw.request.headers)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/proposals',
    rule,
    summary: 'Proposes service changes, a visit change or a visit quotation (repriced) for the client to answer',
    tags,
    params: orderIdParams,
    body: proposeBodySchema,
    response,
    message: 'orders.op.proposal_submitted',
    handler: (ctx, { params, body }) => opsPropose(ctx, params.id, body),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/collectCash',
    rule,
    summary: 'Records the cash of a cash order on site: cash_clearing → revenue + VAT, collected, then pay_final',
    tags,
    params: orderIdParams,
    response,
    handler: (ctx, { params }) => collectCash(ctx, params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/:id/reschedule',
    rule,
    summary:
      'Moves the visit to a free slot of the same length (no double booking; the assigned provider must be free): on the way or arrived → assigned',
    tags,
    params: orderIdParams,
    body: opsRescheduleBodySchema,
    response,
    handler: (ctx, { params, body }, raw) => opsReschedule(ctx, params.id, body, keyIfSent(raw.request.headers)),
  });
}
