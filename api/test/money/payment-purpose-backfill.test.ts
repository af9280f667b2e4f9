import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner } from '../company/account-helpers';
import { insertOrder, operation, orderRow } from '../fulfilment/orders-operations-helpers';
import { call, useTestApp } from '../support/harness';
import { cardRecharge, opsUser, sendReceipt } from './money-helpers';

// Migration 0033 back-fills what old payments and transfers paid for. The rows are made through the real API (a
// recharge, an order's card payment, an order's confirmed transfer, an order's pending transfer), their purposes are
// wiped to look like rows from before the migration, and the migration's back-fill statements are run again: each
// row gets back the purpose the code gave it.

const MIGRATION = new URL('../../drizzle/0033_payment_purpose.sql', import.meta.url);
const backFill = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

let owner: Awaited<ReturnType<typeof companyOwner>>;

const t = useTestApp();
beforeAll(async () => {
  owner = await companyOwner(t, 'Backfill Co');
});

type Purpose = { id: string; purpose: string | null; purpose_id: string | null };
const rows = async (table: 'payments' | 'wallet_temp_transactions') =>
  (
    (await t.database.db.execute(
      sql.raw(`SELECT id, purpose, purpose_id FROM ${table} WHERE company_id = '${owner.companyId}' ORDER BY id`),
    )) as unknown as { rows: Purpose[] }
  ).rows;

async function transferFor(orderId: string) {
  const sent = await sendReceipt(
    t,
    owner.token,
    { order_id: orderId, method: 'transfer' },
    '/api/v1/company/orders/confirmPayment',
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return (await orderRow(t, orderId)).tempTransactionId!;
}

describe('migration 0033 back-fill', () => {
  it('derives the purpose of recharges, order card payments and order transfers', async () => {
    expect(backFill.length).toBeGreaterThan(5);
    await cardRecharge(t, owner.token, 100_000, 'success');
    const carded = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'credit_card' });
    const started = await operation(t, owner.token, 'confirmPayment', { order_id: carded.id, method: 'credit_card' });
    const session = new URL(started.body.data.payment_url).searchParams.get('session')!;
    await call(t.app, 'POST', `/api/v1/public/test-gateway/sessions/${session}/complete`, {
      body: { outcome: 'success' },
    });
    const transferred = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'transfer' });
    const ops = await opsUser(t);
    const confirmed = await call(
      t.app,
      'POST',
      `/api/v1/ops/wallets/temp-transactions/${await transferFor(transferred.id)}/confirm`,
      { token: ops.token },
    );
    expect(confirmed.statusCode).toBe(200);
    const waiting = await insertOrder(t, owner.companyId, { status: 'assigned', method: 'transfer' });
    await transferFor(waiting.id);

    const payments = await rows('payments');
    const transfers = await rows('wallet_temp_transactions');
    expect(payments.map((row) => row.purpose).sort()).toEqual(['order', 'order', 'recharge']);
    expect(transfers.map((row) => row.purpose_id).sort()).toEqual([transferred.id, waiting.id].sort());

    const mine = sql`company_id = ${owner.companyId}`;
    await t.database.db.execute(sql`UPDATE payments SET purpose = NULL, purpose_id = NULL WHERE ${mine}`);
    await t.database.db.execute(
      sql`UPDATE wallet_temp_transactions SET purpose = NULL, purpose_id = NULL WHERE ${mine}`,
    );
    for (const statement of backFill) await t.database.db.execute(sql.raw(statement));

    expect(await rows('payments')).toEqual(payments);
    expect(await rows('wallet_temp_transactions')).toEqual(transfers);
  });
});
