import type { BranchSpending, PaymentApproval, SpendingOverview } from '@portal/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branches, branchSpendingCaps, orders, paymentApprovals, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { notFound } from '../../platform/http/app-error';
import { orderSpendByBranch, packageSpendByBranch } from './branch-cap';
import { riyadhMonth } from './riyadh-month';

// GET company/wallets/spending (read b2b_wallet): the visible branches with their cap and the month's spend, and
// the payment requests (pending first, then the latest decided ones). Aggregates are computed in SQL, one query
// each; a member limited to some branches sees only theirs.

/** Branches shown on the page (the page is for setting caps, not a branch directory). */
const MAX_BRANCHES = 500;
const DECIDED_SHOWN = 20;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

export async function spendingOverview(scope: CompanyScope, now: Date): Promise<SpendingOverview> {
  return {
    month: riyadhMonth(now).label,
    branches: await branchSpending(scope, now),
    approvals: await approvalViews(scope),
  };
}

/** Every visible branch (or one) with its cap, the month's spend and its pending requests. */
export async function branchSpending(scope: CompanyScope, now: Date, branchId?: string): Promise<BranchSpending[]> {
  const month = riyadhMonth(now);
  const fromOrders = orderSpendByBranch(scope, month);
  const fromPackages = packageSpendByBranch(scope, month);
  const pending = scope.db
    .select({ branchId: paymentApprovals.branchId, count: sql<number>`count(*)::int`.as('count') })
    .from(paymentApprovals)
    .where(scope.owned(paymentApprovals, eq(paymentApprovals.status, 'pending')))
    .groupBy(paymentApprovals.branchId)
    .as('pending');
  const rows = await scope.db
    .select({
      id: branches.id,
      name: branches.name,
      cap: branchSpendingCaps.monthlyCap,
      updatedAt: branchSpendingCaps.updatedAt,
      fromOrders: fromOrders.spent,
      fromPackages: fromPackages.spent,
      pending: pending.count,
    })
    .from(branches)
    .leftJoin(
      branchSpendingCaps,
      and(eq(branchSpendingCaps.branchId, branches.id), eq(branchSpendingCaps.companyId, branches.companyId)),
    )
    .leftJoin(fromOrders, eq(fromOrders.branchId, branches.id))
    .leftJoin(fromPackages, eq(fromPackages.branchId, branches.id))
    .leftJoin(pending, eq(pending.branchId, branches.id))
    .where(scope.visible(branches, branchId ? eq(branches.id, branchId) : undefined))
    .orderBy(asc(branches.name), asc(branches.id))
    .limit(MAX_BRANCHES);
  return rows.map((row) => ({
    branch_id: row.id,
    branch_name: row.name,
    monthly_cap: row.cap ?? null,
    month_spent: Number(row.fromOrders ?? 0) + Number(row.fromPackages ?? 0),
    pending: row.pending ?? 0,
    updated_at: row.updatedAt?.toISOString() ?? null,
  }));
}

function approvalQuery(scope: CompanyScope) {
  return scope.db
    .select({
      approval: paymentApprovals,
      reference: orders.reference,
      branchName: branches.name,
      requestedBy: requester.fullName,
      decidedBy: decider.fullName,
    })
    .from(paymentApprovals)
    .innerJoin(orders, eq(orders.id, paymentApprovals.orderId))
    .innerJoin(branches, eq(branches.id, paymentApprovals.branchId))
    .leftJoin(requester, eq(requester.id, paymentApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, paymentApprovals.decidedBy));
}

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalQuery>['where']>>[number];

function toView(row: ApprovalRow): PaymentApproval {
  const a = row.approval;
  return {
    id: a.id,
    order_id: a.orderId,
    order_reference: row.reference,
    branch_id: a.branchId,
    branch_name: row.branchName,
    amount: a.amount,
    monthly_cap: a.monthlyCap,
    month_spent: a.monthSpent,
    status: a.status as PaymentApproval['status'],
    reason: a.reason,
    requested_by: row.requestedBy ?? null,
    decided_by: row.decidedBy ?? null,
    decided_at: a.decidedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
  };
}

async function approvalViews(scope: CompanyScope): Promise<PaymentApproval[]> {
  const pendingRows = await approvalQuery(scope)
    .where(scope.visible(paymentApprovals, eq(paymentApprovals.status, 'pending')))
    .orderBy(asc(paymentApprovals.createdAt));
  const decidedRows = await approvalQuery(scope)
    .where(scope.visible(paymentApprovals, ne(paymentApprovals.status, 'pending')))
    .orderBy(desc(paymentApprovals.decidedAt))
    .limit(DECIDED_SHOWN);
  return [...pendingRows, ...decidedRows].map(toView);
}

export async function approvalView(scope: CompanyScope, id: string): Promise<PaymentApproval> {
  const [row] = await approvalQuery(scope).where(scope.visible(paymentApprovals, eq(paymentApprovals.id, id)));
  if (!row) throw notFound();
  return toView(row);
}
