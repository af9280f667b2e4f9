import { Readable } from 'node:stream';
import { minutesOf, riyadhDate, riyadhInstant, weekdayOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { rateOrder } from '../../fulfilment/orders/operations/rate-order';
import { collectCash, opsTransition } from '../../fulfilment/orders/ops/ops-order-steps';
import { createOrder } from '../../fulfilment/orders/order-create';
import { providerEvidence, saveProviderChecklist } from '../../fulfilment/orders/provider/provider-checklist';
import { attachEvidence } from '../../fulfilment/orders/provider/provider-evidence';
import { providerTransition } from '../../fulfilment/orders/provider/provider-steps';
import type { Db } from '../../platform/db/database';
import { branches, services, users } from '../../platform/db/schema/index';
import type { CompanyScope } from '../../platform/db/scoped-db';
import type { FileStorage } from '../../platform/files/storage/storage';
import { AFTER_PHOTO, BEFORE_PHOTO } from './demo-photos';
import { seedOwnerContext, seedSignedInContext } from './seed-context';
import { assignAny } from './seed-orders';

// Finished visits of the last weeks for the branch scorecards (ADR 0023): the demo's other orders are all ahead of
// today. Each one is moved by the API's own services with the clock of the moment it happens (booked 50 days ago,
// arrived on time or late, completed with evidence, rated), so its history rows carry real times. The first branch
// gets a plumbing return visit 11 days after its first two (they are not fixed the first time); the second branch
// one clean visit.

type Visit = {
  branch: number;
  day: number;
  slot: '09:00' | '15:00';
  late: boolean;
  stars: number | null;
  /** Minutes from booking to the provider's assignment: the contract's measured response (ADR 0075). */
  answer: number;
};

const VISITS: Visit[] = [
  { branch: 0, day: 0, slot: '09:00', late: false, stars: 4, answer: 40 },
  { branch: 0, day: 2, slot: '15:00', late: true, stars: 3, answer: 95 },
  { branch: 1, day: 4, slot: '09:00', late: false, stars: 5, answer: 180 },
  // the return visit for the same plumbing at the first branch, assigned after the 4-hour promise
  { branch: 0, day: 11, slot: '09:00', late: false, stars: 5, answer: 330 },
];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export async function seedScorecardVisits(
  tx: Db,
  scope: CompanyScope,
  options: { ownerId: string; opsPhone: string; now: Date; files: FileStorage | null },
): Promise<void> {
  // evidence is required to complete an order: without a file store there is nothing to finish
  const store = options.files;
  if (!store) return;
  const [plumbing] = await tx.select({ id: services.id }).from(services).where(eq(services.code, 'plumbing'));
  const [ops] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, options.opsPhone));
  const branchRows = await scope.select({ id: branches.id }).from(branches).orderBy(branches.createdAt);
  if (!plumbing || !ops || branchRows.length === 0) return;
  const signedIn = (userId: string, now: Date) => seedSignedInContext(tx, userId, now);
  const owner = (now: Date) => seedOwnerContext(tx, scope, options.ownerId, now);
  // Booked 50 days ago for working days from the next day on (Friday skipped).
  const booked = new Date(options.now.getTime() - 50 * DAY_MS);
  const dayOf = (offset: number) => {
    let date = riyadhDate(new Date(booked.getTime() + (offset + 1) * DAY_MS));
    if (weekdayOf(date) === 5) date = riyadhDate(new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS));
    return date;
  };
  for (const [index, visit] of VISITS.entries()) {
    const created = await createOrder(
      owner(booked),
      {
        branch_id: branchRows[visit.branch % branchRows.length]!.id,
        services: [{ service_id: plumbing.id, quantity: 1, products: [] }],
        date: dayOf(visit.day),
        slot: visit.slot,
        shift: visit.slot === '09:00' ? 'morning' : 'evening',
        payment_method: 'cash',
        notes: undefined,
        coupon: undefined,
      },
      `seed-scorecard-${index}`,
    );
    const order = created.body.order;
    const startsAt = riyadhInstant(order.date, minutesOf(order.time)).getTime();
    const endsAt = riyadhInstant(order.date, minutesOf(order.end_time)).getTime();
    const at = (ms: number) => new Date(ms);
    const answered = at(booked.getTime() + visit.answer * MINUTE_MS);
    await opsTransition(signedIn(ops.id, answered), order.id, { operation: 'confirm' });
    const providerUser = await assignAny(signedIn(ops.id, answered), tx, order.id);
    if (!providerUser) continue;
    // the provider leaves 40 minutes before the slot; arrives 10 minutes in, or 25 minutes after its end
    const arrival = visit.late ? endsAt + 25 * MINUTE_MS : startsAt + 10 * MINUTE_MS;
    const provider = (ms: number) => signedIn(providerUser, at(ms));
    await providerTransition(provider(startsAt - 40 * MINUTE_MS), order.id, { operation: 'depart' });
    await providerTransition(provider(arrival), order.id, { operation: 'arrive' });
    await providerTransition(provider(arrival + 5 * MINUTE_MS), order.id, { operation: 'start_inspection' });
    await attachEvidence(provider(arrival + 6 * MINUTE_MS), store, order.id, {
      fieldname: 'photo',
      filename: 'before.png',
      mimetype: 'image/png',
      file: Object.assign(Readable.from([BEFORE_PHOTO]), { truncated: false }),
      fields: { stage: 'before' },
    });
    await providerTransition(provider(arrival + 15 * MINUTE_MS), order.id, { operation: 'end_inspection' });
    await providerTransition(provider(arrival + 20 * MINUTE_MS), order.id, { operation: 'start_work' });
    const done = arrival + 80 * MINUTE_MS;
    await collectCash(signedIn(ops.id, at(done)), order.id);
    await attachEvidence(provider(done), store, order.id, {
      fieldname: 'photo',
      filename: 'after.png',
      mimetype: 'image/png',
      file: Object.assign(Readable.from([AFTER_PHOTO]), { truncated: false }),
      fields: { stage: 'after' },
    });
    // completion is gated on the provider's checklist (ADR 0010): every item of this visit ticked
    const { checklist } = await providerEvidence(provider(done), order.id);
    await saveProviderChecklist(provider(done), order.id, {
      items: checklist.map(({ key }) => ({ key, done: true, note: null })),
    });
    await providerTransition(provider(done + MINUTE_MS), order.id, { operation: 'complete' });
    if (visit.stars) {
      await rateOrder(owner(at(done + DAY_MS)), { order_id: order.id, rating: visit.stars, comment: 'Seeded rating' });
    }
  }
}
