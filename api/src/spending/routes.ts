import {
  branchSpendingSchema,
  MONEY_RULES,
  paymentApprovalSchema,
  rejectApprovalBodySchema,
  spendingCapBodySchema,
  spendingOverviewSchema,
  uuidField,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idempotencyKeyOf } from '../http/idempotency';
import { addRoute } from '../http/route';
import { decideApproval } from './decide-approval';
import { setBranchCap } from './set-cap';
import { spendingOverview } from './spending-overview';

// Per-branch monthly spending caps and the held payments above them (issue 9 Beyond), mounted at
// /api/v1/company/wallets/spending. Rules: contract/src/money-permissions.ts.

const tags = ['wallet'];

export async function spendingRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '',
    rule: { ability: MONEY_RULES.spendingRead },
    summary:
      "Branches with their monthly cap and this Riyadh month's spend; pending and latest decided payment requests",
    tags,
    response: spendingOverviewSchema,
    handler: (ctx) => spendingOverview(ctx.scope, ctx.now),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/caps/:branchId',
    rule: { ability: MONEY_RULES.spendingCapUpdate },
    summary: "Sets a branch's monthly cap in halalas (null removes it)",
    tags,
    params: v.object({ branchId: uuidField }),
    body: spendingCapBodySchema,
    response: branchSpendingSchema,
    message: 'spending.cap_saved',
    handler: (ctx, { params, body }) => setBranchCap(ctx, params.branchId, body.monthly_cap),
  });

  for (const kind of ['approve', 'reject'] as const) {
    addRoute(app, {
      method: 'POST',
      url: `/approvals/:id/${kind}`,
      rule: { ability: MONEY_RULES.paymentAccept },
      summary:
        kind === 'approve'
          ? 'Approves a held payment: paid from the wallet (then the credit line) at once (Idempotency-Key)'
          : 'Rejects a held payment: the order is canceled when it still can be, else it stays unpaid (Idempotency-Key)',
      tags,
      params: v.object({ id: uuidField }),
      ...(kind === 'reject' ? { body: rejectApprovalBodySchema } : {}),
      response: paymentApprovalSchema,
      message: kind === 'approve' ? 'spending.approved' : 'spending.rejected',
      handler: async (ctx, { params, body }, raw) => {
        const key = idempotencyKeyOf(raw.request.headers);
        const decision =
          kind === 'approve'
            ? ({ kind } as const)
            : ({ kind, reason: (body as { reason?: string | null } | undefined)?.reason ?? null } as const);
        const result = await decideApproval(ctx, params.id, decision, key);
        if (result.replayed) raw.reply.header('idempotent-replayed', 'true');
        return result.body;
      },
    });
  }
}
