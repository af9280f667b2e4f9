import {
  nextStatus,
  ORDER_ENDPOINTS,
  ORDER_RULES,
  ORDER_STATUSES,
  type OrderRuleName,
  type OrderStatus,
} from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { order, proposal } from '../order-fixtures';
import { isLateReschedule, orderActions, proposalActions } from './order-actions';

// The buttons come from the contract's state machine (possibleOperations for actor C) AND the ability rule of
// each row: a button the API would answer 403 to signs the user out (spec §8), one it would refuse is noise.

const withActions = (...actions: string[]) => {
  const allowed = new Set(actions);
  return (rule: OrderRuleName) => allowed.has(ORDER_RULES[rule].action);
};
const ALL = withActions(...new Set(Object.values(ORDER_RULES).map((rule) => rule.action)));
const NONE = withActions();

describe('orderActions', () => {
  it('created, wallet, paid: reschedule and cancel with every rule; nothing with read only', () => {
    expect(orderActions(order({ status: 'created' }), ALL)).toEqual(['reschedule', 'cancel']);
    expect(orderActions(order({ status: 'created' }), withActions('read'))).toEqual([]);
    expect(orderActions(order({ status: 'created' }), NONE)).toEqual([]);
  });

  it('each button needs its own rule: update → cancel, reschedule_order → reschedule', () => {
    expect(orderActions(order({ status: 'confirmed' }), withActions('update'))).toEqual(['cancel']);
    expect(orderActions(order({ status: 'confirmed' }), withActions('reschedule_order'))).toEqual(['reschedule']);
  });

  it('on the way: no cancel; the late reschedule needs reschedule_late_order, not reschedule_order', () => {
    const late = order({ status: 'on_the_way' });
    expect(orderActions(late, withActions('update', 'reschedule_order'))).toEqual([]);
    expect(orderActions(late, withActions('reschedule_late_order'))).toEqual(['reschedule']);
    expect(isLateReschedule(late)).toBe(true);
    expect(isLateReschedule(order({ status: 'assigned' }))).toBe(false);
  });

  it('an assigned card order with an advance due: pay (confirm_payment) and check (refresh_payment)', () => {
    const card = order({ status: 'assigned', payment_method: 'credit_card', total_paid: 0, total_due: 23_000 });
    expect(orderActions(card, withActions('confirm_payment', 'refresh_payment'))).toEqual(['pay', 'check_payment']);
    expect(orderActions(card, withActions('confirm_payment'))).toEqual(['pay']);
    expect(orderActions(card, withActions('refresh_payment'))).toEqual(['check_payment']);
  });

  it('cash is collected by ops, a paid order owes nothing, a package visit has no method: no pay button', () => {
    const due = { total_paid: 0, total_due: 23_000 } as const;
    expect(orderActions(order({ status: 'in_progress', payment_method: 'cash', ...due }), ALL)).toEqual([]);
    expect(orderActions(order({ status: 'in_progress', payment_method: 'wallet' }), ALL)).toEqual([]);
    expect(orderActions(order({ status: 'in_progress', payment_method: null, ...due }), ALL)).toEqual([]);
    expect(orderActions(order({ status: 'in_progress', payment_method: 'wallet', ...due }), ALL)).toEqual(['pay']);
  });

  it('completed: rate (update); rated, canceled, on hold: nothing at all', () => {
    expect(orderActions(order({ status: 'completed' }), ALL)).toEqual(['rate']);
    expect(orderActions(order({ status: 'completed' }), withActions('read'))).toEqual([]);
    for (const status of ['rated', 'canceled', 'failed', 'on_hold'] as const) {
      expect(orderActions(order({ status, previous_status: 'confirmed' }), ALL)).toEqual([]);
    }
  });

  it.each(ORDER_STATUSES)('%s: cancel and reschedule shown exactly when the machine lets the company', (status) => {
    const current = order({ status: status as OrderStatus, previous_status: 'confirmed' });
    const actions = orderActions(current, ALL);
    expect(actions.includes('cancel')).toBe(nextStatus(current, 'cancel', 'C').ok);
    expect(actions.includes('reschedule')).toBe(nextStatus(current, 'reschedule', 'C').ok);
    expect(actions.includes('rate')).toBe(nextStatus(current, 'rate', 'C').ok);
  });
});

describe('proposalActions', () => {
  it('a submitted service change needs update_service; a visit change needs update', () => {
    const service = proposal({ kind: 'service_change' });
    const visit = proposal({ id: 'p2', kind: 'visit_change', date: '2026-12-02', time: '10:00' });
    const current = order({ status: 'inspection_ended' });
    expect(proposalActions(current, [service, visit], withActions('update')).map((a) => a.proposal.id)).toEqual(['p2']);
    const both = proposalActions(current, [service, visit], withActions('update', 'update_service'));
    expect(both.map((a) => [ORDER_ENDPOINTS[a.endpoint].path, a.field])).toEqual([
      ['company/orders/approveServiceChanges', 'decision'],
      ['company/orders/approveVisitChanges', 'decision'],
    ]);
  });

  it('visit quotations answer with `status`; decided proposals and closed orders offer nothing', () => {
    const quotation = proposal({ kind: 'visit_quotation' });
    expect(proposalActions(order({ status: 'arrived' }), [quotation], ALL)[0]?.field).toBe('status');
    expect(proposalActions(order({ status: 'arrived' }), [proposal({ status: 'approved' })], ALL)).toEqual([]);
    expect(proposalActions(order({ status: 'canceled' }), [quotation], ALL)).toEqual([]);
  });
});
