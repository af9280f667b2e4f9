import { type ServiceUnit, visitMinutes } from '@portal/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { assignProvider, opsTransition } from '../../fulfilment/orders/ops/ops-order-steps';
import { createOrder } from '../../fulfilment/orders/order-create';
import { freeSlots } from '../../fulfilment/orders/order-slot';
import type { Db } from '../../platform/db/database';
import { branches, providers, services } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import { nextDay, seedOwnerContext, seedVisitBooking } from './seed-context';
import { DEMO_PROVIDER_PHONE } from './seed-providers';

// The demo technicians' day (issue 30.6): visits assigned to each demo provider account today, booked this
// morning, so the field app opens on work to do whichever technician signs in. The first (0550000101, the one the
// docs name) gets a cash visit (the cash step), a wallet one with the company's notes, one with two services, and
// one tomorrow; the others two visits today each, which `npm run simulate` moves while nobody uses that account.
// Made with the same functions as the API; a day without a free slot for a provider gets fewer (a Friday: the
// evening shift only).

const VISITS = [
  {
    method: 'cash',
    notes: 'Water heater leaking in the kitchen; ask for the branch manager at reception',
    double: false,
  },
  { method: 'wallet', notes: 'Blocked drain in the staff washroom', double: true },
  { method: 'cash', notes: null, double: false },
] as const;

export async function seedProviderVisits(
  tx: Db,
  scope: CompanyScope,
  input: { ownerId: string; opsId: string; now: Date },
): Promise<void> {
  // Every provider with a sign-in account, the docs' demo technician first.
  const roster = await tx
    .select({ id: providers.id, phone: providers.phone })
    .from(providers)
    .where(and(eq(providers.active, true), isNotNull(providers.userId)))
    .orderBy(asc(providers.phone));
  const technicians = [
    ...roster.filter((row) => row.phone === DEMO_PROVIDER_PHONE),
    ...roster.filter((row) => row.phone !== DEMO_PROVIDER_PHONE),
  ];
  const catalog = await tx
    .select({ id: services.id, unit: services.unit, code: services.code })
    .from(services)
    .orderBy(asc(services.code));
  const plumbing = catalog.find((service) => service.code === 'plumbing');
  const second = catalog.find((service) => service.code !== 'plumbing' && service.unit === 'visit');
  const branchRows = await scope.select({ id: branches.id }).from(branches).orderBy(asc(branches.createdAt));
  if (technicians.length === 0 || !plumbing || branchRows.length === 0) return;
  const { today, morning, ops } = seedVisitBooking(tx, scope, input);
  // Booked before the morning, 15 minutes apart and more, and assigned in the morning: responses of a quarter of an
  // hour to three hours, within the contract's 4-hour promise for repairs (ADR 0075).
  let booked = 0;
  const bookedBefore = () =>
    seedOwnerContext(tx, scope, input.ownerId, new Date(morning.getTime() - (15 + 17 * booked++) * 60_000));
  for (const [rank, provider] of technicians.entries()) {
    // The first technician's idempotency keys stay those of earlier seeds.
    const days = rank === 0 ? [today, today, today, nextDay(today)] : [today, today];
    for (const [index, date] of days.entries()) {
      const visit = VISITS[index % VISITS.length]!;
      const lines = [
        { service_id: plumbing.id, quantity: 1, products: [] },
        ...(visit.double && second ? [{ service_id: second.id, quantity: 2, products: [] }] : []),
      ];
      const minutes = visitMinutes(
        lines.map((line) => ({
          unit: (line.service_id === plumbing.id ? plumbing.unit : second!.unit) as ServiceUnit,
          quantity: line.quantity,
        })),
      );
      // The earliest slot the technician is free at (each booking takes one, so the day fills in order).
      const slot = (await freeSlots(tx, { date, minutes, now: morning })).find((free) =>
        free.provider_ids.includes(provider.id),
      );
      if (!slot) continue;
      const created = await createOrder(
        bookedBefore(),
        {
          branch_id: branchRows[index % branchRows.length]!.id,
          services: lines,
          date,
          slot: slot.start,
          shift: slot.shift,
          // The other technicians' visits are cash: the demo wallet's story (seed-money) stays the docs' figures.
          payment_method: rank === 0 ? visit.method : 'cash',
          notes: visit.notes ?? undefined,
          coupon: undefined,
        },
        rank === 0 ? `seed-field-${index}` : `seed-field-${rank}-${index}`,
      );
      const id = created.body.order.id;
      await opsTransition(ops, id, { operation: 'confirm' });
      await assignProvider(ops, id, { provider_id: provider.id });
    }
  }
}
