import { riyadhDate, weekdayOf } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { freeSlots } from '../../fulfilment/orders/order-slot';
import { openWarranty } from '../../fulfilment/orders/warranty/open-warranty';
import type { Db } from '../../platform/db/database';
import { orders } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { addDays } from '../../sales/catalog/riyadh-day';
import { seedOwnerContext } from './seed-context';

// A warranty visit of the demo's completed order (issue 32.2, ADR 0069), opened by the owner through the same
// service as POST company/orders/warranty: the order page shows the link both ways. The rated order stays without
// one, so a visitor (and the browser test) can ask for one.

export async function seedWarrantyOrder(tx: Db, scope: CompanyScope, options: { ownerId: string; now: Date }) {
  const [original] = await scope
    .select({ id: orders.id })
    .from(orders, and(eq(orders.status, 'completed'), eq(orders.type, 'onetime')))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  if (!original) return;
  const company = seedOwnerContext(tx, scope, options.ownerId, options.now);
  // The first free slot of a working day a week from now (the days before hold the other demo visits).
  let date = addDays(riyadhDate(options.now), 7);
  if (weekdayOf(date) === 5) date = addDays(date, 1);
  const [slot] = await freeSlots(tx, { date, minutes: 60, now: options.now });
  if (!slot) return;
  await openWarranty(company, {
    order_id: original.id,
    problem: 'The kitchen sink drips again under the cabinet',
    date,
    slot: slot.start,
    shift: slot.shift,
  });
}
