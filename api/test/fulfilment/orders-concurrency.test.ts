import { describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { cardRecharge, newKey, opsUser, recomputedBalances, walletOf } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import { insertOrder, operation, opsStep, orderRow, providerAccount, providerStep } from './orders-operations-helpers';

// ADR 0010 "one transaction per transition": the order row is locked and the machine decides on the locked status,
// so of concurrent transitions on one order exactly one wins and the others get their 409. PGlite runs one
// statement at a time, so only a PostgreSQL server (TEST_DATABASE_URL) shows it, like money-concurrency.test.ts.

const t = useTestApp();

const codes = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

describe('concurrent transitions on one order (PostgreSQL server)', () => {
  it('two cancels of a paid wallet order at once: one wins, one 409, the wallet is refunded once', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Race Cancel Co');
    await cardRecharge(t, owner.token, 100_000, 'success');
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed' });
    const before = (await walletOf(t, owner.token)).balance;
    const body = { order_id: order.id, status: 'canceled', reason: 'race' };
    const answers = await Promise.all([
      operation(t, owner.token, 'updateStatus', body, newKey()),
      operation(t, owner.token, 'updateStatus', body, newKey()),
    ]);
    expect(codes(answers)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.body.data.reason).toBe('orders.refused.terminal');
    expect((await walletOf(t, owner.token)).balance).toBe(before + order.total);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before + order.total);
  });

  it("the provider's depart and the client's cancel at once: exactly one of them happens", async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Race Depart Co');
    const provider = await providerAccount(t, 'Race Provider');
    const order = await insertOrder(t, owner.companyId, {
      status: 'assigned',
      method: 'cash',
      providerId: provider.providerId,
    });
    const answers = await Promise.all([
      providerStep(t, provider.token, order.id, 'depart'),
      operation(t, owner.token, 'updateStatus', { order_id: order.id, status: 'canceled', reason: 'race' }),
    ]);
    expect(codes(answers)).toEqual([200, 409]);
    const status = (await orderRow(t, order.id)).status;
    expect(['on_the_way', 'canceled']).toContain(status);
  });

  it('ten ops confirms at once: one 200, nine 409', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Race Confirm Co');
    const ops = await opsUser(t);
    const order = await insertOrder(t, owner.companyId, { status: 'created', method: 'cash' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => opsStep(t, ops.token, order.id, { operation: 'confirm' })),
    );
    expect(codes(answers)).toEqual([200, ...Array(9).fill(409)]);
  });

  it('one provider assigned to two overlapping orders at once: one wins (no double booking)', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Race Assign Co');
    const ops = await opsUser(t);
    const provider = await providerAccount(t, 'Busy Provider');
    const first = await insertOrder(t, owner.companyId, { status: 'confirmed', method: 'cash', time: '10:00' });
    const second = await insertOrder(t, owner.companyId, { status: 'confirmed', method: 'cash', time: '10:30' });
    const answers = await Promise.all(
      [first, second].map((order) =>
        call(t.app, 'POST', `/api/v1/ops/orders/${order.id}/assignProvider`, {
          token: ops.token,
          body: { provider_id: provider.providerId },
        }),
      ),
    );
    expect(codes(answers)).toEqual([200, 422]);
  });
});
