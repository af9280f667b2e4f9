import { SPENDING_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-route';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import type { CompanyContext, RawHttp } from '../../platform/http/request-context';
import type { HeldDecision } from '../payments/payables';
import { decideApproval } from './decide-approval';
import { setBranchCap } from './set-cap';
import { spendingOverview } from './spending-overview';

// Per-branch monthly spending caps and the held payments above them (issue 9 Beyond; contract SPENDING_ENDPOINTS),
// registered without a prefix.

export async function spendingRoutes(app: FastifyInstance) {
  addEndpoint(app, SPENDING_ENDPOINTS.overview, (ctx) => spendingOverview(ctx.scope, ctx.now));
  addEndpoint(app, SPENDING_ENDPOINTS.setCap, (ctx, { params, body }) =>
    setBranchCap(ctx, params.branchId, body.monthly_cap),
  );

  /** Both decisions take an Idempotency-Key: a retried click never pays (or cancels) twice. */
  const decide = async (ctx: CompanyContext, id: string, decision: HeldDecision, raw: RawHttp) => {
    const result = await decideApproval(ctx, id, decision, idempotencyKeyOf(raw.request.headers));
    if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
    return result.body;
  };
  addEndpoint(app, SPENDING_ENDPOINTS.approve, (ctx, { params }, raw) =>
    decide(ctx, params.id, { kind: 'approve' }, raw),
  );
  addEndpoint(app, SPENDING_ENDPOINTS.reject, (ctx, { params, body }, raw) =>
    decide(ctx, params.id, { kind: 'reject', reason: body.reason ?? null }, raw),
  );
}
