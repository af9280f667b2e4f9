import { orderDetailsSchema, orderLogEntrySchema, orderOperationResultSchema, timeSlotsSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignableProviders } from '../../src/fulfilment/orders/order-slot';
import { orders, outboxEvents } from '../../src/platform/db/schema/index';
import { type companyOwner, memberWith } from '../company/account-helpers';
import { cardRecharge, newKey, recomputedBalances, walletOf } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import {
  branchOrderer,
  createOrder,
  ORDERS,
  orderBody,
  orderDetails,
  orderingCompanies,
  postOrder,
  visitDay,
} from './order-helpers';

// One-time orders through the real API on a real database: the wallet payment through the ledger with its order
// invoice, unpaid methods, validation with field errors, free slots and no double booking, company scoping, branch
// limits, permissions and the Idempotency-Key.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let id: (code: string) => string;
let olaya: string;
let malaz: string;

const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const ordersOf = async (companyId: string) =>
  t.database.db.select({ reference: orders.reference }).from(orders).where(eq(orders.companyId, companyId));
const slotsOn = async (date: string, services = [{ service_id: id('plumbing'), quantity: 1 }], token = owner.token) =>
  call(t.app, 'POST', '/api/v1/company/timeslots/generate', {
    token,
    body: { branch_id: olaya, date, services },
    headers: { lang: 'en' },
  });

const t = useTestApp();
beforeAll(async () => {
  ({ owner, other, id } = await orderingCompanies(t, 'Orders Co'));
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  malaz = await branchIn(t, owner.companyId, 'Malaz Shop', 'malaz');
});

describe('price and slots', () => {
  it('prices with the contract function and saves nothing; a coupon comes off before VAT', async () => {
    const body = { branch_id: olaya, services: [{ service_id: id('plumbing'), quantity: 1 }] };
    const plain = await call(t.app, 'POST', `${ORDERS}/order/price`, { token: owner.token, body });
    expect(plain.statusCode, JSON.stringify(plain.body)).toBe(200);
    // 15,000 per visit × 1.15 (one_time) = 17,250; VAT 2,588.
    expect(plain.body.data).toMatchObject({ subtotal: 17_250, discount: 0, vat: 2_588, total: 19_838 });
    const coupon = await call(t.app, 'POST', `${ORDERS}/order/price`, {
      token: owner.token,
      body: { ...body, coupon: 'welcome10' },
    });
    expect(coupon.body.data).toMatchObject({ coupon_code: 'WELCOME10', coupon_discount: 1_725, discount: 1_725 });
    expect(coupon.body.data.total).toBe(17_250 - 1_725 + coupon.body.data.vat);
    const expired = await call(t.app, 'POST', `${ORDERS}/order/price`, {
      token: owner.token,
      body: { ...body, coupon: 'EXPIRED20' },
      headers: { lang: 'en' },
    });
    expect(expired.statusCode).toBe(422);
    expect(fieldsOf(expired).coupon).toEqual(['This coupon expired on 2020-12-31']);
    expect(await ordersOf(owner.companyId)).toHaveLength(0);
  });

  it('offers slots from the providers’ working hours: none on Friday, none too soon', async () => {
    const saturday = await slotsOn(visitDay());
    expect(saturday.statusCode, JSON.stringify(saturday.body)).toBe(200);
    const slots = v.parse(timeSlotsSchema, saturday.body.data);
    expect(slots.minutes).toBe(60);
    expect(slots.slots[0]).toMatchObject({ start: '08:00', end: '09:00', shift: 'morning', available: 3 });
    expect(slots.slots.find((slot) => slot.start === '14:00')).toMatchObject({ shift: 'evening', available: 3 });
    expect(slots.slots.at(-1)).toMatchObject({ start: '21:00', end: '22:00' });
    expect((await slotsOn('2025-01-17')).body.data.slots).toEqual([]);
    // Now is 12:00 in Riyadh: the first slot today is two hours later.
    expect((await slotsOn('2025-01-15')).body.data.slots[0]).toMatchObject({ start: '14:00' });
    const hours = await call(t.app, 'POST', '/api/v1/public/providers/workingHours/generate', {
      token: owner.token,
      body: { weekdays: [0], shifts: ['morning'] },
    });
    expect(hours.body.data).toEqual([{ weekday: 0, start: '08:00', end: '14:00' }]);
  });
});

describe('create a one-time order', () => {
  it('cash: created, unpaid, nothing posted; NEW_ORDER and the first history row', async () => {
    const before = await walletOf(t, owner.token);
    const answer = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), { branch_id: olaya, notes: 'Gate 3' }),
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const result = v.parse(orderOperationResultSchema, answer.body.data);
    expect(result.order).toMatchObject({
      reference: expect.stringMatching(/^ORD-2025-\d{6}$/),
      type: 'onetime',
      status: 'created',
      payment_method: 'cash',
      payment_status: 'unpaid',
      total: 19_838,
      total_paid: 0,
      total_due: 19_838,
      date: visitDay(),
      time: '10:00',
      end_time: '11:00',
      shift: 'morning',
      provider: null,
      notes: 'Gate 3',
      branch: { id: olaya, name: 'Olaya HQ' },
      customer: { id: owner.userId, name: 'Sara Owner' },
    });
    expect(result.order.services).toMatchObject([{ service_id: id('plumbing'), quantity: 1, amount: 17_250 }]);
    expect(result.message).toBe(`Your order ${result.order.reference} has been created`);
    expect(await walletOf(t, owner.token)).toEqual(before);
    const details = await orderDetails(t, owner.token, result.order.reference);
    expect(details.statusCode).toBe(200);
    const page = v.parse(orderDetailsSchema, details.body.data);
    expect(page.order).toEqual(result.order);
    expect(page.history).toMatchObject([{ from: null, to: 'created', operation: 'submit', actor: 'C' }]);
    expect(page.invoice_ids).toEqual([]);
    const history = await call(t.app, 'GET', `${ORDERS}/order/${result.order.reference}/history`, {
      token: owner.token,
    });
    expect(history.body.data).toEqual(page.history);
    // The logs tab: the creation is its first entry, with who did it.
    const logs = await call(t.app, 'GET', `${ORDERS}/order/${result.order.reference}/logs`, { token: owner.token });
    expect(v.parse(v.array(orderLogEntrySchema), logs.body.data)).toMatchObject([
      { action: 'submit', actor: 'C', details: { from: null, to: 'created', payment_method: 'cash' } },
    ]);
    expect(
      (await call(t.app, 'GET', `${ORDERS}/order/${result.order.reference}/logs`, { token: other.token })).statusCode,
    ).toBe(404);
    const events = await t.database.db
      .select({ type: outboxEvents.type, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.companyId, owner.companyId));
    expect(events).toContainEqual({
      type: 'NEW_ORDER',
      payload: expect.objectContaining({ reference: result.order.reference }),
    });
  });

  it('card and transfer: created unpaid, nothing posted', async () => {
    for (const method of ['credit_card', 'transfer'] as const) {
      const answer = await postOrder(
        t.app,
        owner.token,
        orderBody(id('plumbing'), { branch_id: olaya, payment_method: method, slot: '16:00', shift: 'evening' }),
      );
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.data.order).toMatchObject({ payment_method: method, payment_status: 'unpaid', total_paid: 0 });
    }
    expect((await walletOf(t, owner.token)).balance).toBe(0);
  });

  it('wallet: refused with the §5 message when wallet and credit cannot pay, and no order is kept', async () => {
    const before = await ordersOf(owner.companyId);
    const answer = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), { branch_id: olaya, payment_method: 'wallet', slot: '12:00' }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe('Insufficient package credit. Recharge your credit line to proceed.');
    expect(await ordersOf(owner.companyId)).toEqual(before);
  });

  it('wallet: paid in the same request through the ledger, with a paid order invoice', async () => {
    await cardRecharge(t, owner.token, 100_000, 'success');
    const answer = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), { branch_id: olaya, payment_method: 'wallet', slot: '12:00', coupon: 'WELCOME10' }),
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const order = answer.body.data.order;
    // 17,250 − 1,725 (10 %) = 15,525; VAT 2,329; total 17,854.
    expect(order).toMatchObject({
      payment_status: 'paid',
      payment_type: 'final',
      coupon_code: 'WELCOME10',
      discount: 1_725,
      total: 17_854,
      total_paid: 17_854,
      total_due: 0,
    });
    expect((await walletOf(t, owner.token)).balance).toBe(100_000 - 17_854);
    expect(await recomputedBalances(t.database, owner.companyId)).toMatchObject({ wallet: 100_000 - 17_854 });
    const page = (await orderDetails(t, owner.token, order.reference)).body.data;
    expect(page.invoice_ids).toHaveLength(1);
    const invoice = await call(t.app, 'GET', `/api/v1/company/invoices/invoice/${page.invoice_ids[0]}`, {
      token: owner.token,
    });
    expect(invoice.body.data).toMatchObject({
      kind: 'order',
      status: 'paid',
      subtotal: 17_250,
      discount: 1_725,
      vat: 2_329,
      total: 17_854,
    });
  });

  it('replays the first answer for the same Idempotency-Key and charges once', async () => {
    const key = newKey();
    const body = orderBody(id('plumbing'), { branch_id: olaya, payment_method: 'wallet', slot: '13:00' });
    const first = await postOrder(t.app, owner.token, body, key);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    const wallet = (await walletOf(t, owner.token)).balance;
    const again = await postOrder(t.app, owner.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.order.reference).toBe(first.body.data.order.reference);
    expect((await walletOf(t, owner.token)).balance).toBe(wallet);
    const changed = await postOrder(t.app, owner.token, { ...body, slot: '08:00' }, key);
    expect(changed.statusCode).toBe(409);
    const missing = await call(t.app, 'POST', `${ORDERS}/order`, { token: owner.token, body });
    expect(missing.statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('answers 422 with the §5 field messages', async () => {
    const none = await postOrder(t.app, owner.token, orderBody(id('plumbing'), { branch_id: olaya, services: [] }));
    expect(none.statusCode).toBe(422);
    expect(fieldsOf(none).services).toEqual(['A minimum of one service must be added']);
    const tooFew = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), { branch_id: olaya, services: [{ service_id: id('carpentry'), quantity: 1 }] }),
    );
    expect(tooFew.statusCode).toBe(422);
    expect(fieldsOf(tooFew)['services.0.quantity']).toEqual(['Minimum quantity 2']);
    const empty = await call(t.app, 'POST', `${ORDERS}/order`, {
      token: owner.token,
      body: {},
      headers: { lang: 'en', 'idempotency-key': newKey() },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(empty))).toEqual(
      expect.arrayContaining(['branch_id', 'services', 'date', 'slot', 'shift', 'payment_method']),
    );
    const unknown = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), {
        branch_id: olaya,
        services: [{ service_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      }),
    );
    expect(fieldsOf(unknown)['services.0.service_id']).toBeDefined();
  });

  it('refuses past, too far, too soon, off-shift and Friday slots on their fields', async () => {
    const base = orderBody(id('plumbing'), { branch_id: olaya });
    const past = await postOrder(t.app, owner.token, { ...base, date: '2025-01-14' });
    expect(fieldsOf(past).date).toBeDefined();
    const far = await postOrder(t.app, owner.token, { ...base, date: '2025-06-01' });
    expect(fieldsOf(far).date).toBeDefined();
    const soon = await postOrder(t.app, owner.token, { ...base, date: '2025-01-15', slot: '13:00' });
    expect(fieldsOf(soon).slot).toEqual(['Choose a time slot at least 2 hours from now']);
    const crossing = await postOrder(t.app, owner.token, { ...base, slot: '13:30', shift: 'morning' });
    expect(fieldsOf(crossing).slot).toEqual(['This time slot is no longer available, please choose another one']);
    const friday = await postOrder(t.app, owner.token, { ...base, date: '2025-01-17' });
    expect(fieldsOf(friday).slot).toEqual(['This time slot is no longer available, please choose another one']);
  });
});

describe('no double booking', () => {
  it('refuses a slot once every provider working it is booked (orders.slot_unavailable)', async () => {
    const day = visitDay(1);
    const offered = (await slotsOn(day)).body.data.slots.find((slot: { start: string }) => slot.start === '09:00');
    expect(offered.available).toBe(3);
    for (let booked = 0; booked < offered.available; booked += 1) {
      const answer = await postOrder(
        t.app,
        booked % 2 ? other.token : owner.token,
        orderBody(id('plumbing'), { branch_id: booked % 2 ? await otherBranch() : olaya, date: day, slot: '09:00' }),
      );
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    }
    const full = await postOrder(
      t.app,
      owner.token,
      orderBody(id('plumbing'), { branch_id: olaya, date: day, slot: '09:00' }),
    );
    expect(full.statusCode).toBe(422);
    expect(fieldsOf(full).slot).toEqual(['This time slot is no longer available, please choose another one']);
    // The slot and its travel buffer are gone for everyone; the evening is untouched.
    const after = (await slotsOn(day)).body.data.slots.map((slot: { start: string }) => slot.start);
    expect(after).not.toContain('09:00');
    expect(after).not.toContain('10:00');
    expect(after).toContain('11:00');
    expect(after).toContain('14:00');
    // Ops assigning one of the three: exactly one provider is left for it once the other two are placed.
    const [booked] = await t.database.db.select().from(orders).where(eq(orders.visitDate, day));
    const assignable = await t.database.db.transaction((tx) => assignableProviders(tx, booked!));
    expect(assignable).toHaveLength(1);
  });

  it('two concurrent orders for the last free provider of a slot: exactly one wins (PostgreSQL server)', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const day = visitDay(2);
    for (let booked = 0; booked < 2; booked += 1) {
      const answer = await postOrder(
        t.app,
        owner.token,
        orderBody(id('plumbing'), { branch_id: olaya, date: day, slot: '09:00' }),
      );
      expect(answer.statusCode).toBe(201);
    }
    const race = await Promise.all([
      postOrder(t.app, owner.token, orderBody(id('plumbing'), { branch_id: olaya, date: day, slot: '09:00' })),
      postOrder(
        t.app,
        other.token,
        orderBody(id('plumbing'), { branch_id: await otherBranch(), date: day, slot: '09:00' }),
      ),
    ]);
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });
});

let otherBranchId: string | null = null;
async function otherBranch() {
  otherBranchId ??= await branchIn(t, other.companyId, 'Other HQ', 'olaya');
  return otherBranchId;
}

describe('scoping and permissions', () => {
  it('answers 404 for another company’s order, and for an unknown reference', async () => {
    const mine = await createOrder(t, owner.token, { branch_id: olaya, slot: '11:00' });
    const foreign = await orderDetails(t, other.token, mine.reference);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect(
      (await call(t.app, 'GET', `${ORDERS}/order/${mine.reference}/history`, { token: other.token })).statusCode,
    ).toBe(404);
    expect((await orderDetails(t, owner.token, 'ORD-2025-999999')).statusCode).toBe(404);
    const messages = await call(t.app, 'GET', `${ORDERS}/orderMessage?reference=${mine.reference}`, {
      token: other.token,
    });
    expect(messages.statusCode).toBe(404);
  });

  it('refuses a branch of another company on branch_id', async () => {
    const answer = await postOrder(t.app, owner.token, orderBody(id('plumbing'), { branch_id: await otherBranch() }));
    expect(answer.statusCode).toBe(422);
    expect(fieldsOf(answer).branch_id).toBeDefined();
  });

  it('a member limited to one branch orders there only and sees only its orders', async () => {
    const member = await branchOrderer(t, owner.companyId, malaz);
    const elsewhere = await postOrder(
      t.app,
      member.token,
      orderBody(id('plumbing'), { branch_id: olaya, slot: '14:00', shift: 'evening' }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(fieldsOf(elsewhere).branch_id).toBeDefined();
    const own = await postOrder(
      t.app,
      member.token,
      orderBody(id('plumbing'), { branch_id: malaz, slot: '14:00', shift: 'evening' }),
    );
    expect(own.statusCode, JSON.stringify(own.body)).toBe(201);
    expect((await orderDetails(t, member.token, own.body.data.order.reference)).statusCode).toBe(200);
    const olayaOrder = (
      await postOrder(
        t.app,
        owner.token,
        orderBody(id('plumbing'), { branch_id: olaya, slot: '15:00', shift: 'evening' }),
      )
    ).body.data.order;
    expect((await orderDetails(t, member.token, olayaOrder.reference)).statusCode).toBe(404);
  });

  it('answers 403 without the rule: read-only members cannot create, price or list slots', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_orders' }]);
    expect((await postOrder(t.app, reader.token, orderBody(id('plumbing'), { branch_id: olaya }))).statusCode).toBe(
      403,
    );
    const price = await call(t.app, 'POST', `${ORDERS}/order/price`, {
      token: reader.token,
      body: { branch_id: olaya, services: [{ service_id: id('plumbing'), quantity: 1 }] },
    });
    expect(price.statusCode).toBe(403);
    expect((await slotsOn(visitDay(), undefined, reader.token)).statusCode).toBe(403);
    const nobody = await memberWith(t, owner.companyId, []);
    const mine = (await ordersOf(owner.companyId))[0]!;
    expect((await orderDetails(t, nobody.token, mine.reference)).statusCode).toBe(403);
  });
});

describe('messages', () => {
  it('lists the order’s messages, oldest first (chat.test.ts writes them)', async () => {
    const [mine] = await ordersOf(owner.companyId);
    const answer = await call(t.app, 'GET', `${ORDERS}/orderMessage?reference=${mine!.reference}`, {
      token: owner.token,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual([]);
    const missing = await call(t.app, 'GET', `${ORDERS}/orderMessage`, { token: owner.token });
    expect(missing.statusCode).toBe(422);
  });
});
