import { describe, expect, it } from 'vitest';
import { readCompanyAccounts } from '../../src/money/ledger/index';
import { companyScope } from '../../src/platform/db/scoped-db';
import { companyOwner } from '../company/account-helpers';
import { useTestApp } from '../support/harness';
import { fundWallet, newKey, post, recomputedBalances } from './money-helpers';

// DOMAIN.md §1: no negative wallet and no credit past its limit under concurrency. PGlite runs one statement at
// a time, so only a PostgreSQL server (TEST_DATABASE_URL) shows whether parallel deductions can overdraw.

const t = useTestApp();

describe('parallel deductions (PostgreSQL server)', () => {
  it('200 parallel deductions leave the exact balance and never pass the credit line', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Race Money Co');
    const WALLET = 10_000;
    const LIMIT = 5_000;
    const AMOUNT = 97;
    const REQUESTS = 200;
    const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
    await fundWallet(t, owner.companyId, WALLET, LIMIT);

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        post(t, '/api/v1/company/wallets/deductFromWallet', owner.token, { amount: AMOUNT }, newKey()),
      ),
    );
    const succeeded = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 422).length;
    const expectedSucceeded = Math.floor((WALLET + LIMIT) / AMOUNT);
    const balances = await readCompanyAccounts(scope);
    console.info(
      `parallel deductions: ${REQUESTS} requests, ${succeeded} paid, ${refused} refused; ` +
        `wallet ${balances.wallet} (expected 0), credit used ${balances.creditUsed} ` +
        `(expected ${expectedSucceeded * AMOUNT - WALLET}, limit ${LIMIT})`,
    );
    expect(succeeded + refused).toBe(REQUESTS);
    expect(succeeded).toBe(expectedSucceeded);
    expect(balances.wallet).toBe(0);
    expect(balances.creditUsed).toBe(expectedSucceeded * AMOUNT - WALLET);
    expect(balances.creditUsed).toBeLessThanOrEqual(LIMIT);
    expect(await recomputedBalances(t.database, owner.companyId)).toMatchObject({
      wallet: 0,
      credit_line: expectedSucceeded * AMOUNT - WALLET,
    });
  }, 120_000);

  it('the same Idempotency-Key sent 20 times at once moves the money once', async (context) => {
    if (t.database.kind !== 'postgres') return context.skip();
    const owner = await companyOwner(t, 'Replay Co');
    const scope = companyScope(t.database.db, { companyId: owner.companyId, membershipId: null });
    await fundWallet(t, owner.companyId, 1_000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, '/api/v1/company/wallets/deductFromWallet', owner.token, { amount: 300 }, key),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.transaction.id)).size).toBe(1);
    expect((await readCompanyAccounts(scope)).wallet).toBe(700);
  }, 60_000);
});
