import { paymentApprovalSchema, spendingOverviewSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith } from '../company/account-helpers';
import { createOrder, orderBody, orderDetails, postOrder, serviceIds, visitDay } from '../fulfilment/order-helpers';
import { branchIn } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, newKey, post, recomputedBalances, walletOf } from './money-helpers';

// Issue 9 Beyond and accept_payment: per-branch monthly caps set by an admin; a wallet order taking the branch past
// its cap is held (payment on_hold, nothing posted) until a user with accept_payment b2b_payments approves it (paid
// from the wallet in that transaction) or rejects it (the order is canceled). Real API, real database.

const SPENDING = '/api/v1/company/wallets/spending';
// One plumbing visit: 15,000 × 1.15 = 17,250 + VAT 2,588 = 19,838 halalas (see orders-create.test.ts).
const VISIT = 19_838;

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let clerk: Awaited<ReturnType<typeof memberWith>>;
let olaya: string;
let malaz: string;
let plumbing: string;

const overview = async (token = owner.token) => {
  const answer = await call(t.app, 'GET', SPENDING, { token, headers: { lang: 'en' } });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return v.parse(spendingOverviewSchema, answer.body.data);
};
const setCap = (branchId: string, monthly_cap: unknown, token = owner.token) =>
  call(t.app, 'PUT', `${SPENDING}/caps/${branchId}`, { token, body: { monthly_cap }, headers: { lang: 'en' } });
const decide = (id: string, kind: 'approve' | 'reject', token = owner.token, key = newKey(), body: unknown = {}) =>
  call(t.app, 'POST', `${SPENDING}/approvals/${id}/${kind}`, {
    token,
    body,
    headers: { lang: 'en', 'idempotency-key': key },
  });
let week = 0;
/** A wallet order of the clerk, each on its own visit day (no slot clash). */
const clerkOrder = async (branchId: string) => {
  const body = orderBody(plumbing, { branch_id: branchId, payment_method: 'wallet', date: visitDay(++week) });
  const answer = await postOrder(t.app, clerk.token, body);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const pendingFor = async (reference: string) =>
  (await overview()).approvals.find((row) => row.order_reference === reference && row.status === 'pending');

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Caps Co');
  other = await companyOwner(t, 'Other Caps Co');
  olaya = await branchIn(t, owner.companyId, 'Olaya HQ', 'olaya');
  malaz = await branchIn(t, owner.companyId, 'Malaz Shop', 'malaz');
  plumbing = (await serviceIds(t, owner.token))('plumbing');
  clerk = await memberWith(t, owner.companyId, [
    { action: 'read', subject: 'b2b_orders' },
    { action: 'insert', subject: 'b2b_orders' },
    { action: 'update', subject: 'b2b_orders' },
  ]);
  await cardRecharge(t, owner.token, 1_000_000, 'success');
});

describe('caps', () => {
  it('lists every branch without a cap, then sets, shows and removes one', async () => {
    const before = await overview();
    expect(before.month).toMatch(/^\d{4}-\d{2}$/);
    expect(before.branches.map((row) => [row.branch_name, row.monthly_cap])).toEqual([
      ['Malaz Shop', null],
      ['Olaya HQ', null],
    ]);
    const saved = await setCap(malaz, 50_000);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: 'The monthly cap has been saved' });
    expect(saved.body.data).toMatchObject({ branch_id: malaz, monthly_cap: 50_000, month_spent: 0, pending: 0 });
    expect((await setCap(malaz, null)).body.data.monthly_cap).toBeNull();
    expect((await overview()).branches.find((row) => row.branch_id === malaz)?.monthly_cap).toBeNull();
  });

  it('refuses bad caps with field errors and hides other companies’ branches', async () => {
    for (const bad of [-1, 10.5, 1_000_000_001, '100', true]) {
      const answer = await setCap(olaya, bad);
      expect(answer.statusCode, String(bad)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['monthly_cap']);
    }
    const foreign = await branchIn(t, other.companyId, 'Foreign', 'olaya');
    expect((await setCap(foreign, 1_000)).statusCode).toBe(404);
    expect((await overview(other.token)).branches.map((row) => row.branch_name)).toEqual(['Foreign']);
  });

  it('needs update b2b_wallet to set and read b2b_wallet to see caps', async () => {
    expect((await setCap(olaya, 1_000, clerk.token)).statusCode).toBe(403);
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_wallet' }]);
    expect((await call(t.app, 'GET', SPENDING, { token: reader.token })).statusCode).toBe(200);
    expect((await setCap(olaya, 1_000, reader.token)).statusCode).toBe(403);
  });
});

describe('held payments', () => {
  it('pays within the cap, holds the payment that passes it, and the admin’s approval pays it once', async () => {
    expect((await setCap(olaya, VISIT + 100)).statusCode).toBe(200);
    const first = await clerkOrder(olaya);
    expect(first.data.order).toMatchObject({ payment_status: 'paid', total_paid: VISIT });
    const walletBefore = await walletOf(t, owner.token);

    const second = await clerkOrder(olaya);
    expect(second.data.message).toMatch(/monthly cap/);
    expect(second.data.order).toMatchObject({ status: 'created', payment_status: 'on_hold', total_paid: 0 });
    expect((await walletOf(t, owner.token)).balance).toBe(walletBefore.balance);
    const held = await pendingFor(second.data.order.reference);
    expect(held).toMatchObject({
      amount: VISIT,
      monthly_cap: VISIT + 100,
      month_spent: VISIT,
      branch_name: 'Olaya HQ',
    });
    expect((await overview()).branches.find((row) => row.branch_id === olaya)).toMatchObject({
      month_spent: VISIT,
      pending: 1,
    });

    // Without accept_payment: 403 (the UI hides the buttons).
    expect((await decide(held!.id, 'approve', clerk.token)).statusCode).toBe(403);

    const key = newKey();
    const approved = await decide(held!.id, 'approve', owner.token, key);
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(v.parse(paymentApprovalSchema, approved.body.data)).toMatchObject({
      status: 'approved',
      decided_by: expect.any(String),
    });
    const replay = await decide(held!.id, 'approve', owner.token, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await decide(held!.id, 'approve')).statusCode).toBe(409);

    expect((await walletOf(t, owner.token)).balance).toBe(walletBefore.balance - VISIT);
    const details = await orderDetails(t, owner.token, second.data.order.reference);
    expect(details.body.data.order ?? details.body.data).toMatchObject({ payment_status: 'paid', total_paid: VISIT });
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.wallet).toBe((await walletOf(t, owner.token)).balance);
  });

  it('does not hold a user who may accept payments: their own action is the approval', async () => {
    await setCap(malaz, 0);
    const own = await createOrder(t, owner.token, { branch_id: malaz, payment_method: 'wallet', date: visitDay(0) });
    expect(own).toMatchObject({ payment_status: 'paid' });
  });

  it('a rejection cancels the order and moves no money; a cancel closes the request', async () => {
    await setCap(malaz, 0);
    const before = (await walletOf(t, owner.token)).balance;
    const rejectedOrder = await clerkOrder(malaz);
    const held = await pendingFor(rejectedOrder.data.order.reference);
    const rejected = await decide(held!.id, 'reject', owner.token, newKey(), { reason: 'Over budget' });
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Over budget' });
    const details = await orderDetails(t, owner.token, rejectedOrder.data.order.reference);
    expect(details.body.data.order ?? details.body.data).toMatchObject({
      status: 'canceled',
      payment_status: 'unpaid',
    });

    const canceledOrder = await clerkOrder(malaz);
    const cancel = await post(t, '/api/v1/company/orders/updateStatus', clerk.token, {
      order_id: canceledOrder.data.order.id,
      status: 'canceled',
      reason: 'Not needed',
    });
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);
    expect(await pendingFor(canceledOrder.data.order.reference)).toBeUndefined();
    expect((await walletOf(t, owner.token)).balance).toBe(before);
  });
});
