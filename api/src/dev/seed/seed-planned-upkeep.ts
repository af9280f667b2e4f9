import { riyadhDate, weekdayOf } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { opsTransition } from '../../fulfilment/orders/ops/ops-order-steps';
import { createOrder } from '../../fulfilment/orders/order-create';
import type { Db } from '../../platform/db/database';
import { branches, services } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { addDays } from '../../sales/catalog/riyadh-day';
import { seedOwnerContext, seedSignedInContext } from './seed-context';
import { assignAny } from './seed-orders';

// Planned upkeep booked in the last days for the weeks ahead (AC maintenance, a preventive service type), each
// assigned by ops some hours after it was placed: the contract page's planned-upkeep row is measured within its
// 2-day promise while the repairs run a little below theirs (ADR 0075).

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Placed `daysAgo` days before the seed, answered `answerHours` later, visited `inDays` days after the seed. */
const UPKEEP = [
  { daysAgo: 9, answerHours: 5, inDays: 20, slot: '09:00', shift: 'morning' },
  { daysAgo: 6, answerHours: 26, inDays: 21, slot: '16:00', shift: 'evening' },
  { daysAgo: 4, answerHours: 41, inDays: 22, slot: '09:00', shift: 'morning' },
  { daysAgo: 2, answerHours: 3, inDays: 23, slot: '16:00', shift: 'evening' },
] as const;

export async function seedPlannedUpkeep(
  tx: Db,
  scope: CompanyScope,
  input: { ownerId: string; opsId: string; now: Date },
): Promise<void> {
  const [ac] = await tx.select({ id: services.id }).from(services).where(eq(services.code, 'ac_maintenance'));
  const branchRows = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt));
  if (!ac || branchRows.length === 0) return;
  for (const [index, visit] of UPKEEP.entries()) {
    const placedAt = new Date(input.now.getTime() - visit.daysAgo * DAY_MS);
    const owner = seedOwnerContext(tx, scope, input.ownerId, placedAt);
    let day = addDays(riyadhDate(input.now), visit.inDays);
    while (weekdayOf(day) === 5) day = addDays(day, 1);
    const created = await createOrder(
      owner,
      {
        branch_id: branchRows[index % branchRows.length]!.id,
        services: [{ service_id: ac.id, quantity: 2, products: [] }],
        date: day,
        slot: visit.slot,
        shift: visit.shift,
        payment_method: 'cash',
        notes: 'Quarterly AC upkeep',
        coupon: undefined,
      },
      `seed-upkeep-${index}`,
    );
    const ops = seedSignedInContext(tx, input.opsId, new Date(placedAt.getTime() + visit.answerHours * HOUR_MS));
    await opsTransition(ops, created.body.order.id, { operation: 'confirm' });
    await assignAny(ops, tx, created.body.order.id);
  }
}
