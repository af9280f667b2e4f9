import { riyadhDate, weekdayOf } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { createOrder } from '../../fulfilment/orders/order-create';
import type { Db } from '../../platform/db/database';
import { branches, coupons, services } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { addDays } from '../../sales/catalog/riyadh-day';
import { seedOwnerContext } from './seed-context';

// Demo coupons beside those of migration 0012 (WELCOME10 valid, once per company; EXPIRED20 expired; ADR 0060):
// RAMADAN20 valid with limits, used once by a demo cash order four weeks ahead, and LAUNCH25, a one-use launch
// coupon the demo company already used on a cash order three weeks ahead, so the order form shows a used-up coupon's
// refusal; NATIONAL-DAY starts in a month and SUMMER10 is paused, so the console's coupons page (ADR 0074) shows
// uses, limits and every state.

export async function seedCoupons(tx: Db, scope: CompanyScope, input: { ownerId: string; now: Date }) {
  const today = riyadhDate(input.now);
  await tx.insert(coupons).values([
    {
      code: 'RAMADAN20',
      discountBp: 2000,
      maxDiscount: 15_000,
      validFrom: addDays(today, -7),
      validTo: addDays(today, 60),
      maxUses: 500,
      maxUsesPerCompany: 3,
    },
    { code: 'LAUNCH25', discountBp: 2500, validFrom: addDays(today, -30), validTo: addDays(today, 30), maxUses: 1 },
    // Not yet valid, and paused by ops: the console's other two states.
    {
      code: 'NATIONAL-DAY',
      discountBp: 1500,
      maxDiscount: 20_000,
      validFrom: addDays(today, 30),
      validTo: addDays(today, 37),
      maxUsesPerCompany: 1,
    },
    {
      code: 'SUMMER10',
      discountBp: 1000,
      validFrom: addDays(today, -14),
      validTo: addDays(today, 90),
      isActive: false,
    },
  ]);
  const [plumbing] = await tx.select({ id: services.id }).from(services).where(eq(services.code, 'plumbing'));
  const [branch] = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt)).limit(1);
  if (!plumbing || !branch) return;
  const owner = seedOwnerContext(tx, scope, input.ownerId, input.now);
  // Cash visits weeks ahead: no invoice, payment or dispatch-board figure of the demo changes with them.
  for (const [coupon, weeks, notes] of [
    ['LAUNCH25', 3, 'Water heater check before summer'],
    ['RAMADAN20', 4, 'Kitchen sink leak before Ramadan'],
  ] as const) {
    let day = addDays(today, weeks * 7);
    while (weekdayOf(day) === 5) day = addDays(day, 1);
    await createOrder(
      owner,
      {
        branch_id: branch.id,
        services: [{ service_id: plumbing.id, quantity: 1, products: [] }],
        date: day,
        slot: '10:00',
        shift: 'morning',
        payment_method: 'cash',
        notes,
        coupon,
      },
      coupon === 'LAUNCH25' ? 'seed-launch-coupon-order' : 'seed-ramadan-coupon-order',
    );
  }
}
