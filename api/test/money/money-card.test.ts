import { beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../src/money/payments/gateway/signature';
import { TEST_GATEWAY_SIGNATURE_HEADER } from '../../src/money/payments/gateway/test-gateway';
import { DEV_TEST_GATEWAY_SECRET } from '../../src/platform/config/config';
import { companyOwner, memberWith } from '../company/account-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, newKey, post, recomputedBalances, walletOf } from './money-helpers';

// Recharge by card through the built-in test gateway: signed callbacks, idempotency, bad amounts, refresh,
// permissions and company isolation, all through the real API on a real database.

let owner: Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Card Co');
});

const PAYMENTS = '/api/v1/company/wallets/walletPayment';

describe('card recharge', () => {
  it('pays through the hosted page: balance, paid payment, recharge invoice (VAT 0), notification', async () => {
    const { started, session, completed, paymentId } = await cardRecharge(t, owner.token, 25_000, 'success');
    expect(started.body.data.payment).toMatchObject({
      status: 'unpaid',
      gateway: 'test',
      gateway_status: 'initiated',
      amount: 25_000,
    });
    expect(started.body.data.redirect_url).toBe(`http://localhost:8080/payment?session=${session}`);
    expect(completed.body.data).toEqual({ return_url: `/b2b/wallets?payment=${paymentId}`, status: 'paid' });

    const wallet = await walletOf(t, owner.token);
    expect(wallet).toMatchObject({ balance: 25_000, spendable: 25_000, currency: 'SAR' });
    expect(wallet.recent[0]).toMatchObject({
      type: 'deposit',
      method: 'credit_card',
      amount: 25_000,
      wallet_balance_after: 25_000,
    });

    const payment = await call(t.app, 'GET', `${PAYMENTS}/${paymentId}`, { token: owner.token });
    expect(payment.body.data).toMatchObject({
      status: 'paid',
      gateway_status: 'paid',
      invoice_code: expect.stringMatching(/^INV-\d{4}-000001$/),
    });
    const notifications = await call(t.app, 'GET', '/api/v1/company/notifications', { token: owner.token });
    expect(notifications.body.data.items.map((n: { type: string }) => n.type)).toContain('PAYMENT');
  });

  it('shows the session to the hosted page and refuses to complete it twice differently', async () => {
    const started = await post(t, PAYMENTS, owner.token, { amount: 1_000 });
    const session = new URL(started.body.data.redirect_url).searchParams.get('session')!;
    const shown = await call(t.app, 'GET', `/api/v1/public/test-gateway/sessions/${session}`, {
      headers: { lang: 'en' },
    });
    expect(shown.body.data).toMatchObject({
      amount: 1_000,
      currency: 'SAR',
      status: 'initiated',
      merchant: 'Portal test payment gateway',
    });
    const failed = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'failure' },
    });
    expect(failed.body.data.status).toBe('failed');
    const thenPaid = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect(thenPaid.body.data.status).toBe('failed');
    const payment = await call(t.app, 'GET', `${PAYMENTS}/${started.body.data.payment.id}`, {
      token: owner.token,
      headers: { lang: 'en' },
    });
    expect(payment.body.data).toMatchObject({
      status: 'none',
      gateway_status: 'failed',
      failure_reason: 'The card payment was declined',
    });
    expect((await walletOf(t, owner.token)).balance).toBe(25_000);
  });

  it('a canceled payment moves nothing', async () => {
    const { paymentId } = await cardRecharge(t, owner.token, 5_000, 'cancel');
    const payment = await call(t.app, 'GET', `${PAYMENTS}/${paymentId}`, { token: owner.token });
    expect(payment.body.data).toMatchObject({ status: 'none', gateway_status: 'canceled' });
    expect((await walletOf(t, owner.token)).balance).toBe(25_000);
  });

  it('refresh_payment asks the gateway: before completion still unpaid, after the browser returns paid once', async () => {
    const started = await post(t, PAYMENTS, owner.token, { amount: 2_000 });
    const id = started.body.data.payment.id;
    const before = await call(t.app, 'POST', `${PAYMENTS}/${id}/refresh`, { token: owner.token });
    expect(before.body.data).toMatchObject({ status: 'unpaid', gateway_status: 'initiated' });
    const session = new URL(started.body.data.redirect_url).searchParams.get('session')!;
    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    for (let i = 0; i < 3; i++) {
      const after = await call(t.app, 'POST', `${PAYMENTS}/${id}/refresh`, { token: owner.token });
      expect(after.body.data).toMatchObject({ status: 'paid' });
    }
    expect((await walletOf(t, owner.token)).balance).toBe(27_000);
  });
});

describe('callbacks', () => {
  it('refuses a forged signature (401) and posts nothing; a replayed genuine callback posts nothing twice', async () => {
    const started = await post(t, PAYMENTS, owner.token, { amount: 3_000 });
    const session = new URL(started.body.data.redirect_url).searchParams.get('session')!;
    const body = JSON.stringify({ id: session, status: 'paid', amount: 3_000 });
    /** The gateway's callback with this body, signed with `secret` (none: unsigned). */
    const callback = (secret?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/public/payments/callback/test',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { [TEST_GATEWAY_SIGNATURE_HEADER]: sign(secret, body) } : {}),
        },
        payload: body,
      });
    const forged = await callback('wrong-secret');
    expect(forged.statusCode).toBe(401);
    const unsigned = await callback();
    expect(unsigned.statusCode).toBe(401);
    // Signed but the gateway says the payment is not paid: the callback body's "paid" is not trusted.
    const premature = await callback(DEV_TEST_GATEWAY_SECRET);
    expect(premature.statusCode).toBe(200);
    expect((await walletOf(t, owner.token)).balance).toBe(27_000);

    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    for (let i = 0; i < 3; i++) {
      const replay = await callback(DEV_TEST_GATEWAY_SECRET);
      expect(replay.statusCode).toBe(200);
    }
    expect((await walletOf(t, owner.token)).balance).toBe(30_000);
    expect(await recomputedBalances(t.database, owner.companyId)).toMatchObject({ wallet: 30_000, credit_line: 0 });
  });
});

describe('idempotency and bad input', () => {
  it('same key + same body replays the first answer; same key + other body is 409; no key is 400', async () => {
    const key = newKey();
    const first = await post(t, PAYMENTS, owner.token, { amount: 4_000 }, key);
    const again = await post(t, PAYMENTS, owner.token, { amount: 4_000 }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.payment.id).toBe(first.body.data.payment.id);
    const other = await post(t, PAYMENTS, owner.token, { amount: 4_001 }, key);
    expect(other.statusCode).toBe(409);
    const list = await call(t.app, 'GET', `${PAYMENTS}?q=${first.body.data.payment.reference}`, { token: owner.token });
    expect(list.body.data.total).toBe(1);
    const missing = await post(t, PAYMENTS, owner.token, { amount: 4_000 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/Idempotency-Key/);
  });

  it.each([
    [0, 'amount_range'],
    [-500, 'amount_range'],
    [100.5, 'whole halalas'],
    ['100', 'number'],
    [100_000_001, 'amount_range'],
    [null, 'number'],
  ])('refuses the amount %s with a 422 on the field', async (amount, _why) => {
    const before = await call(t.app, 'GET', PAYMENTS, { token: owner.token });
    const answer = await post(t, PAYMENTS, owner.token, { amount });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['amount']);
    const after = await call(t.app, 'GET', PAYMENTS, { token: owner.token });
    expect(after.body.data.total).toBe(before.body.data.total);
  });
});

describe('lists, permissions, isolation', () => {
  it('filters payments by status and method, sorts and pages', async () => {
    const paid = await call(
      t.app,
      'GET',
      `${PAYMENTS}?status=paid&method=credit_card&perPage=5&sortBy=amount&sortDesc=true`,
      {
        token: owner.token,
      },
    );
    expect(paid.body.data.items.map((p: { amount: number }) => p.amount)).toEqual([25_000, 3_000, 2_000]);
    const bad = await call(t.app, 'GET', `${PAYMENTS}?sortBy=secret&perPage=7`, { token: owner.token });
    expect(bad.statusCode).toBe(422);
    const transactions = await call(
      t.app,
      'GET',
      '/api/v1/company/wallets/walletTransaction?type=deposit&method=credit_card',
      {
        token: owner.token,
      },
    );
    expect(transactions.body.data.total).toBe(3);
  });

  it('answers 403 without the rule and 404 for another company’s payment', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_wallet' }]);
    expect((await call(t.app, 'GET', '/api/v1/company/wallets/wallet', { token: reader.token })).statusCode).toBe(200);
    expect((await post(t, PAYMENTS, reader.token, { amount: 1_000 })).statusCode).toBe(403);
    const other = await companyOwner(t, 'Other Co');
    const mine = await call(t.app, 'GET', `${PAYMENTS}?perPage=3`, { token: owner.token });
    const id = mine.body.data.items[0].id;
    expect((await call(t.app, 'GET', `${PAYMENTS}/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `${PAYMENTS}/${id}/refresh`, { token: other.token })).statusCode).toBe(404);
    expect((await walletOf(t, other.token)).balance).toBe(0);
  });
});
