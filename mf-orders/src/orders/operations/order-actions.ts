import {
  COMPANY_OPERATION_STEPS,
  type Order,
  type OrderProposal,
  type OrderProposalKind,
  type OrderRuleName,
  type OrderTransitionOperation,
  possibleOperations,
  TERMINAL_ORDER_STATUSES,
} from '@portal/shared/contract';

// Which operation buttons the order page shows: the steps the contract's state machine allows the company (C)
// from the order's status (possibleOperations, the very table the API runs) AND the ability rule of the row
// (ORDER_RULES; the UI never calls what the role forbids). The API still checks the guards (money due, free slot…); the few the page
// can read from the order (amount due, payment method) hide buttons that could only be refused.

export type OrderAction = 'cancel' | 'reschedule' | 'pay' | 'check_payment' | 'rate';

export type ProposalAction = {
  proposal: OrderProposal;
  /** The declared endpoint (contract ORDER_ENDPOINTS) that answers this kind of proposal. */
  endpoint: ProposalEndpoint;
  /** approveServiceChanges / approveVisitChanges take `decision`, updateVisitQuotationStatus `status`. */
  field: 'decision' | 'status';
};

type ProposalEndpoint = 'approveServiceChanges' | 'approveVisitChanges' | 'updateVisitQuotationStatus';
type Can = (rule: OrderRuleName) => boolean;
type MachineOrder = Pick<Order, 'status' | 'previous_status' | 'payment_method' | 'total_due'>;

const PROPOSAL_RULES: Record<
  OrderProposalKind,
  { rule: OrderRuleName; endpoint: ProposalEndpoint; field: 'decision' | 'status' }
> = {
  service_change: { rule: 'serviceChangesDecide', endpoint: 'approveServiceChanges', field: 'decision' },
  visit_change: { rule: 'visitChangesDecide', endpoint: 'approveVisitChanges', field: 'decision' },
  visit_quotation: { rule: 'visitQuotationDecide', endpoint: 'updateVisitQuotationStatus', field: 'status' },
};

/** The company's possible steps now, each with the rule its row names, kept when the ability allows it. */
function allowedSteps(order: MachineOrder, can: Can): Set<OrderTransitionOperation> {
  const steps = new Set<OrderTransitionOperation>();
  for (const row of possibleOperations(order, 'C')) {
    if (!row.rule || can(row.rule)) steps.add(row.operation);
  }
  return steps;
}

/** The operation buttons of an order, in the order the page shows them. */
export function orderActions(order: MachineOrder, can: Can): OrderAction[] {
  const steps = allowedSteps(order, can);
  const payable = order.total_due > 0 && order.payment_method !== null && order.payment_method !== 'cash';
  const actions: OrderAction[] = [];
  if (payable && COMPANY_OPERATION_STEPS.confirm_payment.some((step) => steps.has(step))) actions.push('pay');
  if (
    payable &&
    order.payment_method === 'credit_card' &&
    can('paymentCheck') &&
    COMPANY_OPERATION_STEPS.check_payment.some((step) =>
      possibleOperations(order, 'C').some((r) => r.operation === step),
    )
  )
    actions.push('check_payment');
  if (steps.has('reschedule')) actions.push('reschedule');
  if (steps.has('rate')) actions.push('rate');
  if (steps.has('cancel')) actions.push('cancel');
  return actions;
}

/** Whether the reschedule allowed now is the late one (provider on the way or on site: back to assigned). */
export function isLateReschedule(order: MachineOrder): boolean {
  return possibleOperations(order, 'C').some(
    (row) => row.operation === 'reschedule' && row.rule === 'orderRescheduleLate',
  );
}

/** The proposals waiting for the client that this user may answer (closed orders answer nothing). */
export function proposalActions(order: MachineOrder, proposals: readonly OrderProposal[], can: Can): ProposalAction[] {
  if ((TERMINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) return [];
  return proposals.flatMap((proposal) => {
    const answer = PROPOSAL_RULES[proposal.kind];
    return proposal.status === 'submitted' && can(answer.rule)
      ? [{ proposal, endpoint: answer.endpoint, field: answer.field }]
      : [];
  });
}
