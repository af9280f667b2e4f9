import { rulesOn } from '../money-permissions';

// The one table of which (action, subject) each company order endpoint requires (spec §6: b2b_orders and the
// actions reschedule_order, reschedule_late_order, confirm_payment, refresh_payment, update_service). The API
// registers its routes with these rules and the UI shows a page or button only when the ability allows the same
// rule, so it never calls an endpoint that answers 403 (which signs the user out, spec §8). The state machine
// (./order-state-machine) names the rule each company transition needs. Ops (/api/v1/ops/orders/…) and provider
// (/api/v1/providers/orders/…) endpoints are gated by account type (ops, provider), not by company abilities.

export const ORDER_RULES = rulesOn('b2b_orders', {
  /** GET company/orders/order[/:reference], its payments, transactions, logs, status history and messages */
  ordersRead: 'read',
  /** GET company/orders/order/export */
  ordersExport: 'export',
  /** POST company/orders/order, POST company/timeslots/generate, POST public/providers/workingHours/generate */
  orderCreate: 'insert',
  /** POST company/orders/createPackageVisit: a visit of a package the company owns */
  packageVisitCreate: 'insert',
  /** POST company/orders/warranty: a free warranty visit of a completed order (ADR 0069) */
  warrantyOpen: 'insert',
  /** POST company/orders/updateStatus (the client's only status change: cancel, with a reason) */
  orderCancel: 'update',
  /** POST company/orders/rescheduleOrder before the provider is on the way */
  orderReschedule: 'reschedule_order',
  /** POST company/orders/rescheduleOrder once the provider is on the way or has arrived */
  orderRescheduleLate: 'reschedule_late_order',
  /** POST company/orders/confirmPayment (advance or final payment: card, transfer receipt or wallet) */
  paymentConfirm: 'confirm_payment',
  /** POST company/orders/checkPayment (asks the card gateway again) */
  paymentCheck: 'refresh_payment',
  /** POST company/orders/approveServiceChanges */
  serviceChangesDecide: 'update_service',
  /** POST company/orders/approveVisitChanges */
  visitChangesDecide: 'update',
  /** POST company/orders/updateVisitQuotationStatus */
  visitQuotationDecide: 'update',
  /** POST company/orders/rate */
  orderRate: 'update',
});
export type OrderRuleName = keyof typeof ORDER_RULES;
