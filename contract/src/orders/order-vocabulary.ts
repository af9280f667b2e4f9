import type { OrderProposalKind } from './order-schemas';
import type { OrderTransitionOperation } from './order-state-machine';
// The order vocabulary of spec §4 (statuses, types, operations) and the actors of DOMAIN.md §6.

/** Spec §4 order statuses, all 19, in the order an order normally lives through them. */
export const ORDER_STATUSES = [
  'draft',
  'created',
  'confirmed',
  'assigned',
  'advance_payment_paid',
  'on_the_way',
  'arrived',
  'in_progress',
  'inspection_started',
  'inspection_ended',
  'final_payment_paid',
  'completed',
  'rated',
  'canceled',
  'failed',
  'advance_payment_failed',
  'assign_provider_failed',
  'draft_failed',
  'on_hold',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses nothing leaves (DOMAIN.md §6): the order's story is over. `completed` still accepts `rate`. */
export const TERMINAL_ORDER_STATUSES = [
  'rated',
  'canceled',
  'failed',
  'draft_failed',
] as const satisfies readonly OrderStatus[];

/**
 * "Any active" of DOMAIN.md §6 (ops may hold or fail these): submitted and not yet completed. A draft is not
 * active (nobody but its author sees it) and on_hold is handled on its own (resume or fail).
 */
export const ACTIVE_ORDER_STATUSES = [
  'created',
  'confirmed',
  'assigned',
  'assign_provider_failed',
  'advance_payment_paid',
  'advance_payment_failed',
  'on_the_way',
  'arrived',
  'inspection_started',
  'inspection_ended',
  'in_progress',
  'final_payment_paid',
] as const satisfies readonly OrderStatus[];

/** Spec §4 order types. */
export const ORDER_TYPES = ['onetime', 'offer', 'package', 'warranty'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Spec §4 order operations, as the company API exposes them (spec §7 company/orders/*). */
export const ORDER_OPERATIONS = [
  'update_status',
  'reschedule',
  'confirm_payment',
  'check_payment',
  'approve_service_changes',
  'approve_visit_changes',
  'update_visit_quotation_status',
  'rate',
] as const;
export type OrderOperation = (typeof ORDER_OPERATIONS)[number];

/** DOMAIN.md §6 actors: C = company user, O = ops, P = provider, S = system (jobs, gateway callbacks). */
export const ORDER_ACTORS = ['C', 'O', 'P', 'S'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Spec §4 shifts of a visit (Riyadh time; bounds in ./time-slots). */
export const ORDER_SHIFTS = ['morning', 'evening'] as const;
export type OrderShift = (typeof ORDER_SHIFTS)[number];

/** Spec §4 statuses of service changes, visit changes and visit quotations proposed by a provider or ops. */
export const ORDER_CHANGE_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];
/**
 * What the order's log records besides the steps of the machine (ORDER_TRANSITION_OPERATIONS): ops' and the
 * technician's tools, a held payment's approval, a provider's proposals. The API writes proposals as
 * propose_<kind> and approve_<kind> / reject_<kind>, held payments as payment_<decision>: orderLogAction reads them.
 * The cash collection is also the note of its pay_final step. Each has a label in ORDER_LABELS (the timeline, the
 * logs tab and the ops console never show one of these names raw, issue 28.6).
 */
export const ORDER_LOG_ACTIONS = [
  'collect_cash_payment',
  'evidence_attached',
  'checklist_updated',
  'payment_approved',
  'payment_rejected',
  'proposal_submitted',
  'proposal_decided',
] as const;
export type OrderLogAction = (typeof ORDER_LOG_ACTIONS)[number];

/** Every action name the API writes in an order's log (api logOrder takes only these). */
export type OrderLogName =
  | OrderTransitionOperation
  | Exclude<OrderLogAction, 'proposal_submitted' | 'proposal_decided'>
  | `propose_${OrderProposalKind}`
  | `${'approve' | 'reject'}_${OrderProposalKind}`;

/** The log action an action name of the API stands for, or null (a step of the machine, or a newer name). */
export function orderLogAction(action: string): OrderLogAction | null {
  if (action.startsWith('propose_')) return 'proposal_submitted';
  if (action.startsWith('approve_') || action.startsWith('reject_')) return 'proposal_decided';
  return (ORDER_LOG_ACTIONS as readonly string[]).includes(action) ? (action as OrderLogAction) : null;
}

/** The client's answer to a proposal (confirmation dialog). */
export const ORDER_CHANGE_DECISIONS = ['approved', 'rejected'] as const;
export type OrderChangeDecision = (typeof ORDER_CHANGE_DECISIONS)[number];

/** Where the services of an order stand (spec §3 "services status"): proposals waiting for the client or not. */
export const ORDER_SERVICES_STATUSES = [
  'original',
  'changes_submitted',
  'changes_approved',
  'changes_rejected',
] as const;
export type OrderServicesStatus = (typeof ORDER_SERVICES_STATUSES)[number];
