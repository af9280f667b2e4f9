import type { OrderOperationResult } from '@portal/contract';
import type { CompanyScope } from '../../../platform/db/scoped-db';
import { requestHash, transactionOnceIfKeyed } from '../../../platform/http/idempotency';
import type { SignedInContext } from '../../../platform/http/request-context';

// An ops step on an order in one transaction; with an Idempotency-Key (the console sends one per decision, as the
// transfers queue does) the key row commits with the step, so a double click or a retry after a lost answer gets
// the first answer instead of a second step or a 409 from the machine.

export function opsStepOnce(
  ctx: SignedInContext,
  scope: CompanyScope,
  step: { key: string | null; route: string; request: unknown },
  work: (tx: CompanyScope) => Promise<OrderOperationResult>,
): Promise<OrderOperationResult> {
  const route = `POST /api/v1/ops/orders/:id/${step.route}`;
  const request = { userId: ctx.actor.userId, route, key: step.key, hash: requestHash(step.request), now: ctx.now };
  return transactionOnceIfKeyed(scope, request, work).then((answer) => answer.body);
}
