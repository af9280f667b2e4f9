import { riyadhDate, weekdayOf } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { createOrder } from '../../fulfilment/orders/order-create';
import type { Db } from '../../platform/db/database';
import { branches, offers } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { seedCompanyContext } from './seed-context';

// An offer order (issue 32.2, ADR 0070) placed three days ago by the owner on the Summer AC offer of migration
// 0008 (its three published offers run to 2027-12-31), through the same service as POST company/orders/order: the
// orders list shows type Offer and the order page the offer's discount line.

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedOfferOrder(tx: Db, scope: CompanyScope, input: { ownerId: string; now: Date }) {
  const placedAt = new Date(input.now.getTime() - 3 * 86_400_000);
  const [offer] = await tx
    .select({ id: offers.id, serviceId: offers.serviceId })
    .from(offers)
    .where(and(eq(offers.code, 'summer_ac'), eq(offers.status, 'published')));
  const [branch] = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt)).limit(1);
  if (!offer || !branch) return;
  let day = addDays(riyadhDate(input.now), 17);
  while (weekdayOf(day) === 5) day = addDays(day, 1);
  const owner = seedCompanyContext(
    tx,
    scope,
    { userId: input.ownerId, rules: [{ action: 'manage', subject: 'all' }] },
    placedAt,
  );
  await createOrder(
    owner,
    {
      branch_id: branch.id,
      services: [{ service_id: offer.serviceId, quantity: 4, products: [] }],
      date: day,
      slot: '11:00',
      shift: 'morning',
      payment_method: 'cash',
      notes: 'Summer AC service on the offer, before the heat',
      offer_id: offer.id,
    },
    'seed-offer-order',
  );
}
