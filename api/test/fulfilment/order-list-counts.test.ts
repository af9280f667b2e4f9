import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderListCounts, orders } from '../../src/platform/db/schema/index';
import { companyOwner } from '../company/account-helpers';
import { branchIn } from '../sales/package-helpers';
import { useTestApp } from '../support/harness';
import { orderRow } from './order-helpers';

// Migration 0013: order_list_counts is kept by triggers in the transaction of every insert, update and delete of
// orders (the orders list's exact total at 100,000 orders). Checked against a plain GROUP BY after each kind of
// statement, including multi-row ones and a rolled-back transaction.

let companyId: string;
let branches: string[];

const t = useTestApp();
beforeAll(async () => {
  const owner = await companyOwner(t, 'Counts Co');
  companyId = owner.companyId;
  branches = [await branchIn(t, companyId, 'Olaya HQ', 'olaya'), await branchIn(t, companyId, 'Malaz', 'malaz')];
});

const row = (n: number, status: string, branch: string) =>
  orderRow({
    companyId,
    n,
    status,
    branchId: branch,
    startsAt: new Date(Date.UTC(2026, 11, 1, 6 + (n % 8))),
    type: n % 3 === 0 ? 'package' : 'onetime',
    paymentStatus: n % 2 === 0 ? 'paid' : 'unpaid',
  });

async function expectCountsMatch() {
  const db = t.database.db;
  const actual = await db
    .select({
      branch: orders.branchId,
      status: orders.status,
      type: orders.type,
      payment: orders.paymentStatus,
      n: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .groupBy(orders.branchId, orders.status, orders.type, orders.paymentStatus);
  const kept = await db
    .select({
      branch: orderListCounts.branchId,
      status: orderListCounts.status,
      type: orderListCounts.type,
      payment: orderListCounts.paymentStatus,
      n: orderListCounts.orders,
    })
    .from(orderListCounts)
    .where(eq(orderListCounts.companyId, companyId));
  const key = (r: { branch: string; status: string; type: string; payment: string }) =>
    `${r.branch}|${r.status}|${r.type}|${r.payment}`;
  const keptMap = new Map(kept.filter((r) => Number(r.n) !== 0).map((r) => [key(r), Number(r.n)]));
  expect(keptMap).toEqual(new Map(actual.map((r) => [key(r), r.n])));
  return actual.reduce((sum, r) => sum + r.n, 0);
}

describe('order_list_counts', () => {
  it('follows multi-row inserts, status updates and deletes, and ignores a rolled-back change', async () => {
    const db = t.database.db;
    await db.insert(orders).values(Array.from({ length: 40 }, (_, n) => row(n, 'created', branches[n % 2]!)));
    expect(await expectCountsMatch()).toBe(40);

    await db.update(orders).set({ status: 'confirmed' }).where(sql`${orders.reference} < 'ORD-2026-000015'`);
    await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.status, 'created'));
    await db.update(orders).set({ branchId: branches[0]! }).where(eq(orders.companyId, companyId));
    expect(await expectCountsMatch()).toBe(40);

    await db.delete(orders).where(sql`${orders.reference} >= 'ORD-2026-000030'`);
    expect(await expectCountsMatch()).toBe(30);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(orders).values(row(99, 'created', branches[1]!));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await expectCountsMatch()).toBe(30);
  });
});
