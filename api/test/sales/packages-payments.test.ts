import { packageCreditLineSchema } from '@portal/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, multipartBody, samplePdf } from '../company/account-helpers';
import { cardRecharge, newKey, opsUser, recomputedBalances, walletOf } from '../money/money-helpers';
import { type Answer, call, useTestApp } from '../support/harness';
import { branchIn, publishedBuy, publishedPackages, setCreditLimit } from './package-helpers';

// Buying packages by card (test gateway), bank transfer (receipt → ops confirm / reject) and on the credit line;
// the credit-line view and status; the export — through the real API.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };
let pkg: Awaited<ReturnType<typeof publishedPackages>>;
let olaya: string;

const BASE = '/api/v1/company/package';
const fieldsOf = (answer: Answer) => answer.body.errors ?? {};
const buy = (body: Record<string, unknown>, key = newKey(), token = owner.token) =>
  call(t.app, 'POST', `${BASE}/buy`, { token, body, headers: { lang: 'en', 'idempotency-key': key } });
const byReference = async (reference: string) =>
  (await call(t.app, 'GET', `${BASE}/${reference}`, { token: owner.token })).body.data;

async function uploadReceipt(packageId: string, key = newKey(), token = owner.token) {
  const body = multipartBody(
    { field: 'receipt', data: samplePdf(), filename: 'receipt.pdf', contentType: 'application/pdf' },
    { package_id: packageId, note: 'Al Rajhi transfer' },
  );
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/confirmPayment`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'idempotency-key': key, lang: 'en' },
    payload: body.payload,
  });
}

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Payments Co');
  other = await companyOwner(t, 'Someone Else');
  ops = await opsUser(t);
  pkg = await publishedPackages(t, owner.token);
  olaya = await branchIn(t, owner.companyId, 'Olaya', 'olaya');
});

describe('card', () => {
  it('opens the gateway page; the signed callback activates the package with its invoice', async () => {
    const answer = await buy(publishedBuy(pkg('cleaning_hours_40').id, 'credit_card'));
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const started = answer.body.data;
    expect(started.package).toMatchObject({ status: 'submitted', payment_status: 'unpaid', is_active: false });
    expect(started.payment_url).toContain('session=');
    const session = new URL(started.payment_url).searchParams.get('session')!;
    const completed = await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    expect(completed.body.data.return_url).toContain(`/b2b/packages/${started.package.reference}?payment=`);
    const after = await byReference(started.package.reference);
    expect(after).toMatchObject({
      status: 'approved',
      is_active: true,
      need_action: true,
      payment_status: 'paid',
      amount_paid: 276_000,
    });
    expect(after.invoice_ids).toHaveLength(1);
    // confirmPayment after the callback: asks again, changes nothing.
    const confirmed = await call(t.app, 'POST', `${BASE}/confirmPayment`, {
      token: owner.token,
      body: { package_id: after.id },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data.invoice_ids).toEqual(after.invoice_ids);
    // The card money went to the sale, not the wallet.
    expect((await walletOf(t, owner.token)).balance).toBe(0);
  });

  it('a declined card rejects the package; confirmPayment on a settled one changes nothing, without an id it is 422', async () => {
    const answer = await buy(publishedBuy(pkg('cleaning_hours_40').id, 'credit_card'));
    const session = new URL(answer.body.data.payment_url).searchParams.get('session')!;
    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'failure' },
    });
    expect((await byReference(answer.body.data.package.reference)).status).toBe('rejected');
    const wrong = await call(t.app, 'POST', `${BASE}/confirmPayment`, {
      token: owner.token,
      body: { package_id: (await byReference('PKG-2025-000001')).id },
      headers: { lang: 'en' },
    });
    expect(wrong.statusCode).toBe(200);
    expect((await call(t.app, 'POST', `${BASE}/confirmPayment`, { token: owner.token, body: {} })).statusCode).toBe(
      422,
    );
  });
});

describe('bank transfer', () => {
  it('waits for the receipt and ops: confirm activates the package, reject rejects it', async () => {
    const answer = await buy(
      publishedBuy(pkg('handyman_hours_100').id, 'transfer', { pay: 'down_payment', branch_ids: [olaya] }),
    );
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    // 3,000 SAR down payment + 15 % VAT.
    expect(answer.body.data.amount_to_transfer).toBe(345_000);
    const pending = answer.body.data.package;
    expect(pending).toMatchObject({ status: 'submitted', payment_method: 'transfer', transfer_receipt_sent: false });

    const key = newKey();
    const uploaded = await uploadReceipt(pending.id, key);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await byReference(pending.reference)).transfer_receipt_sent).toBe(true);
    expect((await uploadReceipt(pending.id, key)).headers['idempotent-replayed']).toBe('true');
    expect((await uploadReceipt(pending.id)).statusCode).toBe(422);
    expect((await uploadReceipt(pending.id, newKey(), other.token)).statusCode).toBe(404);

    const list = await call(t.app, 'GET', '/api/v1/ops/wallets/temp-transactions?status=pending', { token: ops.token });
    const transfer = list.body.data.items.find((x: { amount: number }) => x.amount === 345_000);
    expect(transfer).toBeTruthy();
    // Unconfirmed after 24 h: flagged overdue by the same job as wallet transfers.
    t.clock.advance(25 * 3600 * 1000);
    expect(await t.app.runOverdueJob()).toBe(1);
    const confirmed = await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${transfer.id}/confirm`, {
      token: ops.token,
    });
    expect(confirmed.statusCode).toBe(200);
    const active = await byReference(pending.reference);
    expect(active).toMatchObject({
      status: 'approved',
      is_active: true,
      amount_paid: 345_000,
      payment_status: 'partial',
      starts_on: '2025-01-16',
    });
    expect((await walletOf(t, owner.token)).balance).toBe(0);
    const balances = await recomputedBalances(t.database, owner.companyId);
    expect(balances.receivable).toBe(1_150_000 - 345_000);

    const second = await buy(publishedBuy(pkg('cleaning_hours_40').id, 'transfer'));
    await uploadReceipt(second.body.data.package.id);
    const again = await call(t.app, 'GET', '/api/v1/ops/wallets/temp-transactions?status=pending', {
      token: ops.token,
    });
    const id = again.body.data.items[0].id;
    await call(t.app, 'POST', `/api/v1/ops/wallets/temp-transactions/${id}/reject`, {
      token: ops.token,
      body: { reason: 'No money received' },
    });
    expect(await byReference(second.body.data.package.reference)).toMatchObject({
      status: 'rejected',
      is_active: false,
    });
  });
});

describe('credit line', () => {
  it('charges price + VAT + credit cost to the credit line when the package allows it; refuses past the limit', async () => {
    const over = await buy(publishedBuy(pkg('cleaning_weekly').id, 'credit_line'));
    expect(over.statusCode).toBe(422);
    expect(over.body.message).toBe('Insufficient package credit. Recharge your credit line to proceed.');

    await setCreditLimit(t, ops.token, owner.companyId, 2_000_000);
    const answer = await buy(publishedBuy(pkg('cleaning_weekly').id, 'credit_line'));
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    // 9,600 SAR + 1,440 VAT + 2.5 % credit cost (240 SAR).
    expect(answer.body.data.package).toMatchObject({
      credit_cost: 24_000,
      credit_line_status: 'active',
      amount_paid: 1_128_000,
      amount_due: 0,
      status: 'approved',
    });
    const wallet = await walletOf(t, owner.token);
    expect(wallet.credit_line.used).toBe(1_128_000);

    const view = await call(t.app, 'GET', `${BASE}/creditLine`, { token: owner.token });
    v.parse(packageCreditLineSchema, view.body.data);
    expect(view.body.data.credit_line).toEqual({ limit: 2_000_000, used: 1_128_000, available: 872_000 });
    expect(view.body.data.packages).toEqual([
      expect.objectContaining({
        reference: answer.body.data.package.reference,
        outstanding: 1_128_000,
        credit_cost: 24_000,
      }),
    ]);
    const off = await call(t.app, 'POST', `${BASE}/updateCreditLineStatus`, {
      token: owner.token,
      body: { package_id: answer.body.data.package.id, status: 'inactive' },
    });
    expect(off.body.data.credit_line_status).toBe('inactive');
    const notCredit = await call(t.app, 'POST', `${BASE}/updateCreditLineStatus`, {
      token: owner.token,
      body: { package_id: (await byReference('PKG-2025-000001')).id, status: 'inactive' },
    });
    expect(Object.keys(fieldsOf(notCredit))).toEqual(['package_id']);
    expect(
      (
        await call(t.app, 'POST', `${BASE}/updateCreditLineStatus`, {
          token: other.token,
          body: { package_id: answer.body.data.package.id, status: 'active' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('concurrency', () => {
  it('parallel purchases never overdraw: only what the wallet covers goes through', async () => {
    const buyer = await companyOwner(t, 'Parallel Co');
    await cardRecharge(t, buyer.token, 600_000, 'success');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        buy(
          { source: 'published', published_package_id: pkg('ac_care_quarterly').id, payment_method: 'wallet' },
          newKey(),
          buyer.token,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422]);
    const references = answers.filter((a) => a.statusCode === 201).map((a) => a.body.data.package.reference);
    expect(references.sort()).toEqual(['PKG-2025-000001', 'PKG-2025-000002']);
    expect((await walletOf(t, buyer.token)).balance).toBe(600_000 - 2 * 276_000);
    expect((await recomputedBalances(t.database, buyer.companyId)).wallet).toBe(48_000);
  });
});

describe('export', () => {
  it('exports the filtered list as CSV and xlsx', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export?format=csv&status=approved`,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('PKG-2025-000001');
    expect(csv.body).not.toContain('PKG-2025-000002');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
