import { afterAll, beforeAll, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { call, createTestApp, type TestApp } from '../support/harness';
import { createTestDatabase } from '../support/test-database';
import { post, recomputedBalances, walletOf } from './money-helpers';

// The test gateway keeps no session in memory: a session is the pending payment row. A hosted /payment page
// opened before an API restart completes after it, against a second app instance on the same database.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await second?.close();
  await database.close();
});

const SESSIONS = '/api/v1/public/test-gateway/sessions';

it('completes a session opened before the restart, once, and credits the wallet', async () => {
  const first = await createTestApp({ database });
  const owner = await companyOwner(first, 'Restart Co');
  const started = await post(first, '/api/v1/company/wallets/walletPayment', owner.token, { amount: 12_345 });
  expect(started.statusCode).toBe(201);
  const session = new URL(started.body.data.redirect_url).searchParams.get('session')!;
  // The hosted page has loaded the session…
  expect((await call(first.app, 'GET', `${SESSIONS}/${session}`)).body.data).toMatchObject({ status: 'initiated' });
  // …and the API restarts before the user pays.
  await first.close();

  second = await createTestApp({ database });
  const shown = await call(second.app, 'GET', `${SESSIONS}/${session}`, { headers: { lang: 'en' } });
  expect(shown.statusCode).toBe(200);
  expect(shown.body.data).toMatchObject({
    id: session,
    amount: 12_345,
    status: 'initiated',
    description: `Wallet recharge ${started.body.data.payment.reference}`,
  });
  const completed = await call(second.app, 'POST', `${SESSIONS}/${session}/complete`, { body: { outcome: 'success' } });
  expect(completed.statusCode).toBe(200);
  expect(completed.body.data).toMatchObject({
    status: 'paid',
    return_url: `/b2b/wallets?payment=${started.body.data.payment.id}`,
  });
  // A second completion (another tab, a double click) changes nothing.
  const again = await call(second.app, 'POST', `${SESSIONS}/${session}/complete`, { body: { outcome: 'failure' } });
  expect(again.body.data.status).toBe('paid');

  expect(await walletOf(second, owner.token)).toMatchObject({ balance: 12_345 });
  const payment = await call(
    second.app,
    'GET',
    `/api/v1/company/wallets/walletPayment/${started.body.data.payment.id}`,
    {
      token: owner.token,
    },
  );
  expect(payment.body.data).toMatchObject({ status: 'paid', gateway_status: 'paid' });
  expect(payment.body.data.invoice_id).toBeTruthy();
  expect(await recomputedBalances(second.database, owner.companyId)).toMatchObject({ wallet: 12_345 });
});

it('answers 404 for a session that no payment holds', async () => {
  second ??= await createTestApp({ database });
  const unknown = await call(second.app, 'GET', `${SESSIONS}/tg_${'0'.repeat(24)}`);
  expect(unknown.statusCode).toBe(404);
  const complete = await call(second.app, 'POST', `${SESSIONS}/tg_${'0'.repeat(24)}/complete`, {
    body: { outcome: 'success' },
  });
  expect(complete.statusCode).toBe(404);
});
