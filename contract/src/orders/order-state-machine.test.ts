import { describe, expect, it } from 'vitest';
import { ORDER_RULES } from './order-permissions';
import {
  COMPANY_OPERATION_STEPS,
  nextStatus,
  ORDER_TRANSITION_OPERATIONS,
  ORDER_TRANSITIONS,
  type OrderTransitionOperation,
  possibleOperations,
} from './order-state-machine';
import { ORDER_ACTORS, ORDER_OPERATIONS, ORDER_STATUSES, type OrderActor, type OrderStatus } from './order-vocabulary';

// The expected machine, written by hand from DOMAIN.md §6 (and docs/decisions/0010 for reschedule and on_hold),
// NOT derived from ORDER_TRANSITIONS: one line per allowed (from, operation, actor) → to. Everything else must be
// refused. `=` means the status stays, `<` means back to the status before on_hold.
const EXPECTED_LINES = `
draft submit C created
draft fail_draft S draft_failed
created confirm O confirmed
created confirm S confirmed
confirmed assign_provider O assigned
confirmed fail_assignment O assign_provider_failed
assign_provider_failed assign_provider O assigned
assigned assign_provider O =
advance_payment_paid assign_provider O =
advance_payment_failed assign_provider O =
assigned pay_advance C advance_payment_paid
assigned pay_advance S advance_payment_paid
assigned fail_advance_payment C advance_payment_failed
assigned fail_advance_payment S advance_payment_failed
advance_payment_failed pay_advance C advance_payment_paid
assigned depart P on_the_way
advance_payment_paid depart P on_the_way
on_the_way arrive P arrived
arrived start_inspection P inspection_started
inspection_started end_inspection P inspection_ended
arrived start_work P in_progress
inspection_ended start_work P in_progress
in_progress pay_final C final_payment_paid
in_progress pay_final S final_payment_paid
in_progress complete P completed
in_progress complete O completed
final_payment_paid complete P completed
final_payment_paid complete O completed
completed rate C rated
draft cancel C canceled
created cancel C canceled
confirmed cancel C canceled
assigned cancel C canceled
assign_provider_failed cancel C canceled
advance_payment_paid cancel C canceled
advance_payment_failed cancel C canceled
created reschedule C =
created reschedule O =
confirmed reschedule C =
confirmed reschedule O =
assigned reschedule C =
assigned reschedule O =
assign_provider_failed reschedule C =
assign_provider_failed reschedule O =
advance_payment_paid reschedule C =
advance_payment_paid reschedule O =
advance_payment_failed reschedule C =
advance_payment_failed reschedule O =
on_the_way reschedule C assigned
on_the_way reschedule O assigned
arrived reschedule C assigned
arrived reschedule O assigned
on_hold resume O <
on_hold fail O failed
`;

/** "Any active" by its definition: submitted, not completed, not final, not held (so 12 of the 19 statuses). */
const NOT_ACTIVE: OrderStatus[] = ['draft', 'draft_failed', 'completed', 'rated', 'canceled', 'failed', 'on_hold'];
const ACTIVE = ORDER_STATUSES.filter((status) => !NOT_ACTIVE.includes(status));
const ACTIVE_LINES = ACTIVE.flatMap((status) => [`${status} hold O on_hold`, `${status} fail O failed`]);

const expected = new Map<string, string>();
for (const line of [...EXPECTED_LINES.trim().split('\n'), ...ACTIVE_LINES]) {
  const [from, operation, actor, to] = line.trim().split(' ');
  expected.set(`${from} ${operation} ${actor}`, to ?? '');
}

const HELD_FROM: OrderStatus = 'in_progress';

describe('the order state machine (DOMAIN.md §6)', () => {
  it('the expected matrix covers only real statuses, operations and actors', () => {
    for (const key of expected.keys()) {
      const [from, operation, actor] = key.split(' ');
      expect(ORDER_STATUSES).toContain(from);
      expect(ORDER_TRANSITION_OPERATIONS).toContain(operation);
      expect(ORDER_ACTORS).toContain(actor);
    }
    expect(expected.size).toBe(78);
  });

  // 19 statuses × 20 operations × 4 actors = 1,520 cases.
  for (const status of ORDER_STATUSES) {
    it(`from ${status}: every operation × every actor`, () => {
      const state = { status, previous_status: status === 'on_hold' ? HELD_FROM : null };
      for (const operation of ORDER_TRANSITION_OPERATIONS) {
        for (const actor of ORDER_ACTORS) {
          const want = expected.get(`${status} ${operation} ${actor}`);
          const got = nextStatus(state, operation, actor);
          const label = `${status} ${operation} ${actor}`;
          if (want === undefined) {
            expect(got.ok, label).toBe(false);
          } else {
            const to = want === '=' ? status : want === '<' ? HELD_FROM : want;
            expect(got, label).toMatchObject({ ok: true, to });
          }
        }
      }
    });
  }

  it('terminal statuses accept nothing, from anyone, with the terminal reason', () => {
    for (const status of ['rated', 'canceled', 'failed', 'draft_failed'] as const) {
      for (const operation of ORDER_TRANSITION_OPERATIONS) {
        for (const actor of ORDER_ACTORS) {
          expect(nextStatus({ status }, operation, actor)).toEqual({ ok: false, reason: 'orders.refused.terminal' });
        }
      }
      expect(possibleOperations({ status }, 'O')).toEqual([]);
    }
  });

  it('on_hold returns to each active status it was held in, never without one', () => {
    for (const previous of ACTIVE) {
      expect(nextStatus({ status: previous }, 'hold', 'O')).toMatchObject({ ok: true, to: 'on_hold' });
      expect(nextStatus({ status: 'on_hold', previous_status: previous }, 'resume', 'O')).toMatchObject({
        ok: true,
        to: previous,
      });
    }
    expect(nextStatus({ status: 'on_hold', previous_status: null }, 'resume', 'O').ok).toBe(false);
    expect(nextStatus({ status: 'on_hold', previous_status: 'on_hold' }, 'resume', 'O').ok).toBe(false);
    expect(nextStatus({ status: 'on_hold', previous_status: 'in_progress' }, 'depart', 'P')).toEqual({
      ok: false,
      reason: 'orders.refused.on_hold',
    });
    expect(nextStatus({ status: 'on_hold', previous_status: 'assigned' }, 'cancel', 'C')).toEqual({
      ok: false,
      reason: 'orders.refused.on_hold',
    });
  });

  it('says why: too late to cancel or reschedule, wrong actor, not now', () => {
    for (const status of ['on_the_way', 'arrived', 'in_progress', 'final_payment_paid', 'completed'] as const) {
      expect(nextStatus({ status }, 'cancel', 'C')).toEqual({ ok: false, reason: 'orders.refused.cancel_too_late' });
    }
    for (const status of ['inspection_started', 'in_progress', 'completed'] as const) {
      expect(nextStatus({ status }, 'reschedule', 'C')).toEqual({
        ok: false,
        reason: 'orders.refused.reschedule_too_late',
      });
    }
    expect(nextStatus({ status: 'assigned' }, 'cancel', 'P')).toEqual({ ok: false, reason: 'orders.refused.actor' });
    expect(nextStatus({ status: 'assigned' }, 'depart', 'C')).toEqual({ ok: false, reason: 'orders.refused.actor' });
    expect(nextStatus({ status: 'created' }, 'rate', 'C')).toEqual({ ok: false, reason: 'orders.refused.not_allowed' });
    expect(nextStatus({ status: 'draft' }, 'reschedule', 'C')).toEqual({
      ok: false,
      reason: 'orders.refused.not_allowed',
    });
  });

  it('reschedule needs reschedule_order before on_the_way and reschedule_late_order after', () => {
    const early = nextStatus({ status: 'assigned' }, 'reschedule', 'C');
    const late = nextStatus({ status: 'on_the_way' }, 'reschedule', 'C');
    expect(early.ok && early.transition.rule && ORDER_RULES[early.transition.rule].action).toBe('reschedule_order');
    expect(late.ok && late.transition.rule && ORDER_RULES[late.transition.rule].action).toBe('reschedule_late_order');
  });

  it('every company row names its permission, and failing or holding needs a reason', () => {
    for (const row of ORDER_TRANSITIONS) {
      if (row.actors.includes('C')) expect(row.rule, row.operation).toBeDefined();
      else expect(row.rule, row.operation).toBeUndefined();
    }
    const guardsOf = (operation: OrderTransitionOperation) =>
      ORDER_TRANSITIONS.filter((row) => row.operation === operation).flatMap((row) => row.guards);
    expect(guardsOf('fail')).toContain('reason');
    expect(guardsOf('cancel')).toContain('reason');
    expect(guardsOf('complete')).toContain('evidence_attached');
    expect(guardsOf('start_work')).toContain('no_pending_proposals');
  });

  it('one row per (status, operation, actor): the table is unambiguous', () => {
    const seen = new Set<string>();
    for (const row of ORDER_TRANSITIONS) {
      for (const from of row.from) {
        for (const actor of row.actors) {
          const key = `${from} ${row.operation} ${actor}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('lists what an actor can do now (the UI buttons)', () => {
    const names = (status: OrderStatus, actor: OrderActor) =>
      possibleOperations({ status }, actor).map((row) => row.operation);
    expect(names('assigned', 'C').sort()).toEqual(['cancel', 'fail_advance_payment', 'pay_advance', 'reschedule']);
    expect(names('completed', 'C')).toEqual(['rate']);
    expect(names('in_progress', 'P')).toEqual(['complete']);
  });

  it('every step a company user may take is behind one of the spec §4 company operations', () => {
    const reachable = new Set(ORDER_OPERATIONS.flatMap((operation) => COMPANY_OPERATION_STEPS[operation]));
    const companySteps = ORDER_TRANSITIONS.filter((row) => row.actors.includes('C')).map((row) => row.operation);
    for (const step of companySteps) if (step !== 'submit') expect(reachable, step).toContain(step);
    // and no company operation leads to a step only ops, providers or the system may take (check_payment settles
    // through S steps on the company's request, which the API runs as the system)
    for (const operation of ORDER_OPERATIONS.filter((name) => name !== 'check_payment')) {
      for (const step of COMPANY_OPERATION_STEPS[operation]) expect(companySteps, step).toContain(step);
    }
  });
});
