import { riyadhDate, weekdayOf } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { opsTransition } from '../../fulfilment/orders/ops/ops-order-steps';
import { createOrder } from '../../fulfilment/orders/order-create';
import type { Db } from '../../platform/db/database';
import { branches, offers } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { addDays } from '../../sales/catalog/riyadh-day';
import { seedOwnerContext, seedSignedInContext } from './seed-context';
import { assignAny } from './seed-orders';

// An offer order (issue 32.2, ADR 0070) placed three days ago by the owner on the Summer AC offer of migration
// 0008 (its three published offers run to 2027-12-31), through the same service as POST company/orders/order: the
// orders list shows type Offer and the order page the offer's discount line. It is paid from the wallet at
// placement, so its invoice (issued by that payment) names the offer under its discount row; ops assigned a
// technician seven hours later (a planned-upkeep response the contract page measures, ADR 0075).

export async function seedOfferOrder(
  tx: Db,
  scope: CompanyScope,
  input: { ownerId: string; opsId: string; now: Date },
) {
  const placedAt = new Date(input.now.getTime() - 3 * 86_400_000);
  const [offer] = await tx
    .select({ id: offers.id, serviceId: offers.serviceId })
    .from(offers)
    .where(and(eq(offers.code, 'summer_ac'), eq(offers.status, 'published')));
  const [branch] = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt)).limit(1);
  if (!offer || !branch) return;
  let day = addDays(riyadhDate(input.now), 17);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  const owner = seedOwnerContext(tx, scope, input.ownerId, placedAt);
  const created = await createOrder(
    owner,
    {
      branch_id: branch.id,
      services: [{ service_id: offer.serviceId, quantity: 4, products: [] }],
      date: day,
      slot: '11:00',
      shift: 'morning',
      payment_method: 'wallet',
      notes: 'Summer AC service on the offer, before the heat',
      offer_id: offer.id,
    },
    'seed-offer-order',
  );
  const ops = seedSignedInContext(tx, input.opsId, new Date(placedAt.getTime() + 7 * 3_600_000));
  await opsTransition(ops, created.body.order.id, { operation: 'confirm' });
  await assignAny(ops, tx, created.body.order.id);
}
