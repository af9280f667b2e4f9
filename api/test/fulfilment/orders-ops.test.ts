import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { cardRecharge, opsUser, recomputedBalances, walletOf } from '../money/money-helpers';
import { call, useTestApp } from '../support/harness';
import {
  attachPhoto,
  cashCollected,
  collectCash,
  insertOrder,
  opsStep,
  orderRow,
  providerAccount,
  tickChecklist,
} from './orders-operations-helpers';

// The ops order API (ORDER_OPS_PATHS): ops accounts only, every company's orders, each step through the machine.

let ops: { token: string };
let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let provider: Awaited<ReturnType<typeof providerAccount>>;

const t = useTestApp();
beforeAll(async () => {
  ops = await opsUser(t);
  owner = await companyOwner(t, 'Ops Test Co');
  other = await companyOwner(t, 'Second Co');
  provider = await providerAccount(t, 'Faisal Provider');
  // Wallet orders are paid at submit: both wallets hold enough.
  await cardRecharge(t, owner.token, 1_000_000, 'success');
  await cardRecharge(t, other.token, 1_000_000, 'success');
});

const assign = (id: string, providerId: string) =>
  call(t.app, 'POST', `/api/v1/ops/orders/${id}/assignProvider`, {
    token: ops.token,
    body: { provider_id: providerId },
  });

describe('ops orders', () => {
  it('lists the orders of every company; a company account gets 403', async () => {
    const mine = await insertOrder(t, owner.companyId, { paid: false });
    const theirs = await insertOrder(t, other.companyId, { paid: false });
    const list = await call(t.app, 'GET', '/api/v1/ops/orders?perPage=100', { token: ops.token });
    expect(list.statusCode).toBe(200);
    const ids = list.body.data.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(list.body.data.items[0].services_count).toBe(1);
    const byStatus = await call(t.app, 'GET', `/api/v1/ops/orders?status=created&q=${mine.reference}`, {
      token: ops.token,
    });
    expect(byStatus.body.data.items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    expect((await call(t.app, 'GET', '/api/v1/ops/orders', { token: owner.token })).statusCode).toBe(403);
    expect((await opsStep(t, owner.token, mine.id, { operation: 'confirm' })).statusCode).toBe(403);
  });

  it('confirms once (a second confirm is 409 not_allowed); an unknown order is 404', async () => {
    const order = await insertOrder(t, owner.companyId, { paid: false });
    const confirmed = await opsStep(t, ops.token, order.id, { operation: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data.order.status).toBe('confirmed');
    const again = await opsStep(t, ops.token, order.id, { operation: 'confirm' });
    expect(again.statusCode).toBe(409);
    expect(again.body.data.reason).toBe('orders.refused.not_allowed');
    const unknown = await opsStep(t, ops.token, '7b0c4a36-9d5f-4a8e-8f00-000000000000', { operation: 'confirm' });
    expect(unknown.statusCode).toBe(404);
  });

  it('assigns a free provider; the same provider at an overlapping slot in another company is refused (no double booking)', async () => {
    const first = await insertOrder(t, owner.companyId, { status: 'confirmed', time: '10:00', date: '2025-01-18' });
    const overlapping = await insertOrder(t, other.companyId, {
      status: 'confirmed',
      time: '11:00',
      date: '2025-01-18',
    });
    const later = await insertOrder(t, other.companyId, { status: 'confirmed', time: '15:00', date: '2025-01-18' });
    const assigned = await assign(first.id, provider.providerId);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.data.order).toMatchObject({ status: 'assigned', provider: { id: provider.providerId } });
    const busy = await assign(overlapping.id, provider.providerId);
    expect(busy.statusCode).toBe(422);
    expect(busy.body.errors?.provider_id).toBeDefined();
    expect((await orderRow(t, overlapping.id)).status).toBe('confirmed');
    expect((await assign(later.id, provider.providerId)).statusCode).toBe(200);
    const unknown = await assign(overlapping.id, '7b0c4a36-9d5f-4a8e-8f00-000000000000');
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses a provider outside their working hours (422) and assign from a wrong status (409)', async () => {
    const night = await insertOrder(t, owner.companyId, { status: 'confirmed', time: '21:30', date: '2025-01-19' });
    expect((await assign(night.id, provider.providerId)).statusCode).toBe(422);
    const created = await insertOrder(t, owner.companyId, { paid: false });
    const early = await assign(created.id, provider.providerId);
    expect(early.statusCode).toBe(409);
    expect(early.body.data.reason).toBe('orders.refused.not_allowed');
  });

  it('fails an assignment and assigns again from assign_provider_failed', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed', time: '08:00', date: '2025-01-20' });
    const failed = await opsStep(t, ops.token, order.id, { operation: 'fail_assignment' });
    expect(failed.body.data.order.status).toBe('assign_provider_failed');
    expect((await assign(order.id, provider.providerId)).body.data.order.status).toBe('assigned');
  });

  it('holds with a reason and resumes exactly where it was; fails with a reason', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'confirmed' });
    const noReason = await opsStep(t, ops.token, order.id, { operation: 'hold' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body.errors?.reason).toBeDefined();
    const held = await opsStep(t, ops.token, order.id, { operation: 'hold', reason: 'Client asked to wait' });
    expect(held.body.data.order).toMatchObject({ status: 'on_hold', previous_status: 'confirmed' });
    const resumed = await opsStep(t, ops.token, order.id, { operation: 'resume' });
    expect(resumed.body.data.order).toMatchObject({ status: 'confirmed', previous_status: null });
    const failed = await opsStep(t, ops.token, order.id, { operation: 'fail', reason: 'Site unreachable' });
    expect(failed.body.data.order).toMatchObject({ status: 'failed', reason: 'Site unreachable' });
    const after = await opsStep(t, ops.token, order.id, { operation: 'resume' });
    expect(after.statusCode).toBe(409);
    expect(after.body.data.reason).toBe('orders.refused.terminal');
  });

  it('sends steps with their own endpoint there (422 on operation) and refuses provider steps (409 actor)', async () => {
    const order = await insertOrder(t, owner.companyId, { status: 'assigned' });
    expect((await opsStep(t, ops.token, order.id, { operation: 'assign_provider' })).statusCode).toBe(422);
    const depart = await opsStep(t, ops.token, order.id, { operation: 'depart' });
    expect(depart.statusCode).toBe(409);
    expect(depart.body.data.reason).toBe('orders.refused.actor');
  });
});

describe('cash', () => {
  it('records the cash of a cash order on site (cash_clearing → revenue + VAT, collected, pay_final), then completes with evidence', async () => {
    const order = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      method: 'cash',
      providerId: provider.providerId,
      date: '2025-01-21',
    });
    const before = await walletOf(t, owner.token);
    const early = await opsStep(t, ops.token, order.id, { operation: 'complete' });
    expect(early.statusCode).toBe(409);
    const collected = await collectCash(t, ops.token, order.id, 'ops');
    expect(collected.statusCode).toBe(200);
    expect(collected.body.data.order).toMatchObject(cashCollected(order.total));
    const twice = await collectCash(t, ops.token, order.id, 'ops');
    expect(twice.statusCode).toBe(409);
    // The company's wallet does not move for cash; its balances still match the postings.
    expect((await walletOf(t, owner.token)).balance).toBe(before.balance);
    expect((await recomputedBalances(t.database, owner.companyId)).wallet).toBe(before.balance);

    const noPhoto = await opsStep(t, ops.token, order.id, { operation: 'complete' });
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.body.data.reason).toBe('orders.evidence_required');
    const uploaded = await attachPhoto(t, provider.token, order.id);
    expect(uploaded.statusCode).toBe(200);
    expect((await tickChecklist(t, provider.token, order.id)).statusCode).toBe(200);
    const completed = await opsStep(t, ops.token, order.id, { operation: 'complete' });
    expect(completed.statusCode).toBe(200);
    expect(completed.body.data.order.status).toBe('completed');
  });

  it('refuses cash on a wallet order (422) and before the work started (409)', async () => {
    const wallet = await insertOrder(t, owner.companyId, { status: 'in_progress', paid: false });
    expect((await collectCash(t, ops.token, wallet.id, 'ops')).statusCode).toBe(422);
    const early = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'cash' });
    expect((await collectCash(t, ops.token, early.id, 'ops')).statusCode).toBe(409);
  });
});
