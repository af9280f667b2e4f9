import { REALTIME_EVENT_TYPES, type RealtimeEventType } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { createOrder, ORDERS, orderDetails } from '../fulfilment/order-helpers';
import { operation } from '../fulfilment/orders-operations-helpers';
import { cardRecharge, newKey } from '../money/money-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, testConfig, useTestApp } from '../support/harness';
import { listen, openStream, type TestStream } from '../support/sse-client';
import { limitedMember, pause, read, STREAM, types, writeEvent } from './realtime-helpers';

// Issue 26.2: each event goes to whoever the REST API lets read the resource it names — the route's permission
// and, for an order, the member's branch limit — and to nobody else. Every type of the contract is listed below
// (a new type without a line fails to compile); then the leak the attack round found, through the real order
// routes: a member limited to another branch got NEW_ORDER, ORDER_STATUS_CHANGED and the chat text of an order the
// REST API answered 404 for.

const config = testConfig({ REALTIME_HEARTBEAT_MS: '60000', OUTBOX_DISPATCH_INTERVAL_MS: '0' });

const MODULES = [
  'b2b_orders',
  'b2b_packages',
  'b2b_wallet',
  'b2b_payments',
  'b2b_messages',
  'b2b_account_information',
] as const;
type Module = (typeof MODULES)[number];

/** The REST resource each type names: the module of its read route, and whether it hangs on an order's branch. */
const named: Record<RealtimeEventType, { module: Module; branch: boolean }> = {
  NEW_ORDER: { module: 'b2b_orders', branch: true },
  ORDER_STATUS_CHANGED: { module: 'b2b_orders', branch: true },
  ORDER_NEW_MESSAGE: { module: 'b2b_orders', branch: true },
  NEW_PACKAGE: { module: 'b2b_packages', branch: false },
  PACKAGE_STATUS_CHANGED: { module: 'b2b_packages', branch: false },
  WALLET_CHANGED: { module: 'b2b_wallet', branch: false },
  PAYMENT_RECEIVED: { module: 'b2b_payments', branch: false },
  TECHNICAL_SUPPORT: { module: 'b2b_messages', branch: false },
  ACCOUNT_VERIFICATION: { module: 'b2b_account_information', branch: false },
};

const everything = MODULES.map(read);

let base: string;
const t = useTestApp({ config });
beforeAll(async () => {
  base = await listen(t.app);
});

/** Waits until `witness` has `count` events, then a little longer for anything that should not have come. */
async function settle(witness: TestStream, count: number) {
  await witness.waitFor(count);
  await pause(300);
}

describe('every event type, by the rule of the resource it names', () => {
  let owner: Awaited<ReturnType<typeof companyOwner>>;
  let branchA: string;
  let branchB: string;
  const streams = new Map<string, TestStream>();

  beforeAll(async () => {
    owner = await companyOwner(t, 'Visibility Per Type Co');
    branchA = await branchIn(t, owner.companyId, 'Branch A');
    branchB = await branchIn(t, owner.companyId, 'Branch B');
    const members: [string, { action: string; subject: string }[], string[]][] = [
      ['every branch', [STREAM, ...everything], []],
      ['branch A', [STREAM, ...everything], [branchA]],
      ['branch B', [STREAM, ...everything], [branchB]],
      ...MODULES.map((module): [string, { action: string; subject: string }[], string[]] => [
        `without ${module}`,
        [STREAM, ...everything.filter((rule) => rule.subject !== module)],
        [],
      ]),
    ];
    for (const [name, rules, branches] of members) {
      const member = await limitedMember(t, owner.companyId, rules, branches);
      streams.set(name, await openStream(base, member.token));
    }
  });
  afterAll(() => {
    for (const stream of streams.values()) stream.close();
  });

  it.each(REALTIME_EVENT_TYPES)('%s', async (type) => {
    const { module, branch } = named[type];
    for (const stream of streams.values()) stream.received.length = 0;
    // An event about something at branch A (order types name the order; the others are company-wide).
    const reference = `${type}-REF`;
    await writeEvent(t.database, owner.companyId, {
      type,
      payload: { reference },
      branchId: branch ? branchA : null,
    });
    await t.app.dispatchOutbox();
    await settle(streams.get('every branch')!, 1);

    const got = (name: string) => streams.get(name)!.received.map((r) => r.event.data.reference);
    expect(got('every branch')).toEqual([reference]);
    expect(got('branch A')).toEqual([reference]);
    // Limited to another branch: only a company-wide resource reaches them (the REST lists show it to them too).
    expect(got('branch B')).toEqual(branch ? [] : [reference]);
    for (const other of MODULES) {
      expect(got(`without ${other}`), `member without ${other}`).toEqual(other === module ? [] : [reference]);
    }
  });
});

describe('a real order at branch A, and a member limited to branch B (the attack round)', () => {
  it('gets none of its order events nor its chat text; the money events come without the order; REST says 404 alike', async () => {
    const owner = await companyOwner(t, 'Visibility Real Order Co');
    await cardRecharge(t, owner.token, 500_000, 'success');
    const branchA = await branchIn(t, owner.companyId, 'Malaz', 'malaz');
    const branchB = await branchIn(t, owner.companyId, 'Olaya');
    const full = [STREAM, ...everything];
    const atA = await limitedMember(t, owner.companyId, full, [branchA]);
    const atB = await limitedMember(t, owner.companyId, full, [branchB]);
    const noOrders = await limitedMember(
      t,
      owner.companyId,
      full.filter((rule) => rule.subject !== 'b2b_orders'),
    );
    const [ownerStream, streamA, streamB, streamNoOrders] = await Promise.all([
      openStream(base, owner.token),
      openStream(base, atA.token),
      openStream(base, atB.token),
      openStream(base, noOrders.token),
    ]);

    // NEW_ORDER, PAYMENT_RECEIVED and WALLET_CHANGED (paid from the wallet at submit) …
    const order = await createOrder(t, owner.token, { branch_id: branchA, payment_method: 'wallet' });
    // … ORDER_NEW_MESSAGE with the chat text …
    const sent = await call(t.app, 'POST', `${ORDERS}/orderMessage`, {
      token: owner.token,
      body: { reference: order.reference, body: 'Gate code is 4417' },
    });
    expect(sent.statusCode).toBe(201);
    // … WALLET_CHANGED for the refund, and ORDER_STATUS_CHANGED.
    const canceled = await operation(
      t,
      owner.token,
      'updateStatus',
      { order_id: order.id, status: 'canceled', reason: 'Closed' },
      newKey(),
    );
    expect(canceled.statusCode).toBe(200);
    await t.app.dispatchOutbox();
    const expected = [
      'NEW_ORDER',
      'PAYMENT_RECEIVED',
      'WALLET_CHANGED',
      'ORDER_NEW_MESSAGE',
      'WALLET_CHANGED',
      'ORDER_STATUS_CHANGED',
    ];
    await settle(ownerStream, expected.length);
    await streamA.waitFor(expected.length);
    // Events of one transaction share their time and so have no order among them: compared as sets.
    const sorted = (stream: TestStream) => types(stream).sort();
    expect(sorted(ownerStream)).toEqual([...expected].sort());
    expect(sorted(streamA)).toEqual([...expected].sort());
    expect(streamA.received.map((r) => r.event.data.reference)).toEqual(expected.map(() => order.reference));

    // The REST API: 404 for the branch-B member, 200 for the branch-A one.
    expect((await orderDetails(t, atB.token, order.reference)).statusCode).toBe(404);
    expect((await orderDetails(t, atA.token, order.reference)).statusCode).toBe(200);
    // The stream alike: nothing of the order; the wallet still refreshes, without naming the order.
    expect(sorted(streamB)).toEqual(['PAYMENT_RECEIVED', 'WALLET_CHANGED', 'WALLET_CHANGED']);
    expect(JSON.stringify(streamB.received)).not.toContain(order.reference);
    expect(JSON.stringify(streamB.received)).not.toContain(order.id);
    expect(JSON.stringify(streamB.received)).not.toContain('4417');
    const payment = streamB.received.find((r) => r.event.type === 'PAYMENT_RECEIVED')!;
    expect(payment.event.data).toEqual({ amount: order.total, method: 'wallet' });
    // No orders permission at all: the same.
    expect(sorted(streamNoOrders)).toEqual(['PAYMENT_RECEIVED', 'WALLET_CHANGED', 'WALLET_CHANGED']);
    expect(JSON.stringify(streamNoOrders.received)).not.toContain(order.reference);
    for (const stream of [ownerStream, streamA, streamB, streamNoOrders]) stream.close();
  });
});
