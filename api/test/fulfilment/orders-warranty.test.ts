import { orderOperationResultSchema } from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, journalEntries, orderStatusHistory, orders, payments } from '../../src/platform/db/schema/index';
import { type companyOwner, memberWith } from '../company/account-helpers';
import { newKey, opsUser } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { branchOrderer, createOrder, ORDERS, orderDetails, orderingCompanies, visitDay } from './order-helpers';
import { opsStep, providerAccount } from './orders-operations-helpers';

// Warranty orders (issue 32.2, ADR 0069) through the real API: a free visit of a completed order within 30 days
// of its completion, linked both ways, one open at a time, refused with a 409 and a clear message otherwise.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let olaya: string;
let malaz: string;

const t = useTestApp();
beforeAll(async () => {
  ({ owner, other } = await orderingCompanies(t, 'Warranty Co'));
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  malaz = await branchIn(t, owner.companyId, 'Malaz Shop', 'malaz');
});

const DAY = 86_400_000;
const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
let visits = 0;
/** A distinct day and slot per visit, so no visit of the file runs out of free providers. */
const nextSlot = () => {
  const n = visits++;
  const slot = SLOTS[n % SLOTS.length]!;
  return {
    date: visitDay(Math.floor(n / SLOTS.length)),
    slot,
    shift: slot < '14:00' ? ('morning' as const) : ('evening' as const),
  };
};

/** A one-time order of the owner, set to `status` with its completion `daysAgo` days before the test clock. */
async function finishedOrder(branchId: string, status = 'completed', daysAgo = 2) {
  const order = await createOrder(t, owner.token, { branch_id: branchId, ...nextSlot() });
  const db = t.database.db;
  await db.update(orders).set({ status }).where(eq(orders.id, order.id));
  if (status === 'completed' || status === 'rated') {
    await db.insert(orderStatusHistory).values({
      companyId: owner.companyId,
      orderId: order.id,
      fromStatus: 'final_payment_paid',
      toStatus: 'completed',
      operation: 'complete',
      actor: 'O',
      createdAt: new Date(t.clock.time - daysAgo * DAY),
    });
  }
  return order as { id: string; reference: string };
}

const openWarranty = (orderId: string, token = owner.token, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${ORDERS}/warranty`, {
    token,
    headers: { lang: 'en' },
    body: { order_id: orderId, problem: 'The kitchen tap leaks again', ...nextSlot(), ...extra },
  });

async function moneyRows() {
  const db = t.database.db;
  const [entries] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.companyId, owner.companyId));
  const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.companyId, owner.companyId));
  const [invoiced] = await db.select({ n: count() }).from(invoices).where(eq(invoices.companyId, owner.companyId));
  return [entries!.n, paid!.n, invoiced!.n];
}

describe('opening a warranty order', () => {
  it('opens a free warranty visit within the period, linked both ways, with its own history and no money', async () => {
    const original = await finishedOrder(olaya);
    const before = await moneyRows();
    const answer = await openWarranty(original.id);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const { order, message } = v.parse(orderOperationResultSchema, answer.body.data);
    expect(message).toBe(`Warranty visit ${order.reference} requested, free of charge`);
    expect(order).toMatchObject({
      type: 'warranty',
      status: 'created',
      branch: { id: olaya },
      total: 0,
      total_due: 0,
      payment_method: null,
      payment_status: 'none',
      notes: 'The kitchen tap leaks again',
    });
    expect(order.services).toMatchObject([{ quantity: 1, amount: 0 }]);
    expect(await moneyRows()).toEqual(before);

    const page = (await orderDetails(t, owner.token, order.reference)).body.data;
    expect(page.warranty).toMatchObject({ of: { reference: original.reference }, orders: [] });
    expect(page.history).toMatchObject([{ from: null, to: 'created', operation: 'submit' }]);
    expect(page.invoice_ids).toEqual([]);
    const originalPage = (await orderDetails(t, owner.token, original.reference)).body.data;
    expect(originalPage.warranty).toMatchObject({
      of: null,
      orders: [{ reference: order.reference, status: 'created' }],
      refusal: 'orders.warranty.already_open',
    });
    expect(Date.parse(originalPage.warranty.ends_at) - Date.parse(originalPage.warranty.completed_at)).toBe(30 * DAY);
  });

  it('refuses a second one while the first is open, and allows it once that one is canceled', async () => {
    const original = await finishedOrder(olaya, 'rated');
    const first = (await openWarranty(original.id)).body.data.order;
    const twice = await openWarranty(original.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(`A warranty visit of this order is already open: ${first.reference}`);
    const canceled = await call(t.app, 'POST', `${ORDERS}/updateStatus`, {
      token: owner.token,
      headers: { 'idempotency-key': newKey() },
      body: { order_id: first.id, status: 'canceled', reason: 'Fixed it ourselves' },
    });
    expect(canceled.statusCode, JSON.stringify(canceled.body)).toBe(200);
    expect((await openWarranty(original.id)).statusCode).toBe(201);
    const links = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.warrantyOfOrderId, original.id));
    expect(links).toHaveLength(2);
  });

  it('refuses after the period, on an order not completed, and on a warranty order itself', async () => {
    const old = await finishedOrder(olaya, 'completed', 31);
    const late = await openWarranty(old.id);
    expect(late.statusCode).toBe(409);
    const ended = new Date(t.clock.time - 31 * DAY + 30 * DAY).toISOString().slice(0, 10);
    expect(late.body.message).toBe(`The warranty of this order ended on ${ended}: it covers 30 days after completion`);
    const running = await finishedOrder(olaya, 'in_progress');
    const notDone = await openWarranty(running.id);
    expect(notDone.statusCode).toBe(409);
    expect(notDone.body.message).toBe('A warranty visit can be requested only on a completed order');
    const fresh = await finishedOrder(olaya);
    const warranty = (await openWarranty(fresh.id)).body.data.order;
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, warranty.id));
    const ofWarranty = await openWarranty(warranty.id);
    expect(ofWarranty.statusCode).toBe(409);
    expect(ofWarranty.body.data.reason).toBe('orders.warranty.of_warranty');
    const kept = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.type, 'warranty'), inArray(orders.warrantyOfOrderId, [old.id, running.id, warranty.id])));
    expect(kept).toEqual([]);
  });

  it('field errors for a bad body; another company’s order and a branch-limited member elsewhere: 404', async () => {
    const original = await finishedOrder(malaz);
    const empty = await call(t.app, 'POST', `${ORDERS}/warranty`, { token: owner.token, body: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(
      expect.arrayContaining(['order_id', 'problem', 'date', 'slot']),
    );
    expect((await openWarranty(original.id, owner.token, { problem: '  ' })).statusCode).toBe(422);
    expect((await openWarranty(original.id, other.token)).statusCode).toBe(404);

    const member = await branchOrderer(t, owner.companyId, olaya);
    expect((await openWarranty(original.id, member.token)).statusCode).toBe(404);
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await openWarranty(original.id, reader.token)).statusCode).toBe(403);
    const atOlaya = await finishedOrder(olaya);
    expect((await openWarranty(atOlaya.id, member.token)).statusCode).toBe(201);
  });

  it('runs through the same machine: ops confirm and assign a provider', async () => {
    const ops = await opsUser(t);
    const provider = await providerAccount(t, 'Warranty Provider');
    const original = await finishedOrder(olaya);
    const warranty = (await openWarranty(original.id)).body.data.order;
    expect((await opsStep(t, ops.token, warranty.id, { operation: 'confirm' })).statusCode).toBe(200);
    const assigned = await call(t.app, 'POST', `/api/v1/ops/orders/${warranty.id}/assignProvider`, {
      token: ops.token,
      body: { provider_id: provider.providerId },
    });
    expect(assigned.statusCode, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.order.status).toBe('assigned');
    const page = (await orderDetails(t, owner.token, warranty.reference)).body.data;
    // Same clock instant for the three steps: compare as a set.
    expect(page.history.map((row: { to: string }) => row.to).sort()).toEqual(['assigned', 'confirmed', 'created']);
  });
});
