import type { OrderRuleName } from './order-permissions';
import {
  ACTIVE_ORDER_STATUSES,
  type OrderActor,
  type OrderOperation,
  type OrderStatus,
  TERMINAL_ORDER_STATUSES,
} from './order-vocabulary';

// DOMAIN.md §6 as ONE table: the API runs every status change through `nextStatus` (then writes status, history
// row, ledger entries and outbox event in one transaction) and the UI reads the same table to show only the
// operations that are possible. Anything not in the table is refused (409 with `reason`, a localized key of
// ./order-messages). Guards that need more than the status (evidence, balance due, proposals) are named on the
// row and checked by the API inside the transaction. Decisions beyond DOMAIN.md: docs/decisions/0010.

/** The steps of the machine. The company API's operations (spec §4) map onto them: updateStatus → cancel,
 *  rescheduleOrder → reschedule, confirmPayment → pay_advance | pay_final, rate → rate. */
export const ORDER_TRANSITION_OPERATIONS = [
  'submit',
  'fail_draft',
  'confirm',
  'assign_provider',
  'fail_assignment',
  'pay_advance',
  'fail_advance_payment',
  'depart',
  'arrive',
  'start_inspection',
  'end_inspection',
  'start_work',
  'pay_final',
  'complete',
  'rate',
  'cancel',
  'reschedule',
  'hold',
  'resume',
  'fail',
] as const;
export type OrderTransitionOperation = (typeof ORDER_TRANSITION_OPERATIONS)[number];

/** What the API checks besides status and actor, in the same transaction as the change. */
export type OrderGuard =
  /** branch, ≥ 1 service, a free slot and a payment method; wallet orders are paid here */
  | 'order_complete'
  /** the price or the slot changed since the draft was priced */
  | 'price_or_slot_invalid'
  /** the provider is free at the slot (no double booking) */
  | 'provider_free'
  /** an advance is due: card or transfer orders (wallet orders were paid at submit, cash at the end) */
  | 'advance_due'
  /** no service change, visit change or visit quotation is still `submitted` */
  | 'no_pending_proposals'
  /** total due is 0: paid, or cash recorded by ops (collect_cash_payment) */
  | 'nothing_due'
  /** at least one completion photo (before or after) */
  | 'evidence_attached'
  /** every item of the provider's checklist ticked (./order-evidence) */
  | 'checklist_done'
  /** the new slot is free and after the minimum lead time */
  | 'slot_free'
  /** rating 1–5 and an optional comment */
  | 'rating'
  /** a reason (settings/reason) is given */
  | 'reason';

/** `same`: the status does not change (an in-time reschedule); `previous`: back to the status before on_hold. */
export type OrderTransitionTarget = OrderStatus | 'same' | 'previous';

export type OrderTransition = {
  from: readonly OrderStatus[];
  operation: OrderTransitionOperation;
  to: OrderTransitionTarget;
  actors: readonly OrderActor[];
  /** The company permission (./order-permissions) a company user needs for this row. */
  rule?: OrderRuleName;
  guards: readonly OrderGuard[];
  /** DOMAIN.md §6 "when", for people. */
  note: string;
};

/** The active statuses before the provider sets off (a plain reschedule). */
const ACTIVE_BEFORE_ON_THE_WAY = ACTIVE_ORDER_STATUSES.slice(0, ACTIVE_ORDER_STATUSES.indexOf('on_the_way'));

/** The table of DOMAIN.md §6, one row per (operation, group of from-statuses). */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  {
    from: ['draft'],
    operation: 'submit',
    to: 'created',
    actors: ['C'],
    rule: 'orderCreate',
    guards: ['order_complete'],
    note: 'submitted with branch, services, slot, payment method',
  },
  {
    from: ['draft'],
    operation: 'fail_draft',
    to: 'draft_failed',
    actors: ['S'],
    guards: ['price_or_slot_invalid'],
    note: 'price or slot no longer valid at submit',
  },
  {
    from: ['created'],
    operation: 'confirm',
    to: 'confirmed',
    actors: ['O', 'S'],
    guards: [],
    note: 'slot accepted (wallet orders: paid at create)',
  },
  {
    from: ['confirmed', 'assign_provider_failed'],
    operation: 'assign_provider',
    to: 'assigned',
    actors: ['O'],
    guards: ['provider_free'],
    note: 'provider assigned (or retried after none was available)',
  },
  {
    // ADR 0036: ops re-assign a visit to another provider before the provider leaves; the status stays.
    from: ['assigned', 'advance_payment_paid', 'advance_payment_failed'],
    operation: 'assign_provider',
    to: 'same',
    actors: ['O'],
    guards: ['provider_free'],
    note: 're-assigned to another provider before on_the_way (a reason)',
  },
  {
    from: ['confirmed'],
    operation: 'fail_assignment',
    to: 'assign_provider_failed',
    actors: ['O'],
    guards: [],
    note: 'no provider available',
  },
  {
    from: ['assigned'],
    operation: 'pay_advance',
    to: 'advance_payment_paid',
    actors: ['C', 'S'],
    rule: 'paymentConfirm',
    guards: ['advance_due'],
    note: 'advance paid (card or transfer)',
  },
  {
    from: ['advance_payment_failed'],
    operation: 'pay_advance',
    to: 'advance_payment_paid',
    actors: ['C'],
    rule: 'paymentConfirm',
    guards: ['advance_due'],
    note: 'advance paid on retry',
  },
  {
    from: ['assigned'],
    operation: 'fail_advance_payment',
    to: 'advance_payment_failed',
    actors: ['C', 'S'],
    rule: 'paymentConfirm',
    guards: ['advance_due'],
    note: 'advance payment failed (card declined, transfer rejected)',
  },
  {
    from: ['assigned', 'advance_payment_paid'],
    operation: 'depart',
    to: 'on_the_way',
    actors: ['P'],
    guards: [],
    note: 'the provider leaves for the branch',
  },
  { from: ['on_the_way'], operation: 'arrive', to: 'arrived', actors: ['P'], guards: [], note: 'on site' },
  {
    from: ['arrived'],
    operation: 'start_inspection',
    to: 'inspection_started',
    actors: ['P'],
    guards: [],
    note: 'optional inspection; service changes are proposed here',
  },
  {
    from: ['inspection_started'],
    operation: 'end_inspection',
    to: 'inspection_ended',
    actors: ['P'],
    guards: [],
    note: 'inspection done',
  },
  {
    from: ['arrived', 'inspection_ended'],
    operation: 'start_work',
    to: 'in_progress',
    actors: ['P'],
    guards: ['no_pending_proposals'],
    note: 'after the client approved or rejected proposed changes',
  },
  {
    from: ['in_progress'],
    operation: 'pay_final',
    to: 'final_payment_paid',
    actors: ['C', 'S'],
    rule: 'paymentConfirm',
    guards: ['nothing_due'],
    note: 'balance due settled (or nothing due)',
  },
  {
    from: ['in_progress', 'final_payment_paid'],
    operation: 'complete',
    to: 'completed',
    actors: ['P', 'O'],
    guards: ['evidence_attached', 'checklist_done', 'nothing_due'],
    note: 'completion evidence attached (photos, notes)',
  },
  {
    from: ['completed'],
    operation: 'rate',
    to: 'rated',
    actors: ['C'],
    rule: 'orderRate',
    guards: ['rating'],
    note: 'rate 1–5 with comment',
  },
  {
    from: ['draft', ...ACTIVE_BEFORE_ON_THE_WAY],
    operation: 'cancel',
    to: 'canceled',
    actors: ['C'],
    rule: 'orderCancel',
    guards: ['reason'],
    note: 'before on_the_way; what was paid goes back to the wallet',
  },
  {
    from: ACTIVE_BEFORE_ON_THE_WAY,
    operation: 'reschedule',
    to: 'same',
    actors: ['C', 'O'],
    rule: 'orderReschedule',
    guards: ['slot_free'],
    note: 'new date and slot before on_the_way (reschedule_order)',
  },
  {
    from: ['on_the_way', 'arrived'],
    operation: 'reschedule',
    to: 'assigned',
    actors: ['C', 'O'],
    rule: 'orderRescheduleLate',
    guards: ['slot_free'],
    note: 'late: the provider comes back at the new slot (reschedule_late_order)',
  },
  {
    from: ACTIVE_ORDER_STATUSES,
    operation: 'hold',
    to: 'on_hold',
    actors: ['O'],
    guards: ['reason'],
    note: 'any active order',
  },
  {
    from: ['on_hold'],
    operation: 'resume',
    to: 'previous',
    actors: ['O'],
    guards: [],
    note: 'back to the status before on_hold',
  },
  {
    from: [...ACTIVE_ORDER_STATUSES, 'on_hold'],
    operation: 'fail',
    to: 'failed',
    actors: ['O'],
    guards: ['reason'],
    note: 'any active (or held) order, with a reason (settings/reason)',
  },
];

/** The order facts the machine reads: its status and, while on hold, the status it was held in. */
export type OrderMachineState = { status: OrderStatus; previous_status?: OrderStatus | null };

/** Why a transition is refused: keys of ./order-messages (`orders.refused.*`), answered as 409. */
export const ORDER_REFUSALS = [
  'orders.refused.terminal',
  'orders.refused.on_hold',
  'orders.refused.cancel_too_late',
  'orders.refused.reschedule_too_late',
  'orders.refused.actor',
  'orders.refused.not_allowed',
] as const;
export type OrderRefusal = (typeof ORDER_REFUSALS)[number];

export type NextStatus =
  | { ok: true; to: OrderStatus; transition: OrderTransition }
  | { ok: false; reason: OrderRefusal };

const isTerminal = (status: OrderStatus) => (TERMINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** The rows of `operation` that start from `status`, whoever the actor. */
function rowsFrom(status: OrderStatus, operation: OrderTransitionOperation): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((row) => row.operation === operation && row.from.includes(status));
}

/** Where `operation` by `actor` takes the order, or why it may not (DOMAIN.md §6). Pure. */
export function nextStatus(
  order: OrderMachineState,
  operation: OrderTransitionOperation,
  actor: OrderActor,
): NextStatus {
  const rows = rowsFrom(order.status, operation);
  const row = rows.find((candidate) => candidate.actors.includes(actor));
  if (!row) return { ok: false, reason: refusalFor(order.status, operation, rows.length > 0) };
  if (row.to === 'same') return { ok: true, to: order.status, transition: row };
  if (row.to === 'previous') {
    const previous = order.previous_status;
    // A held order returns where it was; a record without it (or held from a non-active status) stays put.
    if (!previous || !(ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(previous)) {
      return { ok: false, reason: 'orders.refused.not_allowed' };
    }
    return { ok: true, to: previous, transition: row };
  }
  return { ok: true, to: row.to, transition: row };
}

function refusalFor(status: OrderStatus, operation: OrderTransitionOperation, existsForOthers: boolean): OrderRefusal {
  if (isTerminal(status)) return 'orders.refused.terminal';
  if (existsForOthers) return 'orders.refused.actor';
  if (status === 'on_hold') return 'orders.refused.on_hold';
  // Cancel rows cover every status before on_the_way and reschedule rows every submitted one before in_progress:
  // a miss on a non-terminal, non-held status is always a late one (a draft is edited, not rescheduled).
  if (operation === 'cancel') return 'orders.refused.cancel_too_late';
  if (operation === 'reschedule' && status !== 'draft') return 'orders.refused.reschedule_too_late';
  return 'orders.refused.not_allowed';
}

/** Every operation `actor` may run on the order now (the UI's buttons; the API still checks the guards). */
export function possibleOperations(order: OrderMachineState, actor: OrderActor): OrderTransition[] {
  return ORDER_TRANSITIONS.filter(
    (row) =>
      row.from.includes(order.status) && row.actors.includes(actor) && nextStatus(order, row.operation, actor).ok,
  );
}

/**
 * The machine steps behind each spec §4 company operation (company/orders/*). Proposals (approve service or
 * visit changes, visit quotations) change no status: they unblock `start_work` (guard no_pending_proposals).
 * checkPayment settles a card payment: the advance is then paid or failed, or the balance paid.
 */
export const COMPANY_OPERATION_STEPS: Record<OrderOperation, readonly OrderTransitionOperation[]> = {
  update_status: ['cancel'],
  reschedule: ['reschedule'],
  confirm_payment: ['pay_advance', 'pay_final'],
  check_payment: ['pay_advance', 'fail_advance_payment', 'pay_final'],
  approve_service_changes: [],
  approve_visit_changes: [],
  update_visit_quotation_status: [],
  rate: ['rate'],
};
