import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { opsUser } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { createOrder, visitDay } from './order-helpers';
import { opsStep, orderRow } from './orders-operations-helpers';

// POST ops/orders/:id/reschedule (ADR 0010 "Reschedule", actor O): the same rules as the client's rescheduleOrder —
// a free slot of the same length, the assigned provider free at it (no double booking); in time the status stays,
// on the way it goes back to assigned, from in_progress it is refused; only ops accounts may call it.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };
let branch: string;
/** A provider of migration 0012 (works Saturday–Thursday, both shifts). */
const PROVIDER = '5a1e0000-0000-4000-8000-000000000001';

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Ops Reschedule Co');
  ops = await opsUser(t);
  branch = await branchIn(t, owner.companyId, 'Olaya Ops Reschedule', 'olaya');
});

const reschedule = (token: string, id: string, body: unknown) =>
  call(t.app, 'POST', `/api/v1/ops/orders/${id}/reschedule`, { token, body, headers: { lang: 'en' } });
const setStatus = (orderId: string, status: string) =>
  t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

async function assigned(date: string, slot: string, shift: 'morning' | 'evening' = 'morning') {
  const order = await createOrder(t, owner.token, { branch_id: branch, date, slot, shift });
  expect((await opsStep(t, ops.token, order.id, { operation: 'confirm' })).statusCode).toBe(200);
  const answer = await call(t.app, 'POST', `/api/v1/ops/orders/${order.id}/assignProvider`, {
    token: ops.token,
    body: { provider_id: PROVIDER },
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return order as { id: string };
}

describe('ops reschedule', () => {
  it('in time the status stays; on the way it goes back to assigned; in progress it is refused (409)', async () => {
    const order = await assigned(visitDay(1), '09:00');
    const moved = await reschedule(ops.token, order.id, { date: visitDay(1), slot: '11:00', shift: 'morning' });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.order).toMatchObject({ status: 'assigned', date: visitDay(1), time: '11:00' });

    await setStatus(order.id, 'on_the_way');
    const late = await reschedule(ops.token, order.id, {
      date: visitDay(2),
      slot: '10:00',
      shift: 'morning',
      reason: 'Site closed',
    });
    expect(late.statusCode, JSON.stringify(late.body)).toBe(200);
    expect(late.body.data.order).toMatchObject({ status: 'assigned', date: visitDay(2), time: '10:00' });
    const row = await orderRow(t, order.id);
    expect(row.providerId).toBe(PROVIDER);

    await setStatus(order.id, 'in_progress');
    const refused = await reschedule(ops.token, order.id, { date: visitDay(2), slot: '12:00', shift: 'morning' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.data.reason).toBe('orders.refused.reschedule_too_late');
  });

  it('never double-books the assigned provider, refuses bad slots (422 on slot), and is ops only (403)', async () => {
    await assigned(visitDay(3), '10:00');
    const second = await assigned(visitDay(3), '15:00', 'evening');
    const busy = await reschedule(ops.token, second.id, { date: visitDay(3), slot: '10:00', shift: 'morning' });
    expect(busy.statusCode).toBe(422);
    expect(busy.body.errors?.slot).toEqual(['This time slot is no longer available, please choose another one']);
    const wrongShift = await reschedule(ops.token, second.id, { date: visitDay(3), slot: '09:00', shift: 'evening' });
    expect(wrongShift.statusCode).toBe(422);
    const bad = await reschedule(ops.token, second.id, { date: 'soon', slot: '9', shift: 'night' });
    expect(bad.statusCode).toBe(422);
    expect((await orderRow(t, second.id)).time).toBe('15:00');

    expect(
      (await reschedule(owner.token, second.id, { date: visitDay(3), slot: '17:00', shift: 'evening' })).statusCode,
    ).toBe(403);
    const unknown = await reschedule(ops.token, '7d1c2a4e-0000-4000-8000-000000000099', {
      date: visitDay(3),
      slot: '17:00',
      shift: 'evening',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
