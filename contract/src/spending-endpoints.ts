import * as v from 'valibot';
import { endpoint } from './endpoint';
import { lookupIdParamsSchema, uuidField } from './fields';
import { MONEY_RULES } from './money-permissions';
import {
  branchSpendingSchema,
  paymentApprovalSchema,
  rejectApprovalBodySchema,
  spendingCapBodySchema,
  spendingOverviewSchema,
} from './spending';

// Per-branch monthly spending caps and the payments held above them (issue 9 Beyond), company/wallets/spending,
// declared once (issue 25.1).

const tag = 'wallet';
const path = 'company/wallets/spending';

export const SPENDING_ENDPOINTS = {
  overview: endpoint({
    operationId: 'getSpendingOverview',
    method: 'GET',
    path,
    access: { ability: MONEY_RULES.spendingRead },
    summary:
      "Branches with their monthly cap and this Riyadh month's spend; pending and latest decided payment requests",
    tag,
    response: spendingOverviewSchema,
  }),
  setCap: endpoint({
    operationId: 'setBranchSpendingCap',
    method: 'PUT',
    path: `${path}/caps/:branchId`,
    access: { ability: MONEY_RULES.spendingCapUpdate },
    summary: "Sets a branch's monthly cap in halalas (null removes it)",
    tag,
    params: v.object({ branchId: uuidField }),
    body: spendingCapBodySchema,
    response: branchSpendingSchema,
    message: 'spending.cap_saved',
  }),
  approve: endpoint({
    operationId: 'approveHeldPayment',
    method: 'POST',
    path: `${path}/approvals/:id/approve`,
    access: { ability: MONEY_RULES.paymentAccept },
    summary: 'Approves a held payment: paid from the wallet (then the credit line) at once (Idempotency-Key)',
    tag,
    params: lookupIdParamsSchema,
    response: paymentApprovalSchema,
    message: 'spending.approved',
    idempotent: true,
  }),
  reject: endpoint({
    operationId: 'rejectHeldPayment',
    method: 'POST',
    path: `${path}/approvals/:id/reject`,
    access: { ability: MONEY_RULES.paymentAccept },
    summary:
      'Rejects a held payment: the order is canceled when it still can be, else it stays unpaid (Idempotency-Key)',
    tag,
    params: lookupIdParamsSchema,
    body: rejectApprovalBodySchema,
    response: paymentApprovalSchema,
    message: 'spending.rejected',
    idempotent: true,
  }),
};
