import { beforeAll, describe, expect, it } from 'vitest';
import { companyOwner, memberWith } from '../company/account-helpers';
import { csvLines } from '../support/csv-lines';
import { type Answer, call, useTestApp } from '../support/harness';
import { cardRecharge, opsUser, post, recomputedBalances, walletOf } from './money-helpers';

// The running statement (issue 9 "Beyond"): opening balance, movements, closing balance of any date range,
// recomputed from the ledger in halalas; Riyadh days, both ends included; one company's statement never shows
// another's money; bad dates are 422 with field errors; the export carries the same rows.

const STATEMENT = '/api/v1/company/wallets/statement';

let owner: Awaited<ReturnType<typeof companyOwner>>;
let other: Awaited<ReturnType<typeof companyOwner>>;

const at = (iso: string) => {
  t.clock.time = Date.parse(iso);
};
const deduct = (amount: number) =>
  post(t, '/api/v1/company/wallets/deductFromWallet', owner.token, { amount, reference: `ORD-${amount}` });
const statement = (from: string, to: string, token = owner.token) =>
  call(t.app, 'GET', `${STATEMENT}?date_from=${from}&date_to=${to}`, { token, headers: { lang: 'en' } });

type Movement = { wallet_amount: number; credit_amount: number; wallet_balance_after: number; created_at: string };
function expectBalanced(answer: Answer) {
  expect(answer.statusCode).toBe(200);
  const { opening, closing, movements } = answer.body.data as {
    opening: { wallet: number; credit_used: number };
    closing: { wallet: number; credit_used: number };
    movements: Movement[];
  };
  const sum = (pick: (m: Movement) => number) => movements.reduce((total, m) => total + pick(m), 0);
  expect(opening.wallet + sum((m) => m.wallet_amount)).toBe(closing.wallet);
  expect(opening.credit_used + sum((m) => m.credit_amount)).toBe(closing.credit_used);
  if (movements.length > 0) expect(movements.at(-1)!.wallet_balance_after).toBe(closing.wallet);
  return answer.body.data;
}

const t = useTestApp();
beforeAll(async () => {
  at('2025-01-10T09:00:00Z');
  owner = await companyOwner(t, 'Statement Co');
  other = await companyOwner(t, 'Other Co');
  const ops = await opsUser(t);
  // 2025-01-10 (Riyadh): +100.00 by card.
  await cardRecharge(t, owner.token, 10_000, 'success');
  // 2025-01-11 23:59:59 Riyadh (20:59:59Z): −30.00, the last second of the 11th.
  at('2025-01-11T20:59:59Z');
  expect((await deduct(3_000)).statusCode).toBe(201);
  // 2025-01-12 00:00:00 Riyadh (21:00Z on the 11th): −20.00, the first second of the 12th.
  at('2025-01-11T21:00:00Z');
  expect((await deduct(2_000)).statusCode).toBe(201);
  // 2025-01-13: a credit line, then −80.00 (50.00 from the wallet, 30.00 on credit).
  at('2025-01-13T09:00:00Z');
  await call(t.app, 'PUT', `/api/v1/ops/companies/${owner.companyId}/credit-line`, {
    token: ops.token,
    body: { limit: 50_000, reason: 'Agreed with the finance team' },
  });
  expect((await deduct(8_000)).statusCode).toBe(201);
  // 2025-01-14: +50.00 by card pays the 30.00 of credit back, 20.00 lands in the wallet.
  at('2025-01-14T09:00:00Z');
  await cardRecharge(t, owner.token, 5_000, 'success');
  // The other company's money on the same days.
  await cardRecharge(t, other.token, 77_700, 'success');
  at('2025-01-20T09:00:00Z');
});

describe('statement', () => {
  it('over the whole history: opening 0, closing = the ledger, every movement in order', async () => {
    const data = expectBalanced(await statement('2025-01-01', '2025-01-31'));
    expect(data.opening).toEqual({ wallet: 0, credit_used: 0 });
    const recomputed = await recomputedBalances(t.database, owner.companyId);
    expect(data.closing).toEqual({ wallet: recomputed.wallet, credit_used: recomputed.credit_line });
    expect(data.closing).toEqual({ wallet: 2_000, credit_used: 0 });
    expect(data.movements.map((m: Movement) => m.wallet_amount)).toEqual([10_000, -3_000, -2_000, -5_000, 2_000]);
    expect(data.movements.map((m: Movement) => m.credit_amount)).toEqual([0, 0, 0, 3_000, -3_000]);
    expect(data).toMatchObject({ wallet_in: 12_000, wallet_out: -10_000 });
    // The running balances agree with the ledger's balance after each entry (the transactions list).
    const list = await call(t.app, 'GET', '/api/v1/company/wallets/walletTransaction?perPage=100&sortBy=created_at', {
      token: owner.token,
    });
    expect(data.movements.map((m: Movement) => m.wallet_balance_after)).toEqual(
      list.body.data.items.map((m: Movement) => m.wallet_balance_after),
    );
    expect((await walletOf(t, owner.token)).balance).toBe(data.closing.wallet);
  });

  it('takes Riyadh days, both ends included: 23:59:59 belongs to the 11th, 00:00:00 to the 12th', async () => {
    const eleventh = expectBalanced(await statement('2025-01-11', '2025-01-11'));
    expect(eleventh.opening.wallet).toBe(10_000);
    expect(eleventh.movements.map((m: Movement) => m.wallet_amount)).toEqual([-3_000]);
    expect(eleventh.closing.wallet).toBe(7_000);
    const twelfth = expectBalanced(await statement('2025-01-12', '2025-01-12'));
    expect(twelfth.opening.wallet).toBe(7_000);
    expect(twelfth.movements.map((m: Movement) => m.wallet_amount)).toEqual([-2_000]);
    const middle = expectBalanced(await statement('2025-01-11', '2025-01-13'));
    expect(middle).toMatchObject({
      opening: { wallet: 10_000, credit_used: 0 },
      closing: { wallet: 0, credit_used: 3_000 },
    });
    expect(middle.movements).toHaveLength(3);
  });

  it('a range without movements answers equal opening and closing balances', async () => {
    const before = expectBalanced(await statement('2024-12-01', '2024-12-31'));
    expect(before).toMatchObject({ opening: { wallet: 0 }, closing: { wallet: 0 }, movements: [] });
    const after = expectBalanced(await statement('2025-02-01', '2025-02-28'));
    expect(after).toMatchObject({ opening: { wallet: 2_000, credit_used: 0 }, movements: [] });
    expect(after.closing).toEqual(after.opening);
  });

  it("never shows another company's money", async () => {
    const mine = expectBalanced(await statement('2025-01-14', '2025-01-14'));
    expect(mine.movements).toHaveLength(1);
    expect(mine.movements[0].wallet_amount).toBe(2_000);
    const theirs = expectBalanced(await statement('2025-01-01', '2025-01-31', other.token));
    expect(theirs).toMatchObject({ opening: { wallet: 0 }, closing: { wallet: 77_700, credit_used: 0 } });
    expect(theirs.movements).toHaveLength(1);
  });

  it('refuses bad dates with 422 and field errors', async () => {
    const missing = await call(t.app, 'GET', `${STATEMENT}?date_to=2025-01-31`, {
      token: owner.token,
      headers: { lang: 'en' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ date_from: ['This field is required'] });
    const malformed = await statement('2025-13-01', '31/01/2025');
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {}).sort()).toEqual(['date_from', 'date_to']);
    expect(malformed.body.errors?.date_from?.[0]).toBe('Enter a valid date (YYYY-MM-DD)');
    const reversed = await statement('2025-01-31', '2025-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body.errors).toEqual({ date_to: ['The end date must be on or after the start date'] });
    const exportReversed = await call(t.app, 'GET', `${STATEMENT}/export?date_from=2025-02-01&date_to=2025-01-01`, {
      token: owner.token,
    });
    expect(exportReversed.statusCode).toBe(422);
    expect(Object.keys(exportReversed.body.errors ?? {})).toEqual(['date_to']);
  });
});

describe('statement export and rules', () => {
  it('exports the opening row, the movements and the closing row, labels in the caller language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${STATEMENT}/export?format=csv&date_from=2025-01-11&date_to=2025-01-13`,
      headers: { authorization: `Bearer ${owner.token}`, lang: 'fr' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csvLines(csv.body);
    expect(lines).toHaveLength(1 + 1 + 3 + 1);
    expect(lines[1]).toContain('Solde d’ouverture (2025-01-11)');
    expect(lines[1]).toMatch(/,100\.00,0\.00$/);
    expect(lines[2]).toContain(',Commande,Portefeuille,Paiement depuis le portefeuille pour ORD-3000,-30.00,');
    expect(lines.at(-1)).toContain('Solde de clôture (2025-01-13)');
    expect(lines.at(-1)).toMatch(/,0\.00,30\.00$/);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${STATEMENT}/export?date_from=2025-01-01&date_to=2025-01-31`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('needs read b2b_transactions to read, export b2b_transactions to export', async () => {
    const reader = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_transactions' }]);
    const wallet = await memberWith(t, owner.companyId, [{ action: 'read', subject: 'b2b_wallet' }]);
    const range = 'date_from=2025-01-01&date_to=2025-01-31';
    expect((await statement('2025-01-01', '2025-01-31', reader.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `${STATEMENT}/export?${range}`, { token: reader.token })).statusCode).toBe(403);
    expect((await statement('2025-01-01', '2025-01-31', wallet.token)).statusCode).toBe(403);
  });
});
