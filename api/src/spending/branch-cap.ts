import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { branchSpendingCaps, orders } from '../db/schema/index';
import type { CompanyScope } from '../db/scoped-db';
import { riyadhMonth } from './riyadh-month';

// A branch's cap and what its orders of the Riyadh month have paid so far. The cap row is read FOR UPDATE, so two
// wallet payments of the same capped branch are checked one after the other and cannot both slip under the cap.

export interface CapCheck {
  monthlyCap: number;
  monthSpent: number;
  /** True when paying `amount` now would take the month's spend past the cap. */
  exceeded: boolean;
}

/** Paid (net of refunds) for the branch's orders created in the Riyadh month of `now`. */
export async function branchMonthSpent(scope: CompanyScope, branchId: string, now: Date): Promise<number> {
  const month = riyadhMonth(now);
  const [row] = await scope
    .companyWide()
    .select({ spent: sql<string>`coalesce(sum(${orders.totalPaid}), 0)` })
    .from(
      orders,
      eq(orders.branchId, branchId),
      gte(orders.createdAt, month.start),
      lt(orders.createdAt, month.end),
      ne(orders.status, 'canceled'),
    );
  return Number(row?.spent ?? 0);
}

/** null when the branch has no cap. Call inside the payment's transaction. */
export async function checkBranchCap(
  scope: CompanyScope,
  branchId: string,
  amount: number,
  now: Date,
): Promise<CapCheck | null> {
  const [cap] = await scope
    .companyWide()
    .select({ monthlyCap: branchSpendingCaps.monthlyCap })
    .from(branchSpendingCaps, and(eq(branchSpendingCaps.branchId, branchId)))
    .for('update');
  if (!cap) return null;
  const monthSpent = await branchMonthSpent(scope, branchId, now);
  return { monthlyCap: cap.monthlyCap, monthSpent, exceeded: monthSpent + amount > cap.monthlyCap };
}
