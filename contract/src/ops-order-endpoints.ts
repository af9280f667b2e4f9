import * as v from 'valibot';
import { endpoint } from './endpoint';
import { messageKey } from './messages';
import { opsIdParams } from './ops-console';
import { assignProviderBodySchema } from './ops-dispatch';
import { OPS_RULES as rules } from './ops-rules';
import { ORDER_LIMITS, optionalOrderText, orderServicesField, slotField, visitDateField } from './orders/order-fields';
import { ORDER_OPS_PATHS } from './orders/order-paths';
import { orderListQuerySchema, orderTransitionBodySchema, rescheduleOrderBodySchema } from './orders/order-requests';
import { ORDER_PROPOSAL_KINDS, orderListSchema, orderOperationResultSchema } from './orders/order-schemas';

// The ops order API (issue 11, 27.4): platform staff move any company's order along the machine. The dispatch board
// reads through OPS_ENDPOINTS (dispatch*) and acts here; every step answers the order's operation result. The steps
// the console sends carry an Idempotency-Key (a retry is answered once); API clients may omit it.

const tag = 'ops';
const response = orderOperationResultSchema;

export const opsProviderListSchema = v.array(
  v.object({ id: v.string(), name: v.string(), phone: v.nullable(v.string()), has_account: v.boolean() }),
);

/** POST ops/orders/:id/reschedule: the company's reschedule body without the order id (it is in the path). */
export const opsRescheduleBodySchema = v.omit(rescheduleOrderBodySchema, ['order_id']);
export type OpsRescheduleBody = v.InferOutput<typeof opsRescheduleBodySchema>;

/**
 * POST ops/orders/:id/proposals and providers/orders/:id/proposals: service changes and visit quotations carry the
 * services after the change, a visit change the new date and slot (its shift follows from the slot). The client
 * answers with decideOrderChangesBodySchema.
 */
export const proposeBodySchema = v.object({
  kind: v.picklist(ORDER_PROPOSAL_KINDS, messageKey('validation.invalid')),
  services: v.optional(orderServicesField),
  date: v.optional(visitDateField),
  slot: v.optional(slotField),
  note: optionalOrderText(ORDER_LIMITS.notes.max),
});
export type ProposeBody = v.InferOutput<typeof proposeBodySchema>;

export const OPS_ORDER_ENDPOINTS = {
  list: endpoint({
    operationId: 'listOpsOrders',
    method: 'GET',
    path: ORDER_OPS_PATHS.list,
    access: { ops: rules.dispatchRead },
    summary: 'Orders of every company, newest first: search by reference, filters status, type, payment status, dates',
    tag,
    query: orderListQuerySchema,
    response: orderListSchema,
  }),
  providers: endpoint({
    operationId: 'listOpsProviders',
    method: 'GET',
    path: 'ops/orders/providers',
    access: { ops: rules.providersRead },
    summary: 'The active providers ops can assign (who visits; their slots are checked when assigned)',
    tag,
    response: opsProviderListSchema,
  }),
  transition: endpoint({
    operationId: 'transitionOpsOrder',
    method: 'POST',
    path: ORDER_OPS_PATHS.transition,
    access: { ops: rules.dispatchAct },
    summary: 'A step of the machine by ops: confirm, fail_assignment, hold / fail (reason), resume, complete',
    tag,
    params: opsIdParams,
    body: orderTransitionBodySchema,
    response,
    idempotent: true,
  }),
  assignProvider: endpoint({
    operationId: 'assignOpsOrderProvider',
    method: 'POST',
    path: ORDER_OPS_PATHS.assignProvider,
    access: { ops: rules.dispatchAct },
    summary:
      'Assigns a provider free at the slot (no double booking, under the day lock): confirmed → assigned; re-assigns with a reason before the provider leaves',
    tag,
    params: opsIdParams,
    body: assignProviderBodySchema,
    response,
    idempotent: true,
  }),
  propose: endpoint({
    operationId: 'proposeOpsOrderChange',
    method: 'POST',
    path: ORDER_OPS_PATHS.proposals,
    access: { ops: rules.dispatchAct },
    summary: 'Proposes service changes, a visit change or a visit quotation (repriced) for the client to answer',
    tag,
    params: opsIdParams,
    body: proposeBodySchema,
    response,
    message: 'orders.op.proposal_submitted',
  }),
  collectCash: endpoint({
    operationId: 'collectOpsOrderCash',
    method: 'POST',
    path: ORDER_OPS_PATHS.collectCash,
    access: { ops: rules.dispatchAct },
    summary: 'Records the cash of a cash order on site: cash_clearing → revenue + VAT, collected, then pay_final',
    tag,
    params: opsIdParams,
    response,
  }),
  reschedule: endpoint({
    operationId: 'rescheduleOpsOrder',
    method: 'POST',
    path: ORDER_OPS_PATHS.reschedule,
    access: { ops: rules.dispatchAct },
    summary:
      'Moves the visit to a free slot of the same length (no double booking; the assigned provider must be free): on the way or arrived → assigned',
    tag,
    params: opsIdParams,
    body: opsRescheduleBodySchema,
    response,
    idempotent: true,
  }),
} as const;
