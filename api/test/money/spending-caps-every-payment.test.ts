import { spendingOverviewSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith } from '../company/account-helpers';
import { insertOrder, orderRow } from '../fulfilment/orders-operations-helpers';
import { branchIn, publishedBuy, publishedPackages } from '../sales/package-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, newKey, recomputedBalances, walletOf } from './money-helpers';

// Issue 26.1: a branch's monthly cap holds every payment of company money for that branch, not only a wallet order at
// its creation. A member without accept_payment b2b_payments who pays an order's advance or final payment from the
// wallet (confirmPayment) past the cap gets it HELD, as at creation (payment on_hold, nothing posted) until someone
// with accept_payment approves it (paid through the same step of the machine) or rejects it (the order stays unpaid).
// A package bought with company money (wallet, credit line) for a capped branch is REFUSED (422 on branch_ids): a
// package has no held state to wait in. Real API, real database (PGlite, or TEST_DATABASE_URL).

const SPENDING = '/api/v1/company/wallets/spending';
const BUY = '/api/v1/company/package/buy';
// insertOrder's default order: 20,000 + VAT 3,000.
const ORDER_TOTAL = 23_000;
// The published package cleaning_hours_40 (see packages-payments.test.ts).
const PACKAGE_TOTAL = 276_000;

let owner: Awaited<ReturnType<typeof companyOwner>>;
let clerk: Awaited<ReturnType<typeof memberWith>>;
let pkg: Awaited<ReturnType<typeof publishedPackages>>;

const overview = async () => {
  const answer = await call(t.app, 'GET', SPENDING, { token: owner.token, headers: { lang: 'en' } });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return v.parse(spendingOverviewSchema, answer.body.data);
};
const setCap = async (branchId: string, monthly_cap: number) => {
  const answer = await call(t.app, 'PUT', `${SPENDING}/caps/${branchId}`, {
    token: owner.token,
    body: { monthly_cap },
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
};
const decide = (id: string, kind: 'approve' | 'reject', body: unknown = {}) =>
  call(t.app, 'POST', `${SPENDING}/approvals/${id}/${kind}`, {
    token: owner.token,
    body,
    headers: { lang: 'en', 'idempotency-key': newKey() },
  });
const pendingFor = async (orderId: string) =>
  (await overview()).approvals.find((row) => row.order_id === orderId && row.status === 'pending');
const payFromWallet = (orderId: string, token = clerk.token) =>
  call(t.app, 'POST', '/api/v1/company/orders/confirmPayment', {
    token,
    body: { order_id: orderId, method: 'wallet' },
    headers: { lang: 'en', 'idempotency-key': newKey() },
  });
const buyPackage = (branchId: string, payment_method: string, token = clerk.token) =>
  call(t.app, 'POST', BUY, {
    token,
    body: publishedBuy(pkg('cleaning_hours_40').id, payment_method, { branch_ids: [branchId] }),
    headers: { lang: 'en', 'idempotency-key': newKey() },
  });
const wallet = async () => (await walletOf(t, owner.token)).balance as number;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Every Payment Co');
  pkg = await publishedPackages(t, owner.token);
  // May pay orders and buy packages, may not accept payments: the member of the report.
  clerk = await memberWith(t, owner.companyId, [
    { action: 'read', subject: 'b2b_orders' },
    { action: 'confirm_payment', subject: 'b2b_orders' },
    { action: 'read', subject: 'b2b_packages' },
    { action: 'insert', subject: 'b2b_packages' },
  ]);
  await cardRecharge(t, owner.token, 2_000_000, 'success');
});

describe('confirmPayment from the wallet (held, as at creation)', () => {
  it('holds the advance that passes the cap; the approval pays it through pay_advance, once', async () => {
    const branchId = await branchIn(t, owner.companyId, 'Advance Branch');
    await setCap(branchId, ORDER_TOTAL + 7_000);
    const first = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card', branchId });
    const second = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card', branchId });

    const within = await payFromWallet(first.id);
    expect(within.statusCode, JSON.stringify(within.body)).toBe(200);
    expect(within.body.data.order).toMatchObject({ status: 'advance_payment_paid', payment_status: 'paid' });

    const before = await wallet();
    const held = await payFromWallet(second.id);
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.message).toMatch(/monthly cap/);
    expect(held.body.data.order).toMatchObject({ status: 'assigned', payment_status: 'on_hold', total_paid: 0 });
    expect(await wallet()).toBe(before);
    // A second try while the first waits: 409, nothing posted.
    const again = await payFromWallet(second.id);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/already waiting/);
    expect(await wallet()).toBe(before);

    const request = await pendingFor(second.id);
    expect(request).toMatchObject({ amount: ORDER_TOTAL, monthly_cap: ORDER_TOTAL + 7_000, month_spent: ORDER_TOTAL });
    const approved = await decide(request!.id, 'approve');
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(await orderRow(t, second.id)).toMatchObject({
      status: 'advance_payment_paid',
      paymentStatus: 'paid',
      totalPaid: ORDER_TOTAL,
      paymentType: 'advance',
    });
    expect(await wallet()).toBe(before - ORDER_TOTAL);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before - ORDER_TOTAL);
  });

  it('holds the final payment; a rejection leaves the order in progress and unpaid, not canceled', async () => {
    const branchId = await branchIn(t, owner.companyId, 'Final Branch');
    await setCap(branchId, 0);
    const order = await insertOrder(t, owner.companyId, { status: 'in_progress', method: 'cash', branchId });
    const before = await wallet();
    const held = await payFromWallet(order.id);
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.order).toMatchObject({ status: 'in_progress', payment_status: 'on_hold' });

    const rejected = await decide((await pendingFor(order.id))!.id, 'reject', { reason: 'Pay cash on site' });
    expect(rejected.statusCode, JSON.stringify(rejected.body)).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'in_progress', paymentStatus: 'unpaid', totalPaid: 0 });
    expect(await wallet()).toBe(before);

    // Someone who may accept payments is not held: their own action is the approval.
    const own = await payFromWallet(order.id, owner.token);
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.order).toMatchObject({ status: 'final_payment_paid', total_due: 0 });
  });

  it('two concurrent payments of one capped branch: one is paid, the other held (the cap row is locked)', async () => {
    const branchId = await branchIn(t, owner.companyId, 'Race Branch');
    await setCap(branchId, ORDER_TOTAL + 7_000);
    const orders = await Promise.all(
      [1, 2, 3].map(() => insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card', branchId })),
    );
    const before = await wallet();
    const answers = await Promise.all(orders.map((order) => payFromWallet(order.id)));
    for (const answer of answers) expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const statuses = answers.map((answer) => answer.body.data.order.payment_status).sort();
    expect(statuses).toEqual(['on_hold', 'on_hold', 'paid']);
    expect(await wallet()).toBe(before - ORDER_TOTAL);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before - ORDER_TOTAL);
  });
});

describe('packages bought with company money (refused, a package cannot wait held)', () => {
  it('refuses a wallet purchase past the cap with a field error; card is not capped; the owner may buy', async () => {
    const branchId = await branchIn(t, owner.companyId, 'Package Branch');
    await setCap(branchId, 100_000);
    const before = await wallet();
    const refused = await buyPackage(branchId, 'wallet');
    expect(refused.statusCode, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors?.branch_ids?.[0]).toMatch(/Package Branch past its monthly cap/);
    expect(await wallet()).toBe(before);
    expect((await buyPackage(branchId, 'credit_line')).statusCode).toBe(422);
    // A card purchase goes through its own explicit step (ADR 0014): not capped.
    expect((await buyPackage(branchId, 'credit_card')).statusCode).toBe(201);

    const bought = await buyPackage(branchId, 'wallet', owner.token);
    expect(bought.statusCode, JSON.stringify(bought.body)).toBe(201);
    expect(await wallet()).toBe(before - PACKAGE_TOTAL);
    // The package counts in the branch's month: the overview shows it and the next wallet payment is held.
    expect((await overview()).branches.find((row) => row.branch_id === branchId)?.month_spent).toBe(PACKAGE_TOTAL);
    const order = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card', branchId });
    expect((await payFromWallet(order.id)).body.data.order.payment_status).toBe('on_hold');
  });

  it('spreads a package over its branches and refuses only past a cap; two concurrent purchases: one goes', async () => {
    const branchId = await branchIn(t, owner.companyId, 'Race Package Branch');
    await setCap(branchId, PACKAGE_TOTAL + 10_000);
    const before = await wallet();
    const answers = await Promise.all([buyPackage(branchId, 'wallet'), buyPackage(branchId, 'wallet')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await wallet()).toBe(before - PACKAGE_TOTAL);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before - PACKAGE_TOTAL);
  });
});
