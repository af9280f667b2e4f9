import { riyadhDate, weekdayOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { createOrder } from '../../fulfilment/orders/order-create';
import { branchMonthSpent } from '../../money/spending/branch-cap';
import { decideApproval } from '../../money/spending/decide-approval';
import { setBranchCap } from '../../money/spending/set-cap';
import type { Db } from '../../platform/db/database';
import { branches, paymentApprovals, services } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { addDays } from '../../sales/catalog/riyadh-day';
import { seedCompanyContext, seedOwnerContext } from './seed-context';

// Branch spending caps in the demo (issue 9 Beyond): the first branch's cap sits just above this month's spend, so
// two wallet orders the demo Employee places there are held; the owner approves one, the other waits on
// /b2b/wallets/spending. The second branch has a roomy cap, the rest none.

export interface SeedSpendingOptions {
  ownerId: string;
  employeeId: string;
  employeeRules: readonly { action: string; subject: string }[];
  now: Date;
}

export async function seedSpending(tx: Db, scope: CompanyScope, options: SeedSpendingOptions): Promise<void> {
  const { now } = options;
  const owner = seedOwnerContext(tx, scope, options.ownerId, now);
  const employee = seedCompanyContext(tx, scope, { userId: options.employeeId, rules: options.employeeRules }, now);
  const [plumbing] = await tx.select({ id: services.id }).from(services).where(eq(services.code, 'plumbing'));
  const rows = await scope.select({ id: branches.id }).from(branches).orderBy(branches.createdAt);
  if (!plumbing || rows.length < 2) return;
  const [first, second] = [rows[0]!.id, rows[1]!.id];
  await setBranchCap(owner, first, (await branchMonthSpent(scope, first, now)) + 10_000);
  await setBranchCap(owner, second, 5_000_000);

  // Two weeks ahead, clear of the seeded orders' days; Friday is no working day.
  let day = addDays(riyadhDate(now), 14);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  for (const [index, slot] of ['09:00', '15:00'].entries()) {
    await createOrder(
      employee,
      {
        branch_id: first,
        services: [{ service_id: plumbing.id, quantity: 1, products: [] }],
        date: day,
        slot,
        shift: slot === '09:00' ? 'morning' : 'evening',
        payment_method: 'wallet',
        notes: 'Leaking pipe in the staff kitchen',
        coupon: undefined,
      },
      `seed-held-order-${index}`,
    );
  }
  const [held] = await scope
    .select({ id: paymentApprovals.id })
    .from(paymentApprovals, eq(paymentApprovals.status, 'pending'))
    .orderBy(paymentApprovals.createdAt)
    .limit(1);
  if (held) await decideApproval(owner, held.id, { kind: 'approve' }, 'seed-approve-held-order');
}
