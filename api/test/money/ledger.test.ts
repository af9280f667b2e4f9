import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_SETTINGS } from '../../src/dev/seed/seed-platform-settings';
import { issueInvoice } from '../../src/money/invoices/issue-invoice';
import {
  assertBalanced,
  deductionPlan,
  deductionSplit,
  lockCompanyAccounts,
  packageSalePlan,
  post,
  readCompanyAccounts,
  rechargePlan,
  setCreditLimit,
} from '../../src/money/ledger/index';
import type { Database } from '../../src/platform/db/database';
import {
  companies,
  invoiceLines,
  invoices,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../src/platform/db/schema/index';
import { type CompanyScope, companyScope } from '../../src/platform/db/scoped-db';
import { createTestDatabase } from '../support/test-database';
import { recomputedBalances } from './money-helpers';

// Ledger unit tests on a real database: every entry balances (in code and in the database), cached balances
// equal the ones recomputed from the postings, no negative wallet, no credit past the limit.

const description = { ar: 'اختبار', en: 'Test', fr: 'Test' };
const at = new Date('2026-03-01T10:00:00Z');

let database: Database;
let companyId: string;
let scope: CompanyScope;

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await database
    .systemDb('test set-up')
    .insert(companies)
    .values({ nameAr: 'شركة الدفتر', nameEn: 'Ledger Co', ownerName: 'Owner', ownerPhone: '+966500000777' })
    .returning({ id: companies.id });
  companyId = company!.id;
  scope = companyScope(database.db, { companyId, membershipId: null });
});
afterAll(async () => {
  await database.close();
});

describe('plans', () => {
  it('refuses entries that do not balance, have fewer than two postings, or fractions of a halala', () => {
    expect(() => assertBalanced([{ account: 'wallet', amount: -100 }])).toThrow(/two postings/);
    expect(() =>
      assertBalanced([
        { account: 'wallet', amount: -100 },
        { account: 'bank_clearing', amount: 99 },
      ]),
    ).toThrow(/sum to -1/);
    expect(() =>
      assertBalanced([
        { account: 'wallet', amount: -100.5 },
        { account: 'bank_clearing', amount: 100.5 },
      ]),
    ).toThrow(/integer/);
  });

  it('every plan balances', () => {
    for (const [amount, used] of [
      [500, 0],
      [500, 200],
      [500, 500],
      [500, 900],
    ] as const) {
      expect(() => assertBalanced(rechargePlan(amount, used, 'gateway_clearing'))).not.toThrow();
    }
    expect(deductionSplit(1_000, 300, 800)).toEqual({ allowed: true, fromWallet: 300, fromCredit: 700, shortfall: 0 });
    expect(deductionSplit(1_000, 300, 600)).toEqual({
      allowed: false,
      fromWallet: 300,
      fromCredit: 700,
      shortfall: 100,
    });
    expect(() => assertBalanced(deductionPlan(300, 700))).not.toThrow();
  });

  it('a package sale balances: paid now, credit cost, and the rest as receivable after a down payment', () => {
    const full = packageSalePlan({
      price: 240_000,
      vat: 36_000,
      paid: [
        { account: 'wallet', amount: 250_000 },
        { account: 'credit_line', amount: 26_000 },
      ],
    });
    expect(full).toEqual([
      { account: 'wallet', amount: 250_000 },
      { account: 'credit_line', amount: 26_000 },
      { account: 'revenue', amount: -240_000 },
      { account: 'vat_payable', amount: -36_000 },
    ]);
    const down = packageSalePlan({
      price: 1_000_000,
      vat: 150_000,
      paid: [{ account: 'bank_clearing', amount: 345_000 }],
    });
    expect(down).toContainEqual({ account: 'receivable', amount: 805_000 });
    expect(() => assertBalanced(down)).not.toThrow();
    const credit = packageSalePlan({
      price: 960_000,
      vat: 144_000,
      creditCost: 24_000,
      paid: [{ account: 'credit_line', amount: 1_128_000 }],
    });
    expect(credit).toContainEqual({ account: 'revenue', amount: -984_000 });
    expect(() => assertBalanced(credit)).not.toThrow();
  });
});

describe('post', () => {
  it('recharges, pays with wallet then credit, repays credit first, and keeps cached = recomputed', async () => {
    await scope.transaction(async (tx) => {
      await setCreditLimit(tx, 10_000);
      await post(tx, {
        type: 'deposit',
        description,
        createdAt: at,
        postings: rechargePlan(5_000, 0, 'gateway_clearing'),
      });
    });
    expect(await readCompanyAccounts(scope)).toMatchObject({
      wallet: 5_000,
      creditUsed: 0,
      creditAvailable: 10_000,
    });

    const split = deductionSplit(8_000, 5_000, 10_000);
    await scope.transaction((tx) =>
      post(tx, {
        type: 'order',
        description,
        createdAt: at,
        postings: deductionPlan(split.fromWallet, split.fromCredit),
      }),
    );
    expect(await readCompanyAccounts(scope)).toMatchObject({
      wallet: 0,
      creditUsed: 3_000,
      creditAvailable: 7_000,
    });

    await scope.transaction((tx) =>
      post(tx, {
        type: 'deposit',
        description,
        createdAt: at,
        postings: rechargePlan(4_000, 3_000, 'bank_clearing'),
      }),
    );
    expect(await readCompanyAccounts(scope)).toMatchObject({ wallet: 1_000, creditUsed: 0 });
    expect(await recomputedBalances(database, companyId)).toEqual(await cachedBalances(companyId));
  });

  it('refuses to take the wallet below zero or the credit past its limit, and writes nothing', async () => {
    const entriesBefore = await scope.count(journalEntries);
    await expect(
      scope.transaction((tx) =>
        post(tx, { type: 'order', description, createdAt: at, postings: deductionPlan(1_000, 10_001) }),
      ),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'validation.insufficient_credit' });
    await expect(
      scope.transaction((tx) =>
        post(tx, { type: 'order', description, createdAt: at, postings: deductionPlan(1_001, 0) }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await scope.count(journalEntries)).toBe(entriesBefore);
    expect(await readCompanyAccounts(scope)).toMatchObject({ wallet: 1_000, creditUsed: 0 });
  });

  it('the database itself refuses an unbalanced entry at commit (deferred constraint trigger)', async () => {
    const accounts = await scope.transaction((tx) => lockCompanyAccounts(tx));
    const system = database.systemDb('test: bypasses the ledger on purpose');
    await expect(
      system.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ type: 'other', description, createdAt: at })
          .returning({ id: journalEntries.id });
        await tx.insert(postings).values({ entryId: entry!.id, accountId: accounts.receivable.id, amount: 100 });
      }),
    ).rejects.toThrow();
    const orphans = await system
      .select({ id: postings.id })
      .from(postings)
      .leftJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(sql`${journalEntries.id} is null`);
    expect(orphans).toEqual([]);
  });

  it('the database refuses a negative wallet even if code bypassed the ledger checks', async () => {
    await expect(
      database
        .systemDb('test: bypasses the ledger on purpose')
        .update(ledgerAccounts)
        .set({ balance: -1 })
        .where(eq(ledgerAccounts.companyId, companyId)),
    ).rejects.toThrow();
  });
});

describe('issueInvoice', () => {
  it('numbers invoices in the seller sequence from 1 without gaps; a rolled-back invoice gives its number back', async () => {
    const db = database.db;
    const issue = (tx: CompanyScope) =>
      issueInvoice(tx, {
        kind: 'recharge',
        status: 'paid',
        issuedAt: at,
        lines: [{ description, quantity: 1, unitPrice: 2_500, vat: 0 }],
        paid: 2_500,
      });
    const first = await scope.transaction((tx) => issue(tx));
    await expect(
      scope.transaction(async (tx) => {
        await issue(tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const second = await scope.transaction((tx) => issue(tx));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => scope.transaction((tx) => issue(tx))));
    expect([first.number, second.number, ...parallel.map((p) => p.number).sort((a, b) => a - b)]).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(first.code).toBe('INV-2026-000001');
    const [row] = await scope.select({ invoice: invoices }).from(invoices, eq(invoices.id, first.id));
    expect(row?.invoice).toMatchObject({
      subtotal: 2_500,
      vat: 0,
      total: 2_500,
      paid: 2_500,
      sellerVatNumber: DEMO_PLATFORM_SETTINGS.seller.vat_number,
      buyerNameEn: 'Ledger Co',
    });
    expect(await db.$count(invoiceLines, eq(invoiceLines.invoiceId, first.id))).toBe(1);
  });
});

async function cachedBalances(id: string) {
  const rows = await companyScope(database.db, { companyId: id, membershipId: null })
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts);
  return Object.fromEntries(rows.map((row) => [row.kind, row.balance]));
}
