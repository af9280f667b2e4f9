import { ORDER_RULES, type OrderTransitionOperation } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { forbidden } from '../../../platform/http/app-error';
import type { CompanyContext } from '../../../platform/http/request-context';
import { companyActor } from '../order-insert';
import { type OrderChanges, type OrderRow, runTransition, type TransitionRequest } from '../run-transition';

// A company user's step of the machine: the route already checked its ORDER_RULES rule; the row of the table the
// machine picks may name another one (a late reschedule needs reschedule_late_order), checked here on the locked
// status before anything is written (403, like any missing permission).

export async function companyTransition(
  ctx: CompanyContext,
  tx: CompanyScope,
  request: {
    orderId: string;
    operation: OrderTransitionOperation;
    note?: string | null;
    apply?: TransitionRequest['apply'];
  },
): Promise<OrderRow> {
  return runTransition(tx, {
    orderId: request.orderId,
    operation: request.operation,
    by: await companyActor(tx, ctx.actor.userId),
    note: request.note ?? null,
    now: ctx.now,
    apply: async (context) => {
      const rule = context.transition.rule ? ORDER_RULES[context.transition.rule] : null;
      if (rule && !ctx.ability.can(rule.action, rule.subject)) throw forbidden();
      return ((await request.apply?.(context)) ?? {}) as OrderChanges;
    },
  });
}
