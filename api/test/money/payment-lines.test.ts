import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { insertOrder, operation, providerAccount } from '../fulfilment/orders-operations-helpers';
import { branchIn, publishedPackages } from '../sales/package-helpers';
import { call, createTestApp, type TestApp } from '../support/harness';
import { cardRecharge, newKey, opsUser } from './money-helpers';

// Issue 28.2: money that reads right. A card or cash payment of an order (clearing → revenue, the wallet untouched)
// is no wallet movement: the wallet lists, statement and export show no "0.00" line for it. A package bought in
// full by card is a package payment, not a "final payment" (there was no advance before it).

let t: TestApp;
let owner: Awaited<ReturnType<typeof companyOwner>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await companyOwner(t, 'Payment Lines Co');
  await cardRecharge(t, owner.token, 300_000, 'success');
});
afterAll(() => t.close());

type Line = { reference: string; description: string; amount: number; wallet_amount: number; credit_amount: number };
const walletLines = async () => {
  const list = await call(t.app, 'GET', '/api/v1/company/wallets/walletTransaction?perPage=100', {
    token: owner.token,
    headers: { lang: 'en' },
  });
  expect(list.statusCode).toBe(200);
  return list.body.data as { items: Line[]; total: number };
};
const payByGateway = async (paymentUrl: string, outcome: 'success' | 'failure') => {
  const session = new URL(paymentUrl).searchParams.get('session')!;
  const done = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
    body: { outcome },
  });
  expect(done.statusCode).toBe(200);
};

describe('wallet lines', () => {
  it('an order paid by card and one paid in cash add no wallet line; the recharge is still listed', async () => {
    const card = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: card.id, method: 'credit_card' });
    expect(started.statusCode).toBe(200);
    await payByGateway(started.body.data.payment_url, 'success');

    const provider = await providerAccount(t, 'Lines Provider');
    const ops = await opsUser(t);
    const cash = await insertOrder(t, owner.companyId, {
      status: 'in_progress',
      method: 'cash',
      providerId: provider.providerId,
      date: '2025-01-21',
    });
    const collected = await call(t.app, 'POST', `/api/v1/ops/orders/${cash.id}/collectCash`, { token: ops.token });
    expect(collected.statusCode).toBe(200);

    const { items, total } = await walletLines();
    // Before: two more lines of 0.00, one per order payment.
    expect(items.filter((line) => line.wallet_amount === 0 && line.credit_amount === 0)).toEqual([]);
    expect(items.map((line) => line.description).join(' ')).not.toMatch(
      new RegExp(`${card.reference}|${cash.reference}`),
    );
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ wallet_amount: 300_000 });
  });

  it('a package bought in full by card is typed "package", not "final payment"', async () => {
    const pkg = await publishedPackages(t, owner.token);
    await branchIn(t, owner.companyId, 'Olaya', 'olaya');
    const buy = () =>
      call(t.app, 'POST', '/api/v1/company/package/buy', {
        token: owner.token,
        headers: { 'idempotency-key': newKey() },
        body: {
          source: 'published',
          published_package_id: pkg('cleaning_hours_40').id,
          payment_method: 'credit_card',
        },
      });
    const full = await buy();
    expect(full.statusCode, JSON.stringify(full.body)).toBe(201);
    await payByGateway(full.body.data.payment_url, 'success');
    const payments = await call(t.app, 'GET', '/api/v1/company/wallets/walletPayment?method=credit_card&perPage=50', {
      token: owner.token,
    });
    const ofPackages = (payments.body.data.items as { type: string; amount: number; status: string }[]).filter(
      (payment) => payment.type !== 'recharge' && payment.amount === full.body.data.package.total_price,
    );
    expect(ofPackages).toEqual([expect.objectContaining({ type: 'package', status: 'paid' })]);
    // The package sale's own line: nothing moved in the wallet, so no wallet line either.
    expect((await walletLines()).items.filter((line) => line.wallet_amount === 0 && line.credit_amount === 0)).toEqual(
      [],
    );
  });
});
