import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/platform/db/schema/index';
import { companyOwner, multipartBody, samplePdf, samplePng } from '../company/account-helpers';
import { csvLines } from '../support/csv-lines';
import { call, useTestApp } from '../support/harness';
import { newKey, opsUser, post, recomputedBalances, walletOf } from './money-helpers';

// Recharge by bank transfer, the ops API (confirm / reject / credit line), the overdue job, and deductions from
// the wallet then the credit line, through the real API.

let owner: Awaited<ReturnType<typeof companyOwner>>;
let ops: { token: string };

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Transfer Co');
  ops = await opsUser(t);
});

const TRANSFERS = '/api/v1/company/wallets/walletTempTransaction';
const OPS = '/api/v1/ops/wallets/temp-transactions';

async function upload(
  amount: string,
  file: { data: Buffer; filename: string; contentType: string } | null,
  key = newKey(),
) {
  const body = multipartBody(file ? { field: 'receipt', ...file } : null, { amount });
  return t.app.inject({
    method: 'POST',
    url: TRANSFERS,
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': body.contentType, 'idempotency-key': key },
    payload: body.payload,
  });
}

/** The stream events (WALLET_CHANGED) of the owner's company about one transfer. */
async function walletEvents(reference: string) {
  const rows = await t.database
    .systemDb('test: the outbox events of a company')
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.companyId, owner.companyId), eq(outboxEvents.type, 'WALLET_CHANGED')));
  return rows
    .map((row) => row.payload)
    .filter((payload) => (payload as { reference?: string }).reference === reference);
}

describe('bank transfer', () => {
  let first: string;

  it('stores the receipt and lists a pending transfer; nothing reaches the wallet yet', async () => {
    const key = newKey();
    const answer = await upload(
      '150000',
      { data: samplePdf(), filename: 'receipt.pdf', contentType: 'application/pdf' },
      key,
    );
    expect(answer.statusCode).toBe(201);
    const transfer = answer.json().data;
    expect(transfer).toMatchObject({
      amount: 150_000,
      status: 'pending',
      overdue: false,
      receipt: { mime: 'application/pdf' },
    });
    first = transfer.id;
    const replay = await upload(
      '150000',
      { data: samplePdf(), filename: 'receipt.pdf', contentType: 'application/pdf' },
      key,
    );
    expect(replay.json().data.id).toBe(first);
    const receipt = await t.app.inject({
      method: 'GET',
      url: transfer.receipt.url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body.startsWith('%PDF-')).toBe(true);
    const list = await call(t.app, 'GET', `${TRANSFERS}?status=pending`, { token: owner.token });
    expect(list.body.data.total).toBe(1);
    expect(await walletOf(t, owner.token)).toMatchObject({
      balance: 0,
      pending_transfers: { count: 1, amount: 150_000 },
    });
  });

  it('refuses wrong receipts and amounts', async () => {
    const text = await upload('1000', {
      data: Buffer.from('not a receipt'),
      filename: 'r.pdf',
      contentType: 'application/pdf',
    });
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(['receipt']);
    const big = await upload('1000', {
      data: Buffer.concat([samplePng(), Buffer.alloc(5 * 1024 * 1024)]),
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    const none = await upload('1000', null);
    expect(none.statusCode).toBe(422);
    const fraction = await upload('10.5', { data: samplePdf(), filename: 'r.pdf', contentType: 'application/pdf' });
    expect(fraction.statusCode).toBe(422);
    expect(Object.keys(fraction.json().errors)).toEqual(['amount']);
    expect((await call(t.app, 'GET', TRANSFERS, { token: owner.token })).body.data.total).toBe(1);
  });

  it('the ops API is for ops accounts only', async () => {
    expect((await call(t.app, 'GET', OPS, { token: owner.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', OPS)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', OPS, { token: ops.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/company/wallets/wallet', { token: ops.token })).statusCode).toBe(403);
  });

  it("ops open the receipt the list's receipt.url names (the console shows it beside the amount)", async () => {
    const listed = (await call(t.app, 'GET', OPS, { token: ops.token })).body.data.items[0];
    expect(listed.receipt.url).toBe(`${OPS}/${listed.id}/receipt`);
    const file = await t.app.inject({
      method: 'GET',
      url: listed.receipt.url,
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const asCompany = await t.app.inject({
      method: 'GET',
      url: listed.receipt.url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(asCompany.statusCode).toBe(403);
  });

  it('ops confirm: posted to the wallet with a paid transfer payment and its invoice, once', async () => {
    const confirmed = await call(t.app, 'POST', `${OPS}/${first}/confirm`, { token: ops.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      company: { id: owner.companyId },
      decided_by: { name: 'Ops Agent' },
    });
    expect((await call(t.app, 'POST', `${OPS}/${first}/confirm`, { token: ops.token })).statusCode).toBe(409);
    expect(
      (await call(t.app, 'POST', `${OPS}/${first}/reject`, { token: ops.token, body: { reason: 'late' } })).statusCode,
    ).toBe(409);
    const wallet = await walletOf(t, owner.token);
    expect(wallet).toMatchObject({ balance: 150_000, pending_transfers: { count: 0, amount: 0 } });
    // The decision reaches the company's open pages live (issue 27.3): one stream event, in the same transaction,
    // carrying the id of the bell notification that push mirrors.
    expect(await walletEvents(confirmed.body.data.reference)).toEqual([
      {
        amount: 150_000,
        method: 'transfer',
        reference: confirmed.body.data.reference,
        notification_id: expect.any(String),
      },
    ]);
    const payments = await call(t.app, 'GET', '/api/v1/company/wallets/walletPayment?method=transfer', {
      token: owner.token,
    });
    expect(payments.body.data.items[0]).toMatchObject({
      status: 'paid',
      amount: 150_000,
      invoice_code: expect.stringMatching(/000001$/),
    });
  });

  it('ops reject with a reason; a pending transfer older than 24 h is flagged overdue by the job', async () => {
    const second = (await upload('5000', { data: samplePng(), filename: 'r.png', contentType: 'image/png' })).json()
      .data;
    const third = (await upload('7000', { data: samplePng(), filename: 'r.png', contentType: 'image/png' })).json()
      .data;
    const noReason = await call(t.app, 'POST', `${OPS}/${second.id}/reject`, { token: ops.token, body: {} });
    expect(noReason.statusCode).toBe(422);
    const rejected = await call(t.app, 'POST', `${OPS}/${second.id}/reject`, {
      token: ops.token,
      body: { reason: 'Unreadable receipt' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Unreadable receipt' });
    expect(await walletEvents(second.reference)).toEqual([
      { reference: second.reference, status: 'rejected', notification_id: expect.any(String) },
    ]);

    expect(await t.app.runOverdueJob()).toBe(0);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    expect(await t.app.runOverdueJob()).toBe(1);
    expect(await t.app.runOverdueJob()).toBe(0);
    const overdue = await call(t.app, 'GET', `${OPS}?overdue=1`, { token: ops.token });
    expect(overdue.body.data.items.map((x: { id: string }) => x.id)).toEqual([third.id]);
    expect((await walletOf(t, owner.token)).balance).toBe(150_000);
  });
});

describe('deductions and the credit line', () => {
  const DEDUCT = '/api/v1/company/wallets/deductFromWallet';

  it('ops set the credit line; a deduction takes the wallet first, then credit, never past the limit', async () => {
    const limit = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
      token: ops.token,
      body: { limit: 100_000, reason: 'Agreed with the finance team' },
    });
    expect(limit.body.data.credit_line).toEqual({ limit: 100_000, used: 0, available: 100_000 });

    const can = await call(t.app, 'POST', '/api/v1/company/wallets/canDeductFromWallet', {
      token: owner.token,
      body: { amount: 200_000 },
    });
    expect(can.body.data).toEqual({ allowed: true, from_wallet: 150_000, from_credit: 50_000, shortfall: 0 });

    const key = newKey();
    const paid = await post(t, DEDUCT, owner.token, { amount: 200_000, reference: 'ORD-1001' }, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.body.data.wallet).toMatchObject({ balance: 0, credit_line: { used: 50_000, available: 50_000 } });
    expect(paid.body.data.transaction).toMatchObject({
      type: 'order',
      amount: -200_000,
      wallet_amount: -150_000,
      credit_amount: 50_000,
    });
    const replay = await post(t, DEDUCT, owner.token, { amount: 200_000, reference: 'ORD-1001' }, key);
    expect(replay.body.data.transaction.id).toBe(paid.body.data.transaction.id);
    expect((await walletOf(t, owner.token)).credit_line.used).toBe(50_000);

    const short = await post(t, DEDUCT, owner.token, { amount: 50_001 }, newKey());
    expect(short.statusCode).toBe(422);
    expect(short.body.message).toBe('رصيد الباقة غير كافٍ. أعد شحن حد الائتمان للمتابعة.');
    const shortEn = await call(t.app, 'POST', DEDUCT, {
      token: owner.token,
      body: { amount: 50_001 },
      headers: { 'idempotency-key': newKey(), lang: 'en' },
    });
    expect(shortEn.body.message).toBe('Insufficient package credit. Recharge your credit line to proceed.');

    const below = await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
      token: ops.token,
      body: { limit: 49_999, reason: 'Agreed with the finance team' },
    });
    expect(below.statusCode).toBe(422);
    expect(await recomputedBalances(t.database, owner.companyId)).toMatchObject({ wallet: 0, credit_line: 50_000 });
  });

  it('a recharge pays the credit line back first', async () => {
    const transfer = (
      await upload('80000', { data: samplePdf(), filename: 'r.pdf', contentType: 'application/pdf' })
    ).json().data;
    await call(t.app, 'POST', `${OPS}/${transfer.id}/confirm`, { token: ops.token });
    expect(await walletOf(t, owner.token)).toMatchObject({
      balance: 30_000,
      credit_line: { used: 0, available: 100_000 },
    });
    expect(await recomputedBalances(t.database, owner.companyId)).toMatchObject({ wallet: 30_000, credit_line: 0 });
  });

  it('exports the movements and payments as CSV and xlsx with the current filter', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/wallets/walletTransaction/export?format=csv&type=deposit',
      headers: { authorization: `Bearer ${owner.token}`, lang: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csvLines(csv.body);
    expect(lines[0]).toContain('Reference');
    expect(lines).toHaveLength(3);
    expect(csv.body).toMatch(/1,?500\.00/);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/v1/company/wallets/walletPayment/export?status=paid',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
