import { eq } from 'drizzle-orm';
import { localized, notifyCompany } from '../../messaging/notifications/notify-company';
import { branches, orders, paymentApprovals } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { checkBranchCap } from './branch-cap';

// A wallet payment of an order (at creation, or its advance or final payment later through confirmPayment) that
// takes its branch past the monthly cap is held instead of posted: the order keeps payment status on_hold and a pending approval waits for a user with accept_payment b2b_payments
// (./decide-approval.ts). Users who hold accept_payment themselves are not held: their own action is the approval.

/** The order row as stored (the table, not the orders feature: spending never imports it). */
type OrderRow = typeof orders.$inferSelect;

export interface HoldRequest {
  order: OrderRow;
  amount: number;
  userId: string;
  mayApprove: boolean;
  now: Date;
  /** The payment step held (confirmPayment); absent: the payment of the order's creation. */
  operation?: 'pay_advance' | 'pay_final';
}

/** Holds the payment when the cap says so; returns the held order, or null when the payment may go ahead. */
export async function holdIfOverCap(tx: CompanyScope, request: HoldRequest): Promise<OrderRow | null> {
  const { order, amount, now } = request;
  if (request.mayApprove || amount <= 0) return null;
  const cap = await checkBranchCap(tx, order.branchId, amount, now);
  if (!cap?.exceeded) return null;
  await tx.insert(paymentApprovals).values({
    branchId: order.branchId,
    orderId: order.id,
    amount,
    monthlyCap: cap.monthlyCap,
    monthSpent: cap.monthSpent,
    requestedBy: request.userId,
    operation: request.operation ?? null,
    createdAt: now,
  });
  const [held] = await tx
    .update(orders, { paymentStatus: 'on_hold', updatedAt: now }, eq(orders.id, order.id))
    .returning();
  const [branch] = await tx
    .companyWide()
    .select({ name: branches.name })
    .from(branches, eq(branches.id, order.branchId));
  await notifyCompany(tx.db, {
    companyId: tx.companyId,
    type: 'PAYMENT',
    title: localized('spending.notify.held_title'),
    body: localized('spending.notify.held_body', {
      reference: order.reference,
      amount: (amount / 100).toFixed(2),
      branch: branch?.name ?? '',
    }),
    data: { reference: order.reference },
    createdAt: now,
  });
  return held as OrderRow;
}
