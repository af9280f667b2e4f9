import type { OrderOperationResult } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { requestHash, transactionOnceIfKeyed } from '../../../platform/http/idempotency';
import type { SignedInContext } from '../../../platform/http/request-context';
import { opsActor } from '../operations/order-actors';
import { scopeOfOrder } from '../operations/platform-scope';
import { type OrderRow, runTransition, type TransitionRequest } from '../run-transition';

// An ops step on an order in one transaction; with an Idempotency-Key (the console sends one per decision, as the
// transfers queue does) the key row commits with the step, so a double click or a retry after a lost answer gets
// the first answer instead of a second step or a 409 from the machine.

/** The machine step of an ops step: the order, the ops actor and the request's "now" are the step's own. */
type OpsTransition = (request: Omit<TransitionRequest, 'orderId' | 'by' | 'now'>) => Promise<OrderRow>;

export async function opsStepOnce(
  ctx: SignedInContext,
  step: { orderId: string; key: string | null; route: string; body: object },
  work: (tx: CompanyScope, transition: OpsTransition) => Promise<OrderOperationResult>,
): Promise<OrderOperationResult> {
  const { orderId } = step;
  const scope = await scopeOfOrder(ctx.systemDb('ops: platform staff work on every company'), orderId);
  const by = await opsActor(ctx.db, ctx.actor.userId);
  const route = `POST /api/v1/ops/orders/:id/${step.route}`;
  const hash = requestHash({ orderId, ...step.body });
  const request = { userId: ctx.actor.userId, route, key: step.key, hash, now: ctx.now };
  const answer = await transactionOnceIfKeyed(scope, request, (tx) =>
    work(tx, (transition) => runTransition(tx, { ...transition, orderId, by, now: ctx.now })),
  );
  return answer.body;
}
