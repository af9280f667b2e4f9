import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { opsIdParams } from '../ops-console';
import { proposeBodySchema } from '../ops-order-endpoints';
import { orderChecklistBodySchema, orderEvidenceSchema } from './order-evidence';
import { ORDER_LIST_ENDPOINT } from './order-list-endpoint';
import { ORDER_PATHS, ORDER_PROVIDER_PATHS } from './order-paths';
import { ORDER_RULES as rules } from './order-permissions';
import { orderPriceSchema, orderReferenceParamsSchema } from './order-read-schemas';
import {
  checkOrderPaymentBodySchema,
  confirmOrderPaymentFieldsSchema,
  createOrderBodySchema,
  createPackageVisitBodySchema,
  decideOrderChangesBodySchema,
  orderListQuerySchema,
  orderPriceBodySchema,
  orderTransitionBodySchema,
  rateOrderBodySchema,
  rescheduleOrderBodySchema,
  timeSlotsBodySchema,
  updateOrderStatusBodySchema,
  updateVisitQuotationStatusBodySchema,
} from './order-requests';
import {
  orderDetailsSchema,
  orderListSchema,
  orderLogEntrySchema,
  orderOperationResultSchema,
  orderStatusHistorySchema,
} from './order-schemas';
import { openWarrantyBodySchema } from './order-warranty';
import { timeSlotsSchema, workingHoursGenerateBodySchema, workingHoursSchema } from './time-slot-schemas';

// Spec §7 company/orders/*, company/timeslots/generate, public/providers/workingHours/generate and the provider
// order API (issue 11, 25.1), each declared once. Not here, routes of their own: the export and the evidence photo
// answer a file (addFileRoute); the order chat is the chat's (CHAT_ENDPOINTS). confirmPayment takes JSON or a
// multipart transfer receipt (its JSON form is `jsonBody`), the provider's evidence a multipart photo (no body).

const tag = 'orders';
const ability = <const R extends keyof typeof rules>(rule: R) => ({ ability: rules[rule] });
const response = orderOperationResultSchema;

export const ORDER_ENDPOINTS = {
  list: ORDER_LIST_ENDPOINT,
  price: endpoint({
    operationId: 'priceOrder',
    method: 'POST',
    path: ORDER_PATHS.price,
    access: ability('orderCreate'),
    summary:
      'Prices a one-time order (branch facts, catalog, coupon) with the contract pricing function; nothing is saved',
    tag,
    body: orderPriceBodySchema,
    response: orderPriceSchema,
    message: 'orders.priced',
  }),
  create: endpoint({
    operationId: 'createOrder',
    method: 'POST',
    path: ORDER_PATHS.create,
    access: ability('orderCreate'),
    summary:
      'Creates a one-time order ORD-YYYY-NNNNNN (Idempotency-Key): wallet orders are paid at once (422 insufficient credit), card/transfer/cash stay unpaid',
    tag,
    body: createOrderBodySchema,
    response,
    created: true,
    idempotent: true,
  }),
  createPackageVisit: endpoint({
    operationId: 'createPackageVisit',
    method: 'POST',
    path: ORDER_PATHS.createPackageVisit,
    access: ability('packageVisitCreate'),
    summary:
      'A visit of an active package at one of its branches: consumes a visit (or the hours) in the same transaction; 422 when not enough is left',
    tag,
    body: createPackageVisitBodySchema,
    response,
    created: true,
  }),
  openWarranty: endpoint({
    operationId: 'openWarrantyOrder',
    method: 'POST',
    path: ORDER_PATHS.openWarranty,
    access: ability('warrantyOpen'),
    summary:
      'A free warranty visit of a completed order within its warranty period (ADR 0069): the problem and a free slot at its branch; 409 outside the period, on an order not completed, or while one is open',
    tag,
    body: openWarrantyBodySchema,
    response,
    created: true,
  }),
  one: endpoint({
    operationId: 'getOrder',
    method: 'GET',
    path: ORDER_PATHS.one,
    access: ability('ordersRead'),
    summary: 'One order by reference with its status history, proposals and invoices (another company’s: 404)',
    tag,
    params: orderReferenceParamsSchema,
    response: orderDetailsSchema,
  }),
  history: endpoint({
    operationId: 'listOrderHistory',
    method: 'GET',
    path: ORDER_PATHS.history,
    access: ability('ordersRead'),
    summary: 'The status history of an order, oldest first',
    tag,
    params: orderReferenceParamsSchema,
    response: v.array(orderStatusHistorySchema),
  }),
  logs: endpoint({
    operationId: 'listOrderLogs',
    method: 'GET',
    path: ORDER_PATHS.logs,
    access: ability('ordersRead'),
    summary: 'The logs of an order: every action, status-changing or not, oldest first',
    tag,
    params: orderReferenceParamsSchema,
    response: v.array(orderLogEntrySchema),
  }),
  evidence: endpoint({
    operationId: 'getOrderEvidence',
    method: 'GET',
    path: ORDER_PATHS.evidence,
    access: ability('ordersRead'),
    summary: "The order's completion evidence: before/after photos and the provider's checklist",
    tag,
    params: orderReferenceParamsSchema,
    response: orderEvidenceSchema,
  }),
  timeSlots: endpoint({
    operationId: 'generateTimeSlots',
    method: 'POST',
    path: ORDER_PATHS.timeSlots,
    access: ability('orderCreate'),
    summary: 'The free slots of a day for these services at this branch (providers’ working hours and bookings)',
    tag,
    body: timeSlotsBodySchema,
    response: timeSlotsSchema,
  }),
  workingHours: endpoint({
    operationId: 'generateWorkingHours',
    method: 'POST',
    path: ORDER_PATHS.workingHours,
    access: ability('orderCreate'),
    summary: 'Weekly working hours from weekdays and shifts (defaults: Saturday–Thursday, both shifts)',
    tag,
    body: workingHoursGenerateBodySchema,
    response: workingHoursSchema,
  }),
  updateStatus: endpoint({
    operationId: 'cancelOrder',
    method: 'POST',
    path: ORDER_PATHS.updateStatus,
    access: ability('orderCancel'),
    summary:
      'Cancels the order with a reason (before on_the_way); what was paid goes back to the wallet (Idempotency-Key)',
    tag,
    body: updateOrderStatusBodySchema,
    response,
    idempotent: true,
  }),
  confirmPayment: endpoint({
    operationId: 'confirmOrderPayment',
    method: 'POST',
    path: ORDER_PATHS.confirmPayment,
    access: ability('paymentConfirm'),
    summary:
      'Pays what is due (advance or final; Idempotency-Key): JSON wallet (ledger) or credit_card (→ payment_url); multipart transfer with file "receipt"',
    tag,
    jsonBody: confirmOrderPaymentFieldsSchema,
    response,
    idempotent: true,
  }),
  checkPayment: endpoint({
    operationId: 'checkOrderPayment',
    method: 'POST',
    path: ORDER_PATHS.checkPayment,
    access: ability('paymentCheck'),
    summary: "Asks the card gateway about the order's card payment and settles it",
    tag,
    body: checkOrderPaymentBodySchema,
    response,
  }),
  rescheduleOrder: endpoint({
    operationId: 'rescheduleOrder',
    method: 'POST',
    path: ORDER_PATHS.rescheduleOrder,
    // reschedule_order before on_the_way, reschedule_late_order after: the machine's row names which (checked).
    access: ability('ordersRead'),
    summary: 'New date and slot (a free one); in time keeps the status, late (on the way, arrived) returns to assigned',
    tag,
    body: rescheduleOrderBodySchema,
    response,
  }),
  approveServiceChanges: endpoint({
    operationId: 'approveOrderServiceChanges',
    method: 'POST',
    path: ORDER_PATHS.approveServiceChanges,
    access: ability('serviceChangesDecide'),
    summary: 'Approves (reprices the order) or rejects the service changes a provider or ops proposed',
    tag,
    body: decideOrderChangesBodySchema,
    response,
  }),
  approveVisitChanges: endpoint({
    operationId: 'approveOrderVisitChanges',
    method: 'POST',
    path: ORDER_PATHS.approveVisitChanges,
    access: ability('visitChangesDecide'),
    summary: 'Approves (moves the visit to the proposed free slot) or rejects proposed visit changes',
    tag,
    body: decideOrderChangesBodySchema,
    response,
  }),
  updateVisitQuotationStatus: endpoint({
    operationId: 'updateOrderVisitQuotationStatus',
    method: 'POST',
    path: ORDER_PATHS.updateVisitQuotationStatus,
    access: ability('visitQuotationDecide'),
    summary: 'Approves (reprices the order) or rejects a visit quotation',
    tag,
    body: updateVisitQuotationStatusBodySchema,
    response,
  }),
  rate: endpoint({
    operationId: 'rateOrder',
    method: 'POST',
    path: ORDER_PATHS.rate,
    access: ability('orderRate'),
    summary: 'Rates a completed order (1–5 stars, optional comment): completed → rated',
    tag,
    body: rateOrderBodySchema,
    response,
    message: 'orders.rated',
  }),
};

/** The provider order API: a signed-in user linked to a provider; any other account 403, another's order 404. */
const provider = { auth: 'signed-in' } as const;
const providerTag = 'providers';

export const ORDER_PROVIDER_ENDPOINTS = {
  list: endpoint({
    operationId: 'listProviderOrders',
    method: 'GET',
    path: ORDER_PROVIDER_PATHS.list,
    access: provider,
    summary: "The provider's orders, newest first (same filters as the orders list)",
    tag: providerTag,
    query: orderListQuerySchema,
    response: orderListSchema,
  }),
  transition: endpoint({
    operationId: 'transitionProviderOrder',
    method: 'POST',
    path: ORDER_PROVIDER_PATHS.transition,
    access: provider,
    summary: 'A step of the provider: depart, arrive, start_inspection, end_inspection, start_work, complete',
    tag: providerTag,
    idempotent: true,
    params: opsIdParams,
    body: orderTransitionBodySchema,
    response,
  }),
  propose: endpoint({
    operationId: 'proposeProviderOrderChange',
    method: 'POST',
    path: ORDER_PROVIDER_PATHS.proposals,
    access: provider,
    summary: 'Proposes service changes, a visit change or a visit quotation (repriced) for the client to answer',
    tag: providerTag,
    idempotent: true,
    params: opsIdParams,
    body: proposeBodySchema,
    response,
    message: 'orders.op.proposal_submitted',
  }),
  evidence: endpoint({
    operationId: 'attachProviderOrderEvidence',
    method: 'POST',
    path: ORDER_PROVIDER_PATHS.evidence,
    access: provider,
    summary: 'Multipart: optional field "stage" (before | after), then the file "photo" (PNG or JPEG, by its bytes)',
    tag: providerTag,
    idempotent: true,
    params: opsIdParams,
    response,
  }),
  checklist: endpoint({
    operationId: 'getProviderOrderChecklist',
    method: 'GET',
    path: ORDER_PROVIDER_PATHS.checklist,
    access: provider,
    summary: 'The completion checklist (services + standard items, ticks) and the photos of the order',
    tag: providerTag,
    params: opsIdParams,
    response: orderEvidenceSchema,
  }),
  saveChecklist: endpoint({
    operationId: 'saveProviderOrderChecklist',
    method: 'POST',
    path: ORDER_PROVIDER_PATHS.checklist,
    access: provider,
    summary: 'Ticks or unticks checklist items (optional note each) while on site; complete needs them all ticked',
    tag: providerTag,
    idempotent: true,
    params: opsIdParams,
    body: orderChecklistBodySchema,
    response: orderEvidenceSchema,
    message: 'orders.op.checklist_saved',
  }),
};
